// One page of a platform-API list with its totals. The typed client's `get` answers the items only;
// the library and the posts list also show how many there are and how many pages, which the
// server says in WordPress's `X-WP-Total` / `X-WP-TotalPages` headers, so they read the response.
import { PinwheelApiError, type PinwheelClient, type QueryParams } from '@pinwheel/client';

export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export async function listPage<T>(
  client: PinwheelClient,
  path: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const response = await client.send('GET', path, { query, signal });
  if (!response.ok) throw await PinwheelApiError.fromResponse(response);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('x-wp-total') ?? items.length);
  const totalPages = Number(response.headers.get('x-wp-totalpages') ?? 1);
  return { items, total, totalPages: Math.max(1, totalPages) };
}
