// Lists of the platform API in WordPress's conventions: a page is a JSON array, and the answer's
// `Link` header names the next page (rel="next", an absolute address keeping every parameter).
// `per_page=-1` is api-fetch's way of asking for everything: the client asks for pages of 100 (the
// most the server gives) and follows the next links, as api-fetch does.
import { PinwheelApiError } from './api-error.ts';
import type { HttpCore } from './http.ts';
import { readAnswer, type QueryParams } from './transport.ts';

/** The most items a page holds, and what `per_page=-1` asks for each page. */
export const MAX_PER_PAGE = 100;

/** The address of a `Link` header's rel="next", if it has one. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /\brel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?/i.test(match[2]!)) {
      return match[1];
    }
  }
  return undefined;
}

/** Every item of a list, page by page as the loop reads on, following the next links. */
export async function* linkedPages<T>(
  http: HttpCore,
  path: string,
  query: QueryParams | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>();
  let next: string | undefined = path;
  let pageQuery = query;
  while (next !== undefined) {
    const response = await http.send('GET', next, {
      ...(pageQuery ? { query: pageQuery } : {}),
      ...(signal ? { signal } : {}),
    });
    const page = await readAnswer<unknown>(response);
    if (!Array.isArray(page)) {
      throw new PinwheelApiError({
        status: response.status,
        code: 'malformed_response',
        message: `GET ${path} did not answer a list`,
      });
    }
    yield* page as T[];
    // The next link carries the whole query already.
    pageQuery = undefined;
    next = nextLink(response.headers.get('link'));
    // A server linking back to a page it gave would keep this loop going forever.
    if (next !== undefined) {
      if (seen.has(next)) {
        throw new PinwheelApiError({
          status: response.status,
          code: 'malformed_response',
          message: `GET ${path} links to ${next} twice`,
        });
      }
      seen.add(next);
    }
  }
}

/** `per_page=-1`: the whole list, fetched in pages of MAX_PER_PAGE. */
export async function wholeList<T>(
  http: HttpCore,
  path: string,
  query: QueryParams,
  signal: AbortSignal | undefined,
): Promise<T[]> {
  const items: T[] = [];
  for await (const item of linkedPages<T>(
    http,
    path,
    { ...query, per_page: MAX_PER_PAGE },
    signal,
  )) {
    items.push(item);
  }
  return items;
}
