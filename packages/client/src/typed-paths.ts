// Types that read the generated `paths` (api-schema.d.ts, from the server's OpenAPI document) so a
// call is typed by its path and method: which paths take a GET, what their query, path parameters
// and body are, and what a success answers. Types only: nothing here reaches a bundle.
import type { paths } from './api-schema.d.ts';
import type { QueryParams, RequestOptions } from './transport.ts';

export type ApiPaths = paths;
export type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The operation at a path for a method; never when the path has none. */
export type Operation<P extends keyof ApiPaths, V extends Verb> = V extends keyof ApiPaths[P]
  ? Exclude<ApiPaths[P][V], undefined>
  : never;

/** The paths that answer a method (`PathsWith<'get'>`: every path a GET reaches). */
export type PathsWith<V extends Verb> = {
  [P in keyof ApiPaths]: [Operation<P, V>] extends [never] ? never : P;
}[keyof ApiPaths];

type Parameters<O> = O extends { parameters: infer Found } ? Found : never;

/** The query an operation takes (`per_page`, `search`, filters); an open record when none. */
export type QueryOf<O> =
  Parameters<O> extends { query?: infer Query }
    ? [Query] extends [never | undefined]
      ? QueryParams
      : Query & QueryParams
    : QueryParams;

/** The `{id}`-style parameters in an operation's path; never when it has none. */
export type PathParamsOf<O> =
  Parameters<O> extends { path: infer Params }
    ? [Params] extends [never]
      ? never
      : Params
    : never;

/** The JSON body an operation reads; never when it reads none. */
export type BodyOf<O> = O extends { requestBody?: infer Body }
  ? Body extends { content: { 'application/json': infer Json } }
    ? Json
    : Body extends { content: { 'multipart/form-data': unknown } }
      ? FormData
      : never
  : never;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;

/** What a 2xx of the operation answers (undefined for an empty one). */
export type AnswerOf<O> = O extends { responses: infer Responses }
  ? {
      [S in keyof Responses]: S extends SuccessStatus
        ? Responses[S] extends { content: { 'application/json': infer Json } }
          ? Json
          : undefined
        : never;
    }[keyof Responses]
  : unknown;

/** What a call of a path and method takes beside the path: query, path parameters, body. */
export type CallOptions<P extends keyof ApiPaths, V extends Verb> = Omit<
  RequestOptions,
  'query' | 'body'
> & {
  query?: QueryOf<Operation<P, V>>;
} & ([PathParamsOf<Operation<P, V>>] extends [never]
    ? { params?: undefined }
    : { params: PathParamsOf<Operation<P, V>> }) &
  ([BodyOf<Operation<P, V>>] extends [never]
    ? { body?: undefined }
    : { body?: BodyOf<Operation<P, V>> });

/** The call's options, optional as a whole when nothing in them is required. */
export type CallArguments<P extends keyof ApiPaths, V extends Verb> = [
  PathParamsOf<Operation<P, V>>,
] extends [never]
  ? [options?: CallOptions<P, V>]
  : [options: CallOptions<P, V>];

/** `/products/{id}` with `{ id: 'p-1' }` → `/products/p-1` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new TypeError(`The path ${path} needs a value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}
