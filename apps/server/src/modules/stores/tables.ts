// The stores module's tables: what the widget reports from the store platforms it runs on.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.

/** stores: one browse-abandonment report (spec §7 `shopify/save/browse-abandonment`). */
export interface StoreBrowseEventsTable {
  id: string;
  site_id: string;
  /** The store's own customer id (Shopify's `customer`); reports come for known customers only. */
  customer_id: string;
  /** 'abandonment' (products looked at) or 'cart' (products in the cart). */
  data_for: string;
  /** JSON list of `{ product_id, product_name, category }`, as the widget sent it. */
  products: string;
  /** The cart's value in minor units (the widget sends major units: 49.9 → 4990); null when none. */
  total_cart_minor: number | null;
  created_at: number;
}

/** stores: the products of one Wix order, as the widget reported them (`wix/save-ordered-products`). */
export interface StoreWixOrderedProductsTable {
  id: string;
  site_id: string;
  customer_id: string;
  /** JSON list of `{ product_id, product_name, category }`. */
  products: string;
  /** Where on Wix the products were read (the payload's `source_table`). */
  source_table: string;
  created_at: number;
}

/** stores: a site's connection to its Wix store (migration 0033), for reading Wix carts. */
export interface StoreWixConnectionsTable {
  site_id: string;
  /** The Wix site's id (a GUID), sent as Wix's `wix-site-id` header. */
  wix_site_id: string;
  /** The API key the owner made in Wix's dashboard, sent as Wix's `Authorization` header. */
  api_key: string;
  updated_at: number;
}

export interface StoresTables {
  store_browse_events: StoreBrowseEventsTable;
  store_wix_ordered_products: StoreWixOrderedProductsTable;
  store_wix_connections: StoreWixConnectionsTable;
}
