// The product-recommendation call (spec §7 `POST {api}/api/display/shopify/product-recommendation/
// {poptin_id}`): the popup's selection, the visitor's last product pages (the loader's
// `poptin_last_products` cookie) and the products in the cart, form-encoded (no preflight). The
// answer's products (spec §3 "Product item"); null when the call failed (logged: spec §8).
import type { Language, ShopProductSelection } from '@pinwheel/core';

export interface ProductItem {
  product_id: string;
  variant_id: number | string;
  image: string | null;
  image_alt?: string;
  body_html: string;
  title: string;
  handle: string;
  url?: string;
  inventory_quantity: number | null;
  /** Absent (with compare_at_price) while the shop's price password hides prices. */
  price?: string;
  compare_at_price?: string | null;
  currency: string;
  has_options?: boolean;
}

export interface RecommendationsInput {
  base: string;
  popupId: string;
  clientId: string;
  selection: ShopProductSelection | undefined;
  lang: Language;
  lastVisited: readonly string[];
  inCart: readonly string[];
}

/** The loader's list of the last product pages viewed, newest first. */
export function lastVisitedProducts(doc: Document): string[] {
  const cookie = /(?:^|;\s*)poptin_last_products=([^;]*)/.exec(doc.cookie);
  if (!cookie) return [];
  try {
    return decodeURIComponent(cookie[1]!).split('|').filter(Boolean);
  } catch {
    return [];
  }
}

export async function fetchRecommendations(
  win: Window,
  input: RecommendationsInput,
): Promise<ProductItem[] | null> {
  const form = new URLSearchParams({
    client_id: input.clientId,
    lang: input.lang,
    last_visited_products: input.lastVisited.join('|'),
    cart_products_org_ids_list: input.inCart.join('|'),
  });
  const selection = input.selection;
  if (selection) {
    form.set('category', selection.category);
    if (selection.count > 0) form.set('count', String(Math.min(selection.count, 12)));
    if (selection.manual_products?.length) {
      form.set('manual_products', selection.manual_products.join('|'));
    }
    if (selection.collection) form.set('collection', selection.collection);
  }
  try {
    const response = await win.fetch(
      `${input.base}api/display/shopify/product-recommendation/${encodeURIComponent(input.popupId)}`,
      { method: 'POST', body: form, credentials: 'omit' },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as { data?: { products?: unknown } };
    const products = answer.data?.products;
    if (!Array.isArray(products)) throw new Error('no products in the answer');
    return products as ProductItem[];
  } catch (error) {
    console.warn('Pinwheel: no product recommendations', input.popupId, error);
    return null;
  }
}
