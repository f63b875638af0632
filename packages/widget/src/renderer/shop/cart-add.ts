// Adding to the host store's cart: POST /cart/add.js with Shopify's `items` (spec §7). A refusal
// (422: sold out, over the stock) is logged only (spec §8); what follows (a reload, the cart page)
// happens either way, and shows the cart as it is. Sent with keepalive: an add the visitor asked
// for completes even if the page is left at once.
import { storeAddress } from './store-address.ts';

export interface CartAddItem {
  id: number | string;
  quantity: number;
}

export async function addToStoreCart(win: Window, items: readonly CartAddItem[]): Promise<void> {
  try {
    const response = await win.fetch(storeAddress(win, 'cart/add.js'), {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ items }),
    });
    if (!response.ok) {
      console.warn(
        'Pinwheel: the store did not add to the cart',
        response.status,
        await response.text(),
      );
    }
  } catch (error) {
    console.warn('Pinwheel: the store did not add to the cart', error);
  }
}

/** After an add: the page again (its cart shown as it is now), or the cart page. */
export function afterCartAdd(win: Window, then: 'reload' | 'cart'): void {
  if (then === 'cart') win.location.assign(storeAddress(win, 'cart'));
  else win.location.reload();
}

/**
 * The items a popup adds on submit (spec §3 design_properties `add_to_cart`,
 * `shopify_add_to_cart_2` … `_6`): each `variantId@quantity@redirectFlag`; a quantity that is not
 * a whole number above 0 is 1. Whether any asks to go to the cart after.
 */
export function submitCartItems(specs: readonly string[]): {
  items: CartAddItem[];
  toCart: boolean;
} {
  const items: CartAddItem[] = [];
  let toCart = false;
  for (const spec of specs) {
    const [id = '', quantity = '', redirect = ''] = spec.split('@').map((part) => part.trim());
    if (!id) continue;
    const count = Number(quantity);
    items.push({
      id: /^\d+$/.test(id) ? Number(id) : id,
      quantity: Number.isInteger(count) && count > 0 ? count : 1,
    });
    if (/^(1|true|yes|on)$/i.test(redirect)) toCart = true;
  }
  return { items, toCart };
}
