// Modal popups (lightbox, game, full page) stay off checkout and order pages unless one of the
// popup's show rules names the page: a shopper typing an address or card number is not
// interrupted by an offer, and the order's confirmation is not covered. Checkout pages are the
// paths under /checkout (ours and WooCommerce's, the order-received page included) and
// /checkouts (Shopify's).
import type { PageRule } from '../popup/targeting-fields.ts';
import { pageMatches, pagePath } from './page-rules.ts';
import type { RuleOutcome } from './rule-outcome.ts';

const CHECKOUT_PATH = /^\/checkouts?(?:[/?#]|$)/;

/** The popup types that take the whole screen's attention (and the visitor's focus). */
export const MODAL_POPUP_TYPES: ReadonlySet<string> = new Set(['lightbox', 'gamified', 'fullpage']);

export function isCheckoutPage(url: string): boolean {
  return CHECKOUT_PATH.test(pagePath(url));
}

/** Whether a modal popup may show on this page: anywhere but checkout, or where a show rule says. */
export function checkoutPagesAllow(show: readonly PageRule[], url: string): RuleOutcome {
  if (!isCheckoutPage(url)) return { passed: true };
  return show.some((rule) => pageMatches(rule, url))
    ? { passed: true, detail: 'a checkout page its show rules name' }
    : // Short: the loader carries it for debug mode, and every host page pays for the loader.
      { passed: false, detail: 'a checkout or order page no show rule names' };
}
