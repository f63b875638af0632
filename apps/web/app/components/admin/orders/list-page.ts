// One page of a platform API list with its totals (X-WP-Total, X-WP-TotalPages), read through
// the typed client's `send` because the answer's headers matter here, not only its JSON.
import { PinwheelApiError, type PinwheelClient, type QueryParams } from '@pinwheel/client';

export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export async function fetchListPage<T>(
  client: PinwheelClient,
  path: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const response = await client.send('GET', path, { query, signal });
  if (!response.ok) throw await PinwheelApiError.fromResponse(response);
  const items = (await response.json()) as T[];
  return {
    items,
    total: Number(response.headers.get('x-wp-total') ?? items.length),
    totalPages: Number(response.headers.get('x-wp-totalpages') ?? 1),
  };
}
