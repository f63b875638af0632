// Public surface of @pinwheel/client. Import from '@pinwheel/client', never from its files.
import { createHttpCore, type HttpCore, type HttpOptions, type QueryParams } from './http.ts';
import { linkedPages, wholeList } from './link-pages.ts';
import { uploadMedia, type MediaUpload } from './media.ts';
import { paginate, type PaginateOptions } from './paginate.ts';
import { createSessionApi, type SessionApi } from './session.ts';
import type { HttpMethod, RequestOptions } from './transport.ts';
import { isPlatformPath } from './transport.ts';
import {
  fillPath,
  type AnswerOf,
  type CallArguments,
  type Operation,
  type PathsWith,
  type Verb,
} from './typed-paths.ts';

export type PinwheelClientOptions = HttpOptions;

/** A typed call: the path as documented (`/wp-json/wc/v3/products/{id}`), then its options. */
type TypedCall<V extends Verb> = <P extends PathsWith<V>>(
  path: P,
  ...options: CallArguments<P, V>
) => Promise<AnswerOf<Operation<P, V>>>;

export interface PinwheelClient {
  session: SessionApi;
  /**
   * Calls typed by path and method from the server's OpenAPI document: `query`, `params` (the
   * path's `{id}`s), `body` and the answer. A GET with `per_page: -1` answers the whole list,
   * fetched in pages of 100 through the `Link` next pages.
   */
  get: TypedCall<'get'>;
  post: TypedCall<'post'>;
  put: TypedCall<'put'>;
  patch: TypedCall<'patch'>;
  delete: TypedCall<'delete'>;
  /**
   * Any call, untyped (a GET with `per_page: -1` answers the whole list); rejects with
   * PinwheelApiError when the answer is not 2xx.
   */
  request: HttpCore['request'];
  /** Any call, answering the response as it came (for its headers: X-WP-Total, Link). */
  send: HttpCore['send'];
  /**
   * Every item of a list, fetched page by page as the loop reads on: a `/wp-json/…` list through
   * its `Link` next pages, an older `/api/…` list through its cursor (see Page).
   */
  paginate<T>(
    path: string,
    params?: QueryParams,
    options?: PaginateOptions,
  ): AsyncGenerator<T, void, undefined>;
  media: {
    /** Uploads a file to the media library; the picture's sizes are made or it is deleted. */
    upload(upload: MediaUpload): Promise<MediaItem>;
  };
  /** The nonce calls carry, if one is known yet. */
  getNonce(): string | undefined;
  /** Replaces the nonce (e.g. one the server rendered into the page). */
  setNonce(nonce: string | undefined): void;
}

/** A media item as POST /wp-json/wp/v2/media answers it. */
export type MediaItem = AnswerOf<Operation<'/wp-json/wp/v2/media', 'post'>>;

interface UntypedCallOptions extends RequestOptions {
  params?: Record<string, unknown>;
}

export function createPinwheelClient(options: PinwheelClientOptions = {}): PinwheelClient {
  const http = createHttpCore(options);

  /** Any call; a GET asking for `per_page: -1` answers the whole list, as api-fetch's does. */
  async function request<T>(method: HttpMethod, path: string, call: RequestOptions = {}) {
    if (method === 'GET' && call.query?.per_page === -1) {
      return (await wholeList<unknown>(http, path, call.query, call.signal)) as T;
    }
    return http.request<T>(method, path, call);
  }

  function call(method: HttpMethod) {
    return async (path: string, callOptions: UntypedCallOptions = {}): Promise<unknown> => {
      const { params, ...rest } = callOptions;
      return request(method, fillPath(path, params), rest);
    };
  }

  return {
    session: createSessionApi(http),
    get: call('GET') as TypedCall<'get'>,
    post: call('POST') as TypedCall<'post'>,
    put: call('PUT') as TypedCall<'put'>,
    patch: call('PATCH') as TypedCall<'patch'>,
    delete: call('DELETE') as TypedCall<'delete'>,
    request,
    send: http.send,
    paginate: (path, params, paginateOptions) =>
      isPlatformPath(path)
        ? linkedPages(http, path, params, paginateOptions?.signal)
        : paginate(http, path, params, paginateOptions),
    media: { upload: (upload) => uploadMedia<MediaItem>(http, upload) },
    getNonce: http.getNonce,
    setNonce: http.setNonce,
  };
}

export { PinwheelApiError, clientErrorMessages } from './api-error.ts';
export type { ApiErrorField, ClientErrorCode, PinwheelApiErrorInit } from './api-error.ts';
export type { ApiPaths } from './typed-paths.ts';
export type { AnswerOf, BodyOf, Operation, PathsWith, QueryOf, Verb } from './typed-paths.ts';
export { CookieJar } from './cookie-jar.ts';
export type { CookieJarOptions } from './cookie-jar.ts';
export type { BasicCredentials, HttpOptions } from './http.ts';
export { MAX_PER_PAGE, nextLink } from './link-pages.ts';
export { ATTACHMENT_ID_HEADER, MEDIA_PATH, POST_PROCESS_ATTEMPTS } from './media.ts';
export type { MediaUpload } from './media.ts';
export { xhrFetch } from './xhr-fetch.ts';
export type { UploadProgress } from './xhr-fetch.ts';
// The transport alone, for browser code that calls our API without the typed client's parts
// (the storefront's cart and search, the forms): nothing else of this package is bundled then.
export {
  createTransport,
  isPlatformPath,
  METHOD_OVERRIDE_HEADER,
  NONCE_SOURCE_PATH,
  REST_NONCE_SOURCE_PATH,
  WP_NONCE_HEADER,
} from './transport.ts';
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
