// A fetch made with XMLHttpRequest, for the one thing fetch cannot tell: how much of a request's
// body has gone out (a picture's upload progress bar). It answers a real Response, so the
// transport's rules (nonce headers, the refresh after a stale nonce, the error answers) apply to it
// unchanged. Only media.ts imports it: pages that upload nothing do not bundle it.
import type { FetchFunction } from './transport.ts';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The body's size in bytes. */
  total: number;
}

type XhrConstructor = new () => XMLHttpRequest;

/** Whether this runtime has XMLHttpRequest (browsers do; Node does not). */
export function hasXmlHttpRequest(): boolean {
  return typeof globalThis.XMLHttpRequest === 'function';
}

/** A FetchFunction sending through XMLHttpRequest and reporting the body's progress as it goes. */
export function xhrFetch(
  onProgress: (progress: UploadProgress) => void,
  Xhr: XhrConstructor = globalThis.XMLHttpRequest,
): FetchFunction {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const xhr = new Xhr();
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      xhr.responseType = 'arraybuffer';
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.addEventListener('load', () => {
        done();
        resolve(responseOf(xhr));
      });
      // As fetch does: a network failure is a TypeError, an abort the signal's reason.
      xhr.addEventListener('error', () => {
        done();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('timeout', () => {
        done();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(signal ? abortError(signal) : new TypeError('Failed to fetch'));
      });
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
  const body = empty ? null : (xhr.response as ArrayBuffer | null);
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
