// What the loader sends with POST /api/display/{clientId} (spec §7), form-encoded. Field names are
// the wire names of the spec, kept so sites that used that widget can switch without changes.
// Every value on the wire is a string; lists are pipe-separated as the spec says.

export interface DisplayRequestPayload {
  /** Host name of the page (location.hostname). */
  domain: string;
  referrer: string;
  previous_url: string;
  /** JSON of DisplayVisitorState: what the browser keeps that targeting needs. */
  cookies: string;
  /** Comma-separated trigger names the loader supports, for logs and compatibility. */
  triggers?: string;
  /** Country code the browser remembers (cookie, 365 d), to skip a GeoIP look-up. */
  cc?: string;
  /** Comma-separated ids of popups with an embedded placeholder on the page. */
  poptin_forms_id?: string;
  /** '1' on a mobile device, '0' otherwise. */
  if_mobile: '0' | '1';
  page_title?: string;
  /**
   * Our addition: the page's language (`<html lang>`). When it is one of ours it chooses the
   * language the popups come in; otherwise the browser's Accept-Language does.
   */
  page_lang?: string;
  origin_landing_page?: string;
  if_page_refreshed?: '0' | '1';
  /** Full address of the page being viewed. */
  poptin_viewed_url: string;
  previous_visited_pages?: string;
  previous_visited_pages_with_time?: string;
  all_visited_pages?: string;
  store_integration?: string;
  store_integration_customer_id?: string;
  wix_cart_id?: string;
  cart_total_items?: string;
  /** Minor units, as /cart.js total_price. */
  cart_total_price?: string;
  cart_products_ids_list?: string;
  cart_products_org_ids_list?: string;
  /** A draft popup's id to show in preview, whatever its status and rules. */
  preview_poptin_id?: string;
  /** '1': do not count this request as a visitor session (owner previews, repeated SPA calls). */
  cancel_visitor_count?: '0' | '1';
  /** Lower-cased email of a visitor who converted before (localStorage). */
  converted_email?: string;
}

/**
 * The visitor state sent inside `cookies` (JSON). The browser is the only place it lives; the
 * server evaluates what it can with it and the loader re-checks the browser-only rules.
 */
export interface DisplayVisitorState {
  /** Stable visitor id (visitor cookie); A/B variants are chosen from it, so they stick. */
  visitor_id: string;
  /** Popup ids the visitor has seen, closed, converted on; and which of those are embedded. */
  seen: string[];
  closed: string[];
  converted: string[];
  embedded: string[];
  /** Per popup id: when last seen (ms) and visits since, for the d_f_a / d_f_r rules. */
  frequency: Record<string, { lastSeenAt?: number; visitsSinceSeen?: number }>;
}
