// The last product pages the visitor viewed, newest first, at most 3 (spec §3), for "last visited"
// product recommendations. A product page is recognised by Shopify's analytics object or by the
// Open Graph product id meta tag (our storefront's product pages carry it).
import type { CookieJarStore } from './cookie-jar.ts';
import { LAST_PRODUCTS_MAX, visitorCookies } from './cookie-names.ts';

const spec = visitorCookies.lastProducts;

interface ShopifyAnalyticsGlobal {
  ShopifyAnalytics?: { meta?: { product?: { id?: unknown } } };
}

/** The product id of the page, or null on a page that is not a product page. */
export function productIdOfPage(win: Window): string | null {
  const shopify = (win as unknown as ShopifyAnalyticsGlobal).ShopifyAnalytics?.meta?.product?.id;
  if (typeof shopify === 'string' || typeof shopify === 'number') return String(shopify);
  const meta = win.document.querySelector<HTMLMetaElement>(
    'meta[property="product:retailer_item_id"]',
  );
  return meta?.content.trim() || null;
}

export function readLastProducts(jar: CookieJarStore): string[] {
  return (jar.read(spec.name) ?? '').split('|').filter(Boolean);
}

export function recordProductView(jar: CookieJarStore, productId: string): void {
  const id = productId.replaceAll('|', '');
  const list = [id, ...readLastProducts(jar).filter((known) => known !== id)];
  jar.write(spec, list.slice(0, LAST_PRODUCTS_MAX).join('|'));
}
