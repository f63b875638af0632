// The one way our code calls our API, from a browser page or from anywhere else. `send` makes the
// call: JSON or form bodies, the cookies (`credentials`), the anti-forgery nonce, the caller's abort
// signal, and one recovery: when the server refuses the nonce as stale, a fresh one is fetched and
// the call sent again, once. `request` adds reading the answer: the parsed JSON of a 2xx, anything
// else a PinwheelApiError.
//
// Two dialects share it, told apart by the path. Our older routes (`/api/…`) take the nonce in
// NONCE_HEADER on writes and refuse a stale one with 403 nonce_missing / nonce_invalid; a fresh
// one comes from the refusal's NONCE_HEADER, else from GET /api/session. The platform API
// (`/wp-json/…`) speaks WordPress's conventions, as its api-fetch does: `X-WP-Nonce` on every call
// (the cookie alone counts for nothing there), `_locale=user`, 403 rest_cookie_invalid_nonce for a
// stale nonce and a fresh one from `admin-ajax.php?action=rest-nonce`. A call carrying its own
// credentials (an `authorization` header: an application password or an API key) needs no nonce.
//
// Anything more a caller needs wraps `fetch` (the typed client's retries of reads and its cookie
// jar, http.ts), so a storefront page or an embedded form ships this file and the error type only.
import { NONCE_HEADER } from '@pinwheel/core/constants';
import { clientErrorMessages, PinwheelApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null and undefined are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions {
  /**
   * FormData (multipart, files included) and URLSearchParams go as they are, with the content
   * type the browser gives them; anything else is sent as JSON.
   */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The nonce the page was rendered with. It goes with the call whatever its method (the search
   * is a read that wants one); once it was found stale, the fresh one that replaced it goes
   * instead. Without it, only writes carry a nonce: the transport's own.
   */
  nonce?: string | undefined;
  /**
   * Sends this call with this function instead of the transport's fetch (the media upload's
   * XMLHttpRequest, which reports the body's progress); the nonce rules are the same.
   */
  transfer?: FetchFunction;
}

export interface TransportOptions {
  /**
   * Where the API lives, e.g. `https://shop.example`. Empty (the default) means the page's own
   * origin, which only works in a browser; elsewhere give an absolute URL.
   */
  baseUrl?: string;
  /** Defaults to `globalThis.fetch`; http.ts passes one with retries and a cookie jar. */
  fetch?: FetchFunction;
  /**
   * Which calls carry cookies: `same-origin` (the default, our own pages), `include` (a client on
   * another origin), `omit` (a form embedded on another site, which has no session with us).
   */
  credentials?: RequestCredentials;
  /** A nonce the page already has (server-rendered into it), saving the first session fetch. */
  nonce?: string | undefined;
  /**
   * The endpoint that hands out this browser's nonce for `/api/…` calls (`{ nonce }`); null for a
   * caller that never carries one (an embed on another site, whose routes need none). Default
   * `/api/session`.
   */
  nonceSource?: string | null;
  /**
   * The endpoint that hands out the nonce for `/wp-json/…` calls (the nonce as text, or
   * `{ nonce }`); null for none. Default `/wp-admin/admin-ajax.php?action=rest-nonce`.
   */
  restNonceSource?: string | null;
  /**
   * Send PUT, PATCH and DELETE as POST with `x-http-method-override: <method>`, for networks
   * whose proxies drop those methods. Our server honours the header; off by default.
   */
  methodOverride?: boolean;
  /** Sent with every request (e.g. a caller's `x-request-id`). */
  headers?: Record<string, string>;
}

export interface Transport {
  /**
   * Makes the call and answers the response as it came (after at most one nonce refresh), for
   * callers whose refusals carry data they show (the cart's answers). Rejects only with the
   * caller's abort or a PinwheelApiError `network_error` (or one from fetching a fresh nonce).
   */
  send(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>;
  /** Makes the call and answers the parsed JSON body; rejects with PinwheelApiError unless 2xx. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The nonce writes carry, if one is known yet. */
  getNonce(): string | undefined;
  setNonce(nonce: string | undefined): void;
}

/** The endpoint that hands out this browser's nonce (`{ nonce }` in its answer). */
export const NONCE_SOURCE_PATH = '/api/session';
/** WordPress's nonce endpoint for its REST API: answers a fresh nonce as text. */
export const REST_NONCE_SOURCE_PATH = '/wp-admin/admin-ajax.php?action=rest-nonce';
/** The header the platform API (`/wp-json/…`) reads the nonce from, as WordPress does. */
export const WP_NONCE_HEADER = 'x-wp-nonce';
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';

const nonceRefusals = ['nonce_missing', 'nonce_invalid'];
const restNonceRefusal = 'rest_cookie_invalid_nonce';

/** Whether a path (or whole URL) is the platform API's, which speaks WordPress's conventions. */
export function isPlatformPath(path: string): boolean {
  return /^(?:https?:\/\/[^/]+)?\/wp-json(?:\/|$)/i.test(path);
}

export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? 'same-origin';
  const sources = {
    ours: options.nonceSource === undefined ? NONCE_SOURCE_PATH : options.nonceSource,
    rest: options.restNonceSource === undefined ? REST_NONCE_SOURCE_PATH : options.restNonceSource,
  };
  let nonce = options.nonce;
  // A stale nonce and the fresh one that replaced it: a page keeps passing the nonce it was
  // rendered with, and each of its calls after the first refusal goes out with the fresh one.
  const replaced = new Map<string, string>();
  const fetchingNonce = new Map<string, Promise<string>>();

  function headersWith(extra: Record<string, string> | undefined): Headers {
    return new Headers({ accept: 'application/json', ...options.headers, ...extra });
  }

  async function fetchOnce(
    url: string,
    init: RequestInit,
    transfer: FetchFunction = fetchFn,
  ): Promise<Response> {
    try {
      return await transfer(url, { ...init, credentials });
    } catch (error) {
      // fetch reports a network failure as a TypeError; an abort (a DOMException) goes to the
      // caller as it is, since giving up is the caller's own doing.
      if (!(error instanceof TypeError) || init.signal?.aborted) throw error;
      throw new PinwheelApiError({
        status: 0,
        code: 'fetch_error',
        message: clientErrorMessages.fetch_error,
        cause: error,
      });
    }
  }

  /**
   * A fresh nonce from a nonce source (none without one), one fetch shared by every call that
   * needs it at the same time. It takes no caller's abort signal: one caller giving up must not
   * fail the others waiting on it.
   */
  function fetchNonce(source: string | null): Promise<string | undefined> {
    if (source === null) return Promise.resolve(undefined);
    let fetching = fetchingNonce.get(source);
    if (!fetching) {
      fetching = fetchOnce(urlOf(baseUrl, source, undefined), {
        method: 'GET',
        headers: headersWith({ accept: 'application/json, text/plain' }),
      })
        .then((response) => nonceIn(response, source))
        .then((fresh) => {
          nonce = fresh;
          return fresh;
        })
        .finally(() => fetchingNonce.delete(source));
      fetchingNonce.set(source, fetching);
    }
    return fetching;
  }

  /** The nonce that replaces `stale` after a refusal; undefined when there is none to be had. */
  async function freshNonce(
    stale: string | undefined,
    refusal: Response,
    source: string | null,
  ): Promise<string | undefined> {
    // Another call may have replaced it already while this one was on the wire.
    const fresh =
      refusal.headers.get(NONCE_HEADER) ??
      (stale === undefined ? nonce : replaced.get(stale)) ??
      (await fetchNonce(source));
    if (fresh === undefined) return undefined;
    if (stale !== undefined) replaced.set(stale, fresh);
    nonce = fresh;
    return fresh;
  }

  async function send(
    method: HttpMethod,
    path: string,
    call: RequestOptions = {},
  ): Promise<Response> {
    const platform = isPlatformPath(path);
    const source = platform ? sources.rest : sources.ours;
    const url = urlOf(baseUrl, path, platform ? withUserLocale(path, call.query) : call.query);
    const write = method !== 'GET' && method !== 'HEAD';
    const overridden = options.methodOverride === true && write && method !== 'POST';
    const { body } = call;
    const asIs = body === undefined || body instanceof FormData || body instanceof URLSearchParams;
    const encoded = asIs ? (body as BodyInit | undefined) : JSON.stringify(body);
    let sent = call.nonce
      ? (replaced.get(call.nonce) ?? call.nonce)
      : await defaultNonce(platform, write, headersWith(call.headers).has('authorization'));
    for (let retried = false; ; retried = true) {
      const headers = headersWith(call.headers);
      // Without a body no content type: Fastify refuses an empty body that claims to be JSON.
      if (!asIs) headers.set('content-type', 'application/json');
      if (overridden) headers.set(METHOD_OVERRIDE_HEADER, method);
      if (sent !== undefined) headers.set(platform ? WP_NONCE_HEADER : NONCE_HEADER, sent);
      const response = await fetchOnce(
        url,
        {
          method: overridden ? 'POST' : method,
          headers,
          ...(encoded === undefined ? {} : { body: encoded }),
          ...(call.signal ? { signal: call.signal } : {}),
        },
        call.transfer,
      );
      // A second refusal is real (cookies blocked, say): it goes to the caller, not round again.
      if (retried || !(await isNonceRefusal(response))) return response;
      const fresh = await freshNonce(sent, response, source).catch(() => undefined);
      if (fresh === undefined) return response;
      await response.body?.cancel();
      sent = fresh;
    }
  }

  /**
   * The nonce a call goes with when its caller passed none. Our routes want one on writes only,
   * and cannot do without it. The platform API wants one on every call made with the owner's
   * cookie (as WordPress does) and none beside other credentials; a caller nobody signed in gets
   * no nonce, and the public routes answer it all the same.
   */
  async function defaultNonce(
    platform: boolean,
    write: boolean,
    ownCredentials: boolean,
  ): Promise<string | undefined> {
    if (!platform) return write ? (nonce ?? (await fetchNonce(sources.ours))) : undefined;
    if (ownCredentials) return undefined;
    return nonce ?? (await fetchNonce(sources.rest).catch(() => undefined));
  }

  return {
    send,
    async request<T>(method: HttpMethod, path: string, call?: RequestOptions) {
      return readAnswer<T>(await send(method, path, call));
    },
    getNonce: () => nonce,
    setNonce(value) {
      nonce = value;
    },
  };
}

/**
 * The parsed JSON of a 2xx answer (undefined when empty). A body that is not JSON, whatever its
 * content type claims (a storefront page where an API answer was expected), is `invalid_json`.
 */
export async function readAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) throw await PinwheelApiError.fromResponse(response);
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new PinwheelApiError({
      status: response.status,
      code: 'invalid_json',
      message: clientErrorMessages.invalid_json,
      requestId: response.headers.get('x-request-id') ?? undefined,
      cause,
    });
  }
}

