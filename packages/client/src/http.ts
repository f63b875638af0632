// The typed client's request core: the one transport (transport.ts) with what a client outside a
// page also needs around its fetch: cookies kept in a CookieJar where no browser keeps them,
// bounded retries of reads after a network error or a 502/503/504, and credentials of its own (an
// application password or an API key, sent as Basic auth). It sends cookies to another origin too
// (`credentials: 'include'`), and PUT, PATCH and DELETE as POST with X-HTTP-Method-Override unless
// told not to. Failures reject with PinwheelApiError.
import type { CookieJar } from './cookie-jar.ts';
import {
  createTransport,
  type FetchFunction,
  type HttpMethod,
  type RequestOptions,
} from './transport.ts';

export type {
  FetchFunction,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestOptions,
} from './transport.ts';
export { NONCE_SOURCE_PATH } from './transport.ts';

/** An application password (user name and password) or an API key (consumer key and secret). */
export interface BasicCredentials {
  username: string;
  password: string;
}

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
   * Send PUT, PATCH and DELETE as POST with `x-http-method-override: <method>`, as WordPress's
   * api-fetch does, for networks whose proxies and hosts drop those methods. On by default; our
   * server honours the header on a POST only.
   */
  methodOverride?: boolean;
  /**
   * Credentials sent as Basic auth on every call instead of the owner's cookie and nonce: an
   * application password, or an API key's consumer key and secret (over https only).
   */
  auth?: BasicCredentials;
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
  /** Calls the API and answers the response as it came (its headers: paging, attachment id). */
  send(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>;
  /** The nonce state-changing calls carry, if one is known yet. */
  getNonce(): string | undefined;
  setNonce(nonce: string | undefined): void;
}

const retryStatuses = new Set([502, 503, 504]);

export function createHttpCore(options: HttpOptions = {}): HttpCore {
  const baseUrl = options.baseUrl ?? '';
  const retries = options.retries ?? 2;
  if (!Number.isInteger(retries) || retries < 0) {
    throw new RangeError(`retries must be a whole number of at least 0, not ${retries}`);
  }
  if (options.cookieJar && !/^https?:\/\//i.test(baseUrl)) {
    throw new TypeError('A cookieJar needs an absolute baseUrl (http:// or https://)');
  }
  const plain: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const withCookies = options.cookieJar ? keepingCookies(plain, options.cookieJar) : plain;
  return createTransport({
    baseUrl,
    fetch: retryingReads(withCookies, {
      retries,
      delayMs: options.retryDelayMs ?? 200,
      sleep: options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms))),
    }),
    credentials: 'include',
    methodOverride: options.methodOverride ?? true,
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
    headers: {
      ...options.headers,
      ...(options.auth ? { authorization: basicAuthorization(options.auth) } : {}),
    },
  });
}

/** `Basic base64(user:password)`, the password's characters as UTF-8 (WordPress reads them so). */
function basicAuthorization({ username, password }: BasicCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** Sends the jar's cookies with each request and keeps the ones each response sets. */
function keepingCookies(fetchFn: FetchFunction, jar: CookieJar): FetchFunction {
  return async (url, init) => {
    const headers = new Headers(init.headers);
    const cookie = jar.cookieHeaderFor(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetchFn(url, { ...init, headers });
    jar.store(url, response.headers.getSetCookie());
    return response;
  };
}

/**
 * Retries a GET or HEAD while the failure looks temporary (no response, or a gateway's 502, 503,
 * 504), waiting longer each time. Writes are never retried: the first may have been done.
 */
function retryingReads(
  fetchFn: FetchFunction,
  policy: { retries: number; delayMs: number; sleep: (ms: number) => Promise<void> },
): FetchFunction {
  return async (url, init) => {
    const read = init.method === 'GET' || init.method === 'HEAD';
    for (let attempt = 0; ; attempt += 1) {
      const mayRetry = read && attempt < policy.retries;
      let response: Response;
      try {
        response = await fetchFn(url, init);
      } catch (error) {
        // fetch reports a network failure as a TypeError; an abort is a DOMException, not retried.
        if (!mayRetry || !(error instanceof TypeError) || init.signal?.aborted) throw error;
        await policy.sleep(policy.delayMs * 2 ** attempt);
        continue;
      }
      if (mayRetry && retryStatuses.has(response.status)) {
        await response.body?.cancel();
        await policy.sleep(policy.delayMs * 2 ** attempt);
        continue;
      }
      return response;
    }
  };
}
