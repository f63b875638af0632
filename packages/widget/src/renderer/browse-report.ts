// Browse abandonment on a Shopify store (spec §7 `shopify/save/browse-abandonment`, §9 "sent 5 s
// after"): for a signed-in customer, 5 seconds after a page shows, the widget tells the server what
// they are doing — the products in their cart (`data_for=cart`, with its value), or, with an empty
// cart on a product page, the product they are looking at (`data_for=abandonment`). A page left
// within 5 s reports nothing. Failures are logged once and never reach the visitor. It lives in the
// renderer chunk: only pages of known customers load it for this.

/** How long after a page shows its report is sent (spec §9). */
export const BROWSE_REPORT_DELAY_MS = 5000;

export interface BrowseReportOptions {
  win: Window;
  /** The loader's base (the Pinwheel server), ending in a slash. */
  base: string;
  clientId: string;
  customerId: string;
}

interface ReportedProduct {
  product_id: string;
  product_name: string;
  category: string;
}

interface ShopifyProductMeta {
  id?: unknown;
  type?: unknown;
  variants?: Array<{ name?: unknown }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the report needs of the loader's display flow: its options. */
export interface BrowseReportFlow {
  win: Window;
  base: string;
  clientId: string;
}

/** The page view each display flow last scheduled a report for, by the flow's state object. */
const scheduled = new WeakMap<object, number>();

/**
 * Schedules the report of the loader's current page view (`pages.page`, the display flow's page
 * counter); when its 5 s are up, a route change since (the counter moved on) means the page was
 * left, and nothing is sent. The loader hands over its own objects and calls this on each page
 * view, so it keeps no stop function and no page number: every host page downloads the
 * loader. A call that comes after a route change (the renderer took long to arrive) schedules the
 * page now shown, and that page's own call then adds nothing.
 */
export function reportBrowsing(
  flow: BrowseReportFlow,
  customerId: string,
  pages: { page: number },
): void {
  const { win, base, clientId } = flow;
  const { page } = pages;
  // Browse reports are Shopify's: a Wix member's id (wix-store.ts) sets the same customer field.
  if (!(win as Window & { Shopify?: { shop?: unknown } }).Shopify?.shop) return;
  if (scheduled.get(pages) === page) return;
  scheduled.set(pages, page);
  win.setTimeout(() => {
    if (pages.page === page) void sendReport({ win, base, clientId, customerId });
  }, BROWSE_REPORT_DELAY_MS);
}

async function sendReport({ win, base, clientId, customerId }: BrowseReportOptions) {
  try {
    const fields = await reportFields(win);
    if (!fields) return;
    const address = new URL('shopify/save/browse-abandonment', base);
    address.search = new URLSearchParams({ clientId, customer: customerId, ...fields }).toString();
    const response = await win.fetch(address.href, { credentials: 'omit', mode: 'cors' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.warn('Pinwheel: the browse report failed', error);
  }
}

/** The cart's products, else the product on screen; null when there is nothing to report. */
async function reportFields(win: Window): Promise<Record<string, string> | null> {
  const response = await win.fetch(`${win.location.origin}/cart.js`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`cart HTTP ${response.status}`);
  const cart = (await response.json()) as {
    total_price?: unknown;
    items?: Array<{ product_id?: unknown; product_title?: unknown; product_type?: unknown }>;
  };
  const items = Array.isArray(cart.items) ? cart.items : [];
  if (items.length > 0) {
    const products: ReportedProduct[] = items.map((item) => ({
      product_id: String(item.product_id),
      product_name: text(item.product_title),
      category: text(item.product_type),
    }));
    return {
      data_for: 'cart',
      products: JSON.stringify(products.slice(0, 50)),
      total_cart_value: String(Number(cart.total_price) / 100),
    };
  }
  const meta = (win as Window & { ShopifyAnalytics?: { meta?: { product?: ShopifyProductMeta } } })
    .ShopifyAnalytics?.meta?.product;
  if (!meta || (typeof meta.id !== 'number' && typeof meta.id !== 'string')) return null;
  const product: ReportedProduct = {
    product_id: String(meta.id),
    // Shopify names a variant "Product - Variant"; the first variant's name starts with the product's.
    product_name: text(meta.variants?.[0]?.name).split(' - ')[0] ?? '',
    category: text(meta.type),
  };
  return { data_for: 'abandonment', products: JSON.stringify([product]) };
}
