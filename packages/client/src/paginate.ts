// Walks a cursor-paginated list endpoint item by item. Every list endpoint of the platform API
// answers one page as `{ items: T[], nextCursor: string | null }` and takes the cursor back as the
// `cursor` query parameter; `nextCursor: null` marks the last page.
import { PinwheelApiError } from './api-error.ts';
import type { HttpCore, QueryParams } from './http.ts';

/** One page of a list endpoint. */
export interface Page<T> {
  items: T[];
  /** Pass back as `?cursor=` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** The query parameter that carries the cursor. */
export const CURSOR_PARAM = 'cursor';

export interface PaginateOptions {
  signal?: AbortSignal;
}

export async function* paginate<T>(
  http: HttpCore,
  path: string,
  params: QueryParams = {},
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: QueryParams = cursor === null ? params : { ...params, [CURSOR_PARAM]: cursor };
    const page = await http.request<unknown>('GET', path, {
      query,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!isPage(page)) {
      throw new PinwheelApiError({
        status: 200,
        code: 'malformed_response',
        message: `GET ${path} did not answer a page ({ items, nextCursor })`,
      });
    }
    yield* page.items as T[];
    cursor = page.nextCursor;
    // A server that hands back a cursor it already gave would keep this loop going forever.
    if (cursor !== null) {
      if (seen.has(cursor)) {
        throw new PinwheelApiError({
          status: 200,
          code: 'malformed_response',
          message: `GET ${path} answered the cursor "${cursor}" twice`,
        });
      }
      seen.add(cursor);
    }
  } while (cursor !== null);
}

function isPage(value: unknown): value is Page<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { items, nextCursor } = value as Record<string, unknown>;
  return Array.isArray(items) && (nextCursor === null || typeof nextCursor === 'string');
}
