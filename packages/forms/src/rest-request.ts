// The forms' REST helper (spec storefront-and-forms §7): every call carries the page's nonce in the
// nonce header when it has one, and PUT, PATCH and DELETE travel as POST with the method-override
// header, since some networks' proxies drop those methods (the server routes by the header).
import { NONCE_HEADER } from '@pinwheel/core';

export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestOptions {
  method?: RestMethod;
  body?: FormData | URLSearchParams | string;
  /** The page's anti-forgery nonce; embedded forms on other sites have none. */
  nonce?: string | undefined;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The request as it goes on the wire: method overridden, nonce header added. */
export function restRequestInit(options: RestOptions = {}): RequestInit {
  const method = options.method ?? 'GET';
  const overridden = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.nonce) headers[NONCE_HEADER] = options.nonce;
  if (overridden) headers[METHOD_OVERRIDE_HEADER] = method;
  return {
    method: overridden ? 'POST' : method,
    headers,
    // Our own pages send their cookies (the nonce is bound to them); other origins' never do.
    credentials: options.nonce ? 'same-origin' : 'omit',
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

export function restRequest(url: string, options: RestOptions = {}): Promise<Response> {
  return fetch(url, restRequestInit(options));
}
