// Public surface of @pinwheel/client. Import from '@pinwheel/client', never from its files.
import { createHttpCore, type HttpCore, type HttpOptions, type QueryParams } from './http.ts';
import { paginate, type PaginateOptions } from './paginate.ts';
import { createSessionApi, type SessionApi } from './session.ts';

export type PinwheelClientOptions = HttpOptions;

export interface PinwheelClient {
  session: SessionApi;
  /** Any platform API call; rejects with PinwheelApiError when the answer is not 2xx. */
  request: HttpCore['request'];
  /** Every item of a cursor-paginated list endpoint (see Page), fetched page by page. */
  paginate<T>(
    path: string,
    params?: QueryParams,
    options?: PaginateOptions,
  ): AsyncGenerator<T, void, undefined>;
  /** The nonce state-changing calls carry, if one is known yet. */
  getNonce(): string | undefined;
  /** Replaces the nonce (e.g. one the server rendered into the page). */
  setNonce(nonce: string | undefined): void;
}

export function createPinwheelClient(options: PinwheelClientOptions = {}): PinwheelClient {
  const http = createHttpCore(options);
  return {
    session: createSessionApi(http),
    request: http.request,
    paginate: (path, params, paginateOptions) => paginate(http, path, params, paginateOptions),
    getNonce: http.getNonce,
    setNonce: http.setNonce,
  };
}

export { PinwheelApiError } from './api-error.ts';
export type { ApiErrorField, ClientErrorCode, PinwheelApiErrorInit } from './api-error.ts';
export { CookieJar } from './cookie-jar.ts';
export type { CookieJarOptions } from './cookie-jar.ts';
export type { HttpOptions } from './http.ts';
// The transport alone, for browser code that calls our API without the typed client's parts
// (the storefront's cart and search, the forms): nothing else of this package is bundled then.
export { createTransport, METHOD_OVERRIDE_HEADER, NONCE_SOURCE_PATH } from './transport.ts';
export type {
  FetchFunction,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestOptions,
  Transport,
  TransportOptions,
} from './transport.ts';
export { CURSOR_PARAM } from './paginate.ts';
export type { Page, PaginateOptions } from './paginate.ts';
export type { Owner, SessionApi, SessionState } from './session.ts';
