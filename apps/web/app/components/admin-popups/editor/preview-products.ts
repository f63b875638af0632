// The products the preview's recommendations block draws: the shop's own, fetched through the
// owner API (pinwheel/v1 popups/{id}/recommendations) for the selection being edited, so the
// preview shows the cards, names and prices a visitor gets. A selection that reads the visitor
// (their last product pages, their cart) has none in the editor; the preview says so.
import type { Language, ShopProductSelection } from '@pinwheel/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOwnerClient } from '../../admin/owner-api.tsx';
import { DEFAULT_PRODUCT_SELECTION, type PopupDraft } from './popup-draft.ts';

const VISITOR_CATEGORIES: readonly ShopProductSelection['category'][] = [
  'last_visited',
  'product_in_cart',
];

export function usePreviewProducts(id: string, draft: PopupDraft, lang: Language) {
  const client = useOwnerClient();
  const wanted = [...draft.blocks, ...draft.thankYou].some(
    (item) => item.block.type === 'products',
  );
  const selection = draft.popup.shopify_product_settings ?? DEFAULT_PRODUCT_SELECTION;
  const forVisitor = VISITOR_CATEGORIES.includes(selection.category);
  const asked = {
    category: selection.category,
    manual_products: selection.manual_products ?? [],
    count: selection.count ?? 0,
    collection: selection.collection ?? '',
  };
  const ready =
    wanted && !forVisitor && (asked.category !== 'product_collection' || asked.collection !== '');
  const products = useQuery({
    queryKey: ['pinwheel/v1/popups/recommendations', id, lang, asked],
    queryFn: ({ signal }) =>
      client.post('/wp-json/pinwheel/v1/popups/{id}/recommendations', {
        params: { id },
        body: { lang, selection: asked },
        signal,
      }),
    enabled: ready,
    // While another selection loads, the cards drawn stay rather than blink out.
    placeholderData: keepPreviousData,
  });
  return {
    /** What the stage draws in the block; null while nothing is to be drawn. */
    stage:
      ready && products.data
        ? { items: products.data.products, action: selection.buttons_action }
        : null,
    /** The block is empty here because its products depend on each visitor. */
    forVisitor: wanted && forVisitor,
  };
}
