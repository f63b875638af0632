// The host store's cart as the shop chunk needs it: its figures for `{{shpfy_…}}` and the products
// in it (recommendations leave them out). GET /cart.js on the page's own origin (Shopify's AJAX
// cart, which our storefront serves too); a failure is logged ('Cart Error', spec §8) and leaves
// the cart unknown.
import type { CartFigures } from './cart-words.ts';
import { storeAddress } from './store-address.ts';

export interface StoreCartNow {
  figures: CartFigures | null;
  productIds: string[];
}

export async function readStoreCart(win: Window): Promise<StoreCartNow> {
  try {
    const response = await win.fetch(storeAddress(win, 'cart.js'), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const cart = (await response.json()) as {
      total_price?: unknown;
      item_count?: unknown;
      currency?: unknown;
      items?: Array<{ product_id?: unknown }>;
    };
    const value = Number(cart.total_price) / 100;
    const count = Number(cart.item_count);
    const items = Array.isArray(cart.items) ? cart.items : [];
    return {
      figures:
        Number.isFinite(value) && Number.isFinite(count)
          ? { value, count, currency: typeof cart.currency === 'string' ? cart.currency : '' }
          : null,
      productIds: items
        .map((item) => item.product_id)
        .filter((id) => typeof id === 'string' || typeof id === 'number')
        .map(String),
    };
  } catch (error) {
    console.warn('Pinwheel: Cart Error', error);
    return { figures: null, productIds: [] };
  }
}
