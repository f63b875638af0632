// Wix's cart, read on the Wix site's own host (spec §3 wix_cart_details, §9): the site's current
// cart as Wix's eCommerce API answers it to the site's own pages (`GET /_api/ecom/v1/carts/current`,
// with the visitor's session cookie), in the shape the spec gives — lineItems with
// rootCatalogItemId, productName.original and quantity, and subtotal.amount in major units. It
// lives in the renderer chunk: only a Wix page with a Wix cart rule loads it. A site without a cart
// yet answers 404, which is an empty cart; any other failure leaves the cart unknown ('Cart
// Error', spec §8), which fails a cart rule.
import type { CartState } from '@pinwheel/core';

/** Where Wix's storefront reads and changes the visitor's cart, on the site's own host. */
export const WIX_CURRENT_CART_PATH = '/_api/ecom/v1/carts/current';

interface WixLineItem {
  rootCatalogItemId?: unknown;
  productName?: { original?: unknown };
  quantity?: unknown;
}

/** A cart line as the saved-products payload names it (spec §3). */
export interface WixCartProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export interface WixCart extends CartState {
  productIds: string[];
  variantIds: string[];
  /** The cart's id, for the display request's `wix_cart_id`. */
  cartId?: string;
  /** Its lines, for the products of an order placed from it (wix-store.ts). */
  products: WixCartProduct[];
}

export async function readWixCart(win: Window): Promise<WixCart> {
  try {
    const response = await win.fetch(`${win.location.origin}${WIX_CURRENT_CART_PATH}`, {
      credentials: 'same-origin',
    });
    if (response.status === 404) {
      return { totalPrice: 0, itemCount: 0, productIds: [], variantIds: [], products: [] };
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { cart } = (await response.json()) as {
      cart?: { id?: unknown; lineItems?: WixLineItem[]; subtotal?: { amount?: unknown } };
    };
    const lines = Array.isArray(cart?.lineItems) ? cart.lineItems : [];
    // Money compared in minor units, as Shopify's total_price is (cart-rule.ts).
    const amount = Number(cart?.subtotal?.amount);
    return {
      totalPrice: Math.round(amount * 100),
      itemCount: lines.reduce((count, line) => count + (Number(line.quantity) || 1), 0),
      productIds: lines
        .map((line) => line.rootCatalogItemId)
        .filter((id): id is string => typeof id === 'string'),
      variantIds: [],
      ...(typeof cart?.id === 'string' ? { cartId: cart.id } : {}),
      // Wix's lines name no category: the payload's category stays empty.
      products: lines.flatMap((line) =>
        typeof line.rootCatalogItemId === 'string'
          ? [
              {
                product_id: line.rootCatalogItemId,
                product_name: String(line.productName?.original ?? '').slice(0, 300),
                category: '',
              },
            ]
          : [],
      ),
    };
  } catch (error) {
    console.warn('Pinwheel: Cart Error', error);
    return {
      totalPrice: Number.NaN,
      itemCount: Number.NaN,
      productIds: [],
      variantIds: [],
      products: [],
    };
  }
}
