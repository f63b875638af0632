// Where the host store's AJAX cart is: under Shopify's `routes.root` (a store in French serves it
// at /fr/cart/add.js), else at the site's root. Our own storefront answers at the root.

interface ShopifyRoutes {
  Shopify?: { shop?: unknown; routes?: { root?: unknown } };
}

export function storeAddress(win: Window, path: string): string {
  const root = (win as unknown as ShopifyRoutes).Shopify?.routes?.root;
  const base = typeof root === 'string' && root.startsWith('/') ? root : '/';
  return new URL(`${base.endsWith('/') ? base : `${base}/`}${path}`, win.location.origin).href;
}

/**
 * Whether the page serves a store cart to read: a Shopify store, or our own storefront (the page
 * comes from the server the widget came from). Anywhere else /cart.js would only answer 404.
 */
export function servesCart(win: Window, base: string): boolean {
  if ((win as unknown as ShopifyRoutes).Shopify?.shop) return true;
  try {
    return new URL(base).origin === win.location.origin;
  } catch {
    return false;
  }
}
