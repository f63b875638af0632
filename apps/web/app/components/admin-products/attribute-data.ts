// The shop's attributes with their terms (wc/v3 products/attributes and their terms), read once
// for the editor's attribute chooser and the swatches it previews.
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf, Operation } from '@pinwheel/client';
import { useOwnerClient } from '../admin/owner-api.tsx';

export type WcAttribute = AnswerOf<Operation<'/wp-json/wc/v3/products/attributes/{id}', 'get'>>;
export type WcTerm = AnswerOf<
  Operation<'/wp-json/wc/v3/products/attributes/{attribute_id}/terms/{id}', 'get'>
>;
export interface AttributeWithTerms {
  attribute: WcAttribute;
  terms: WcTerm[];
}

export const ATTRIBUTES_KEY = 'wc/v3/products/attributes';

export function useAttributesWithTerms() {
  const client = useOwnerClient();
  return useQuery({
    queryKey: [ATTRIBUTES_KEY, 'with-terms'],
    queryFn: async ({ signal }): Promise<AttributeWithTerms[]> => {
      const attributes = await client.get('/wp-json/wc/v3/products/attributes', {
        query: { per_page: -1 },
        signal,
      });
      return Promise.all(
        attributes.map(async (attribute) => ({
          attribute,
          terms: await client.get('/wp-json/wc/v3/products/attributes/{attribute_id}/terms', {
            params: { attribute_id: attribute.id },
            query: { per_page: -1, orderby: 'menu_order', order: 'asc' },
            signal,
          }),
        })),
      );
    },
    staleTime: 60_000,
  });
}
