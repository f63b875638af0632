// The pure rules of the notice cycle (spec §9, @pinwheel/core NOTICE_TIMINGS): what counts as a
// swipe, where a card may sit without covering the shop's cart and checkout buttons, and when an
// open dialog keeps notices away.
import {
  NOTICE_CLOSE_COOKIE,
  NOTICE_LOCATION_COOKIE,
  NOTICE_LOCATION_COOKIE_SECONDS,
  NOTICE_TIMINGS,
} from '@pinwheel/core/notices';

/** A swipe closes a notice: far enough along one axis, close enough on the other, fast enough. */
export function isSwipe(dx: number, dy: number, ms: number): boolean {
  const along = Math.max(Math.abs(dx), Math.abs(dy));
  const across = Math.min(Math.abs(dx), Math.abs(dy));
  return (
    ms <= NOTICE_TIMINGS.swipeWithinMs &&
    along >= NOTICE_TIMINGS.swipeAlongPx &&
    across <= NOTICE_TIMINGS.swipeAcrossPx
  );
}

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export const NOTICE_MARGIN_PX = 12;

/**
 * Where the card goes: at the bottom of the window, else at its top, whichever covers none of
 * `obstacles` (the page's cart and checkout buttons, as the window shows them now); null when
 * both would.
 */
export function noticePlace(
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  inlineStart: 'left' | 'right',
  obstacles: Band[],
): 'bottom' | 'top' | null {
  const left =
    inlineStart === 'left' ? NOTICE_MARGIN_PX : viewport.width - NOTICE_MARGIN_PX - card.width;
  const bands: Array<['bottom' | 'top', Band]> = [
    [
      'bottom',
      {
        top: viewport.height - NOTICE_MARGIN_PX - card.height,
        bottom: viewport.height - NOTICE_MARGIN_PX,
        left,
        right: left + card.width,
      },
    ],
    [
      'top',
      {
        top: NOTICE_MARGIN_PX,
        bottom: NOTICE_MARGIN_PX + card.height,
        left,
        right: left + card.width,
      },
    ],
  ];
  const overlaps = (a: Band, b: Band) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  for (const [place, band] of bands) {
    if (!obstacles.some((obstacle) => overlaps(band, obstacle))) return place;
  }
  return null;
}

/**
 * The page's cart and checkout controls a notice must never cover: ours (add to cart, the cart's
 * link, Proceed to checkout, Place order), WooCommerce's and Shopify themes', and anything a site
 * marks `data-pinwheel-keep-clear`.
 */
export const KEEP_CLEAR_SELECTOR = [
  '.add_to_cart_button',
  '.single_add_to_cart_button',
  '.checkout-button',
  '.checkout__submit',
  'a[href$="/cart"]',
  'a[href*="/checkout"]',
  'form[action*="/cart"] [type="submit"]',
  'form[action*="checkout"] [type="submit"]',
  'button[name="add"]',
  'button[name="checkout"]',
  '[data-pinwheel-keep-clear]',
].join(',');

/** Whether the page shows a modal dialog now (its own, or one of our popups in its shadow root). */
export function modalDialogOpen(doc: Document): boolean {
  const roots: ParentNode[] = [doc];
  for (const host of doc.querySelectorAll('pinwheel-popup')) {
    if (host.shadowRoot) roots.push(host.shadowRoot);
  }
  return roots.some((root) =>
    Array.from(root.querySelectorAll('dialog[open], [aria-modal="true"]')).some(
      (element) => element.getClientRects().length > 0,
    ),
  );
}

/** Whether the visitor closed notices within the last `time_close` hours (the close cookie). */
export function noticesClosed(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim().startsWith(`${NOTICE_CLOSE_COOKIE}=`));
}

/** The close cookie, for `hours` (spec §9 time_close), on the whole site. */
export function closeCookie(hours: number, secure: boolean): string {
  const seconds = Math.max(1, Math.round(hours * 3600));
  return `${NOTICE_CLOSE_COOKIE}=1; max-age=${seconds}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The country code the location cookie remembers ('' when none). */
export function rememberedCountry(cookie: string): string {
  const pair = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NOTICE_LOCATION_COOKIE}=`));
  const code = pair?.slice(NOTICE_LOCATION_COOKIE.length + 1) ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

/** The location cookie: the detected country code, kept a day (spec §7), on the whole site. */
export function locationCookie(code: string, secure: boolean): string {
  return `${NOTICE_LOCATION_COOKIE}=${code}; max-age=${NOTICE_LOCATION_COOKIE_SECONDS}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** How long until the next notice: `repeatMs` after the last one appeared, at once if that passed. */
export function nextNoticeDelay(lastShownAt: number, now: number): number {
  return Math.max(0, lastShownAt + NOTICE_TIMINGS.repeatMs - now);
}