/** A nonce source's answer: the nonce as text (WordPress's endpoint), or `{ nonce }` (ours). */
async function nonceIn(response: Response, source: string): Promise<string> {
  if (!response.ok) throw await PinwheelApiError.fromResponse(response);
  const text = (await response.text()).trim();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // Plain text: the nonce itself.
  }
  const fresh = isRecord(answer) ? answer.nonce : answer;
  if (typeof fresh !== 'string' || !/^[\w.~+/=-]+$/.test(fresh)) {
    throw new PinwheelApiError({
      status: response.status,
      code: 'malformed_response',
      message: `GET ${source} answered no nonce`,
    });
  }
  return fresh;
}

/**
 * WordPress's api-fetch asks for answers in the signed-in user's language; so do we, unless the
 * call names a locale itself (or a next page's address carries it already).
 */
function withUserLocale(path: string, query: QueryParams | undefined): QueryParams | undefined {
  if ((query && '_locale' in query) || /[?&]_locale=/.test(path)) return query;
  return { ...query, _locale: 'user' };
}

async function isNonceRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    if (!isRecord(body)) return false;
    if (body.code === restNonceRefusal) return true;
    return isRecord(body.error) && nonceRefusals.includes(String(body.error.code));
  } catch {
    return false;
  }
}

/** A path under the base URL, or a whole URL (a form embedded on another site calls its shop). */
function urlOf(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const whole = /^https?:\/\//i.test(path);
  if (!whole && !path.startsWith('/')) {
    throw new TypeError(`An API path starts with "/", not "${path}"`);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values)
      if (item !== null && item !== undefined) search.append(key, String(item));
  }
  const url = whole ? path : `${baseUrl}${path}`;
  const queryString = search.toString();
  if (!queryString) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
