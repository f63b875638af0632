// The store's cart, for cart rules and the display request's cart fields: GET /cart.js on the host
// page's own origin (Shopify's AJAX cart, which our storefront serves too). Failures are logged
// once ('Cart Error', spec §8) and leave the cart unknown, which fails any cart rule.
import type { CartState } from '@pinwheel/core';

export interface StoreCart extends CartState {
  productIds: string[];
  variantIds: string[];
  /** Wix's cart id, for the display request's `wix_cart_id`. */
  cartId?: string;
}

export interface StoreIntegration {
  store_integration?: string;
  store_integration_customer_id?: string;
}

interface CartItem {
  product_id?: unknown;
  variant_id?: unknown;
}

interface StoreGlobals {
  Shopify?: { shop?: unknown };
  ShopifyAnalytics?: { meta?: { page?: { customerId?: unknown } } };
  /** Set by every page of a Wix site. */
  wixBiSession?: unknown;
}

/** Which store platform the host page is, from its globals; empty on a plain site. */
export function storeIntegrationOf(win: Window): StoreIntegration {
  const globals = win as unknown as StoreGlobals;
  if (!globals.Shopify?.shop) return globals.wixBiSession ? { store_integration: 'wix' } : {};
  const customer = globals.ShopifyAnalytics?.meta?.page?.customerId;
  return {
    store_integration: 'shopify',
    ...(typeof customer === 'string' || typeof customer === 'number'
      ? { store_integration_customer_id: String(customer) }
      : {}),
  };
}

const idsOf = (items: CartItem[], key: keyof CartItem) =>
  items
    .map((item) => item[key])
    .filter((id) => id !== undefined && id !== null)
    .map(String);

/** A cart nobody could read: every cart rule fails on it. */
export const unknownCart = (): StoreCart => ({
  totalPrice: Number.NaN,
  itemCount: Number.NaN,
  productIds: [],
  variantIds: [],
});

export async function fetchStoreCart(win: Window): Promise<StoreCart> {
  try {
    const response = await win.fetch(`${win.location.origin}/cart.js`, {
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const cart = (await response.json()) as {
      total_price?: unknown;
      item_count?: unknown;
      items?: CartItem[];
    };
    const items = Array.isArray(cart.items) ? cart.items : [];
    return {
      totalPrice: Number(cart.total_price),
      itemCount: Number(cart.item_count),
      productIds: idsOf(items, 'product_id'),
      variantIds: idsOf(items, 'variant_id'),
    };
  } catch (error) {
    console.warn('Pinwheel: Cart Error', error);
    return unknownCart();
  }
}
