// The request core every part of the client goes through: JSON in and out, cookies (the browser's
// own, or a CookieJar outside browsers), the nonce on state-changing calls, bounded retries for
// reads, and the opt-in method override. Failures reject with PinwheelApiError.
import { NONCE_HEADER } from '@pinwheel/core';
import { PinwheelApiError } from './api-error.ts';
import type { CookieJar } from './cookie-jar.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null and undefined are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOptions {
  /**
   * Where the API lives, e.g. `https://shop.example`. Empty (the default) means the page's own
   * origin, which only works in a browser; elsewhere give an absolute URL.
   */
  baseUrl?: string;
  /** Defaults to `globalThis.fetch`. */
  fetch?: FetchFunction;
  /** Keeps cookies where no browser does (server-to-server, tests). Needs an absolute baseUrl. */
  cookieJar?: CookieJar;
  /**
   * Send PUT, PATCH and DELETE as POST with `x-http-method-override: <method>`, for networks
   * whose proxies drop those methods. Our server honours the header; off by default.
   */
  methodOverride?: boolean;
  /** A nonce the page already has (server-rendered into it), saving the first session fetch. */
  nonce?: string;
  /** Retries of a GET or HEAD after a network error or a 502, 503 or 504. Default 2. */
  retries?: number;
  /** Wait before the first retry, in milliseconds; doubles for each one after. Default 200. */
  retryDelayMs?: number;
  /** How to wait between retries; tests pass one that records and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Sent with every request (e.g. a caller's `x-request-id`). */
  headers?: Record<string, string>;
}

export interface HttpCore {
  /** Calls the API and answers the parsed JSON body (undefined for an empty one). */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The nonce state-changing calls carry, if one is known yet. */
  getNonce(): string | undefined;
  setNonce(nonce: string | undefined): void;
}

/** The endpoint that hands out this browser's nonce. */
export const NONCE_SOURCE_PATH = '/api/session';

const readMethods = new Set<HttpMethod>(['GET', 'HEAD']);
const overridableMethods = new Set<HttpMethod>(['PUT', 'PATCH', 'DELETE']);
const retryStatuses = new Set([502, 503, 504]);
const nonceRefusals = new Set(['nonce_missing', 'nonce_invalid']);

export function createHttpCore(options: HttpOptions = {}): HttpCore {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { cookieJar } = options;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)));
  if (!Number.isInteger(retries) || retries < 0) {
    throw new RangeError(`retries must be a whole number of at least 0, not ${retries}`);
  }
  if (cookieJar && !/^https?:\/\//i.test(baseUrl)) {
    throw new TypeError('A cookieJar needs an absolute baseUrl (http:// or https://)');
  }

  const defaultHeaders = new Headers({ accept: 'application/json', ...options.headers });
  const methodOverride = options.methodOverride ?? false;
  let nonce = options.nonce;
  let nonceInFlight: Promise<string> | undefined;

  async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = cookieJar?.cookieHeaderFor(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetchFn(url, { ...init, headers });
    cookieJar?.store(url, response.headers.getSetCookie());
    return response;
  }

  /** One call, retried while it only reads and the failure looks temporary. */
  async function send(url: string, init: RequestInit, canRetry: boolean): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const mayRetry = canRetry && attempt < retries;
      let response: Response;
      try {
        response = await fetchOnce(url, init);
      } catch (error) {
        // fetch reports a network failure as a TypeError; an abort is a DOMException, not retried.
        if (!(error instanceof TypeError) || init.signal?.aborted) throw error;
        if (mayRetry) {
          await sleep(retryDelayMs * 2 ** attempt);
          continue;
        }
        throw new PinwheelApiError({
          status: 0,
          code: 'network_error',
          message: `No response from ${init.method} ${url}: ${error.message}`,
          cause: error,
        });
      }
      if (mayRetry && retryStatuses.has(response.status)) {
        await response.body?.cancel();
        await sleep(retryDelayMs * 2 ** attempt);
        continue;
      }
      return response;
    }
  }

  async function call<T>(
    method: HttpMethod,
    path: string,
    callOptions: RequestOptions,
  ): Promise<T> {
    const url = urlOf(baseUrl, path, callOptions.query);
    const stateChanging = !readMethods.has(method);
    const overridden = methodOverride && overridableMethods.has(method);
    const body = callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body);
    let nonceRefreshed = false;
    for (;;) {
      const headers = new Headers(defaultHeaders);
      for (const [name, value] of Object.entries(callOptions.headers ?? {}))
        headers.set(name, value);
      if (body !== undefined) headers.set('content-type', 'application/json');
      if (overridden) headers.set('x-http-method-override', method);
      const sentNonce = stateChanging ? await currentNonce() : undefined;
      if (sentNonce !== undefined) headers.set(NONCE_HEADER, sentNonce);
      const init: RequestInit = {
        method: overridden ? 'POST' : method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body }),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      };
      const response = await send(url, init, !stateChanging);
      if (response.ok) return readBody<T>(response);
      const error = await PinwheelApiError.fromResponse(response);
      // A nonce goes stale (its lifetime ends, the browser cookie it is tied to changes): fetch a
      // fresh one and try once more. A second refusal is real and goes to the caller.
      if (stateChanging && !nonceRefreshed && response.status === 403) {
        if (nonceRefusals.has(error.code)) {
          nonceRefreshed = true;
          await refreshNonce(sentNonce);
          continue;
        }
      }
      throw error;
    }
  }

  function currentNonce(): Promise<string> {
    return nonce === undefined ? refreshNonce(undefined) : Promise.resolve(nonce);
  }

  /**
   * A fresh nonce, one fetch shared by every call that needs it at the same time. The fetch takes
   * no caller's abort signal: one caller giving up must not fail the others waiting on it.
   */
  function refreshNonce(stale: string | undefined): Promise<string> {
    // Another call already replaced the stale nonce while this one was on the wire.
    if (nonce !== undefined && nonce !== stale) return Promise.resolve(nonce);
    nonceInFlight ??= call<unknown>('GET', NONCE_SOURCE_PATH, {})
      .then((session) => {
        const fresh = isRecord(session) ? session.nonce : undefined;
        if (typeof fresh !== 'string' || !fresh) {
          throw new PinwheelApiError({
            status: 200,
            code: 'malformed_response',
            message: `GET ${NONCE_SOURCE_PATH} answered no nonce`,
          });
        }
        nonce = fresh;
        return fresh;
      })
      .finally(() => {
        nonceInFlight = undefined;
      });
    return nonceInFlight;
  }

  return {
    request: (method, path, requestOptions = {}) => call(method, path, requestOptions),
    getNonce: () => nonce,
    setNonce(value) {
      nonce = value;
    },
  };
}

function urlOf(baseUrl: string, path: string, query: QueryParams | undefined): string {
  if (!path.startsWith('/')) throw new TypeError(`An API path starts with "/", not "${path}"`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values)
      if (item !== null && item !== undefined) search.append(key, String(item));
  }
  const queryString = search.toString();
  if (!queryString) return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${queryString}`;
}

async function readBody<T>(response: Response): Promise<T> {
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
