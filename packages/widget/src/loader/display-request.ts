// Builds the display request (spec §7, contract in @pinwheel/core display-request.ts) from the page
// and the visitor's cookies. Form-encoded: a simple cross-origin request, no preflight.
import type { DisplayRequestPayload, DisplayVisitorState } from '@pinwheel/core';
import type { StoreCart, StoreIntegration } from './store-cart.ts';
import { SUPPORTED_TRIGGERS } from './triggers/trigger-names.ts';
import type { PageVisit } from './visitor-state/page-visit.ts';

export interface DisplayRequestInput {
  win: Window;
  visit: PageVisit;
  state: DisplayVisitorState;
  mobile: boolean;
  store: StoreIntegration;
  cart?: StoreCart;
  country?: string;
  convertedEmail?: string;
  previewPopupId?: string;
  /** A second request for the same page view (a route change in a single-page app). */
  repeat: boolean;
}

/** Ids of the embedded placeholders on the page (`.poptin-embedded[data-id]`). */
function embeddedPlaceholderIds(document: Document): string {
  return Array.from(document.querySelectorAll('.poptin-embedded[data-id]'))
    .map((element) => element.getAttribute('data-id')?.trim() ?? '')
    .filter(Boolean)
    .join(',');
}

function pageWasRefreshed(win: Window): boolean {
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

export function displayRequestPayload(input: DisplayRequestInput): DisplayRequestPayload {
  const { win, visit, cart } = input;
  const current = visit.url.replaceAll('|', '%7C');
  return {
    domain: win.location.hostname,
    referrer: visit.referrer,
    previous_url: visit.previousUrl,
    cookies: JSON.stringify(input.state),
    triggers: SUPPORTED_TRIGGERS.join(','),
    cc: input.country,
    poptin_forms_id: embeddedPlaceholderIds(win.document) || undefined,
    if_mobile: input.mobile ? '1' : '0',
    page_title: win.document.title,
    page_lang: win.document.documentElement.lang || undefined,
    origin_landing_page: visit.landingPage,
    if_page_refreshed: !input.repeat && pageWasRefreshed(win) ? '1' : '0',
    poptin_viewed_url: visit.url,
    previous_visited_pages: visit.previousPages.join('|'),
    previous_visited_pages_with_time: visit.previousPagesWithTime.join('|'),
    all_visited_pages: [...visit.previousPages, current].join('|'),
    ...input.store,
    ...(cart && Number.isFinite(cart.totalPrice)
      ? {
          cart_total_items: String(cart.itemCount),
          cart_total_price: String(cart.totalPrice),
          cart_products_ids_list: cart.variantIds.join('|'),
          cart_products_org_ids_list: cart.productIds.join('|'),
        }
      : {}),
    wix_cart_id: cart?.cartId,
    preview_poptin_id: input.previewPopupId,
    cancel_visitor_count: input.repeat || input.previewPopupId ? '1' : '0',
    converted_email: input.convertedEmail,
  };
}

/** The payload as a form body, leaving out fields that are not set. */
export function formBody(fields: object): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  return body;
}
