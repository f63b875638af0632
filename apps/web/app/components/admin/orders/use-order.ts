// One order with its version (the ETag wc/v3/orders/{id} answers), so a status change is sent
// with If-Match and one made over someone else's newer change is refused, not silently applied.
// The order's page and its print view share this query; notes, refunds and mails hang under its
// key (['order', id, …]) so one invalidation refreshes them all.
import { PinwheelApiError } from '@pinwheel/client';
import { useQuery } from '@tanstack/react-query';
import { useOwnerClient } from '../owner-api.tsx';
import type { WcOrder } from './order-shape.ts';

export interface VersionedOrder {
  order: WcOrder;
  version: string | null;
}

export const orderKey = (id: string) => ['order', id];

export function orderAddress(id: string): string {
  return `/wp-json/wc/v3/orders/${encodeURIComponent(id)}`;
}

export function useOrder(id: string) {
  const client = useOwnerClient();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: async ({ signal }): Promise<VersionedOrder> => {
      const response = await client.send('GET', orderAddress(id), { signal });
      if (!response.ok) throw await PinwheelApiError.fromResponse(response);
      return { order: (await response.json()) as WcOrder, version: response.headers.get('etag') };
    },
  });
}
