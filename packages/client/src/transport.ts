// The one way our code calls our API, from a browser page or from anywhere else. `send` makes the
// call: JSON or form bodies, the cookies (`credentials`), the anti-forgery nonce in NONCE_HEADER,
// the caller's abort signal, and one recovery: when the server refuses the nonce as stale (403
// nonce_missing / nonce_invalid: its lifetime ended, or the browser cookie it is bound to
// changed), a fresh nonce is taken from the refusal's NONCE_HEADER when the server put one there,
// else from GET /api/session, and the call is sent again, once. `request` adds reading the answer:
// the parsed JSON of a 2xx, anything else a PinwheelApiError.
//
// Anything more a caller needs wraps `fetch` (the typed client's retries of reads and its cookie
// jar, http.ts), so a storefront page or an embedded form ships this file and the error type only.
import { NONCE_HEADER } from '@pinwheel/core';
import { PinwheelApiError } from './api-error.ts';

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
   * The endpoint that hands out this browser's nonce; null for a caller that never carries one
   * (an embed on another site, whose routes need none). Default `/api/session`.
   */
  nonceSource?: string | null;
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
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';

const nonceRefusals = ['nonce_missing', 'nonce_invalid'];

export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? 'same-origin';
  const nonceSource = options.nonceSource === undefined ? NONCE_SOURCE_PATH : options.nonceSource;
  let nonce = options.nonce;
  // A stale nonce and the fresh one that replaced it: a page keeps passing the nonce it was
  // rendered with, and each of its calls after the first refusal goes out with the fresh one.
  const replaced = new Map<string, string>();
  let fetchingNonce: Promise<string> | undefined;

  function headersWith(extra: Record<string, string> | undefined): Headers {
    return new Headers({ accept: 'application/json', ...options.headers, ...extra });
  }

  async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(url, { ...init, credentials });
    } catch (error) {
      // fetch reports a network failure as a TypeError; an abort (a DOMException) goes to the
      // caller as it is, since giving up is the caller's own doing.
      if (!(error instanceof TypeError) || init.signal?.aborted) throw error;
      throw new PinwheelApiError({
        status: 0,
        code: 'network_error',
        message: `No response from ${init.method} ${url}: ${error.message}`,
        cause: error,
      });
    }
  }

  /**
   * A fresh nonce from the nonce source (none without one), one fetch shared by every call that
   * needs it at the same time. It takes no caller's abort signal: one caller giving up must not
   * fail the others waiting on it.
   */
  function fetchNonce(): Promise<string | undefined> {
    if (nonceSource === null) return Promise.resolve(undefined);
    fetchingNonce ??= fetchOnce(urlOf(baseUrl, nonceSource, undefined), {
      method: 'GET',
      headers: headersWith(undefined),
    })
      .then((response) => readAnswer<unknown>(response))
      .then((session) => {
        const fresh = isRecord(session) ? session.nonce : undefined;
        if (typeof fresh !== 'string' || !fresh) {
          throw new PinwheelApiError({
            status: 200,
            code: 'malformed_response',
            message: `GET ${nonceSource} answered no nonce`,
          });
        }
        nonce = fresh;
        return fresh;
      })
      .finally(() => {
        fetchingNonce = undefined;
      });
    return fetchingNonce;
  }

  /** The nonce that replaces `stale` after a refusal; undefined when there is none to be had. */
  async function freshNonce(
    stale: string | undefined,
    refusal: Response,
  ): Promise<string | undefined> {
    // Another call may have replaced it already while this one was on the wire.
    const fresh =
      refusal.headers.get(NONCE_HEADER) ??
      (stale === undefined ? nonce : replaced.get(stale)) ??
      (await fetchNonce());
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
    const url = urlOf(baseUrl, path, call.query);
    const write = method !== 'GET' && method !== 'HEAD';
    const overridden = options.methodOverride === true && write && method !== 'POST';
    const { body } = call;
    const asIs = body === undefined || body instanceof FormData || body instanceof URLSearchParams;
    const encoded = asIs ? (body as BodyInit | undefined) : JSON.stringify(body);
    let sent = call.nonce
      ? (replaced.get(call.nonce) ?? call.nonce)
      : write
        ? (nonce ?? (await fetchNonce()))
        : undefined;
    for (let retried = false; ; retried = true) {
      const headers = headersWith(call.headers);
      // Without a body no content type: Fastify refuses an empty body that claims to be JSON.
      if (!asIs) headers.set('content-type', 'application/json');
      if (overridden) headers.set(METHOD_OVERRIDE_HEADER, method);
      if (sent !== undefined) headers.set(NONCE_HEADER, sent);
      const response = await fetchOnce(url, {
        method: overridden ? 'POST' : method,
        headers,
        ...(encoded === undefined ? {} : { body: encoded }),
        ...(call.signal ? { signal: call.signal } : {}),
      });
      // A second refusal is real (cookies blocked, say): it goes to the caller, not round again.
      if (retried || !(await isNonceRefusal(response))) return response;
      const fresh = await freshNonce(sent, response);
      if (fresh === undefined) return response;
      await response.body?.cancel();
      sent = fresh;
    }
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

/** The parsed JSON of a 2xx answer (undefined when empty, the text when not JSON). */
export async function readAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) throw await PinwheelApiError.fromResponse(response);
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new PinwheelApiError({
      status: response.status,
      code: 'malformed_response',
      message: `The server answered ${response.status} with JSON that does not parse`,
      requestId: response.headers.get('x-request-id') ?? undefined,
      cause,
    });
  }
}

async function isNonceRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    const error = isRecord(body) ? body.error : undefined;
    return isRecord(error) && nonceRefusals.includes(String(error.code));
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
