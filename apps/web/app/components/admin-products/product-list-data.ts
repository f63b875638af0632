// The data the products list reads through the owner's typed client: a page of products with its
// total (X-WP-Total), and the shop's categories for the filter and the bulk move.
import { PinwheelApiError } from '@pinwheel/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOwnerClient } from '../admin/owner-api.tsx';
import type { WcProduct } from './product-form.ts';
import { apiQueryOf, type ListState } from './product-list-query.ts';

/** The query keys of the products; every write forgets them, so lists show it. */
export const PRODUCTS_KEY = 'wc/v3/products';
export const CATEGORIES_KEY = 'wc/v3/products/categories';

export interface ProductPage {
  items: WcProduct[];
  total: number;
  pages: number;
}

export function useProductPage(state: ListState) {
  const client = useOwnerClient();
  const query = apiQueryOf(state);
  return useQuery({
    queryKey: [PRODUCTS_KEY, query],
    queryFn: async ({ signal }): Promise<ProductPage> => {
      const response = await client.send('GET', '/wp-json/wc/v3/products', { query, signal });
      if (!response.ok) throw await PinwheelApiError.fromResponse(response);
      return {
        items: (await response.json()) as WcProduct[],
        total: Number(response.headers.get('x-wp-total') ?? 0),
        pages: Number(response.headers.get('x-wp-totalpages') ?? 1),
      };
    },
    // The page being left stays on screen (dimmed) until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  const client = useOwnerClient();
  return useQuery({
    queryKey: [CATEGORIES_KEY, 'all'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products/categories', { query: { per_page: -1 }, signal }),
    staleTime: 60_000,
  });
}
