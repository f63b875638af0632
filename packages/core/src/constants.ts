// The numbers the specs name, once, with their unit. Grouped by the part of the product they serve.

/** Popup ids are exactly this many characters (spec popup-widget §9). */
export const POPUP_ID_LENGTH = 13;

/** Name of the hidden form field that carries the nonce on state-changing form posts. */
export const NONCE_FIELD = '_nonce';

/** Request header that carries the nonce on state-changing fetches from our own pages. */
export const NONCE_HEADER = 'x-pinwheel-nonce';

/** Cookie that remembers the visitor's chosen language (en or he), and its lifetime in seconds. */
export const LANGUAGE_COOKIE = 'pinwheel_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Cookie that holds the owner's session token (httpOnly, SameSite=Lax). */
export const OWNER_SESSION_COOKIE = 'pinwheel_session';

/** Cookie that ties form nonces to one browser (httpOnly, SameSite=Lax). */
export const BROWSER_ID_COOKIE = 'pinwheel_bid';

/** Store carts report prices in minor units; a cart's value is price divided by this (spec popup-widget §9). */
export const CART_PRICE_DIVISOR = 100;

/** Country assumed for a visitor whose address has no GeoIP answer (loopback, private networks). */
export const DEFAULT_VISITOR_COUNTRY_CODE = 'US';

/** A lightbox's size when its content names none, in px (spec popup-widget §9). */
export const DEFAULT_LIGHTBOX_SIZE = { width: 800, height: 500 } as const;

/** The canvas a fullpage popup is laid out on, scaled down to fit the viewport, in px (spec §9). */
export const FULLPAGE_CANVAS_SIZE = { width: 1920, height: 1080 } as const;

/** A popup is scaled down to fit the viewport, never up beyond this (spec §9). */
export const POPUP_MAX_SCALE = 1;

/**
 * How many formats each popup type has (spec §9): a type's formats are format_1 … format_N. The
 * `content` type is ours (not in the spec's list) and is not limited.
 */
export const POPUP_FORMAT_COUNTS = {
  bside: 9,
  browsing: 3,
  lightbox: 22,
  sside: 19,
  social: 8,
  bar: 17,
  fullpage: 12,
  mobile: 17,
  embedded: 7,
  gamified: 3,
} as const;

/** Whether a popup type has this format (`format_1` … its count; any for an unlisted type). */
export function typeHasFormat(type: string, format: string): boolean {
  const match = /^format_(\d{1,3})$/.exec(format);
  if (!match) return false;
  const count = (POPUP_FORMAT_COUNTS as Record<string, number>)[type];
  const number = Number(match[1]);
  return number >= 1 && (count === undefined || number <= count);
}

/**
 * An old-format popup (spec §9: "determined by a per-type format number limit"): one whose format
 * is numbered past its type's limit, POPUP_FORMAT_COUNTS, so not one of the formats the type has
 * now (a popup imported from elsewhere or saved before a format was retired). It is still shown,
 * at the size its owner gave it; the owner API takes no new ones. A type with no limit (content)
 * and a format that is not `format_<n>` have no old formats.
 */
export function isOldFormat(type: string, format: string): boolean {
  const match = /^format_(\d{1,3})$/.exec(format);
  const limit = (POPUP_FORMAT_COUNTS as Record<string, number>)[type];
  return match !== null && limit !== undefined && Number(match[1]) > limit;
}

/**
 * The canvases of the large formats (spec §9: formats 1 and 2 at 600x950 and 900x950, 3 and 4 at
 * 1130x1000), in px. We read them as the games' canvases (a gamified popup's format is its game:
 * the wheel, the scratch card, the gift box), so a game is drawn at its format's size whatever
 * `poptin_size` says, shrunk to fit a smaller viewport, never enlarged.
 */
export const FORMAT_CANVAS_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  format_1: { width: 600, height: 950 },
  format_2: { width: 900, height: 950 },
  format_3: { width: 1130, height: 1000 },
  format_4: { width: 1130, height: 1000 },
};

/** A bar is designed at this width and scaled to the viewport's, never above 1 (spec §9), in px. */
export const BAR_DESIGN_WIDTH = 1920;

/** Base size of mobile popups of formats 3 and 8, in px (spec §9). */
export const MOBILE_BASE_SIZE = { width: 390, height: 242 } as const;

/** Close button target size, enlarged from 32 px for touch, in px (spec §9). */
export const CLOSE_BUTTON_SIZE_PX = 44;

/** A popup's entry effect runs this long, in ms (spec §9 animation timeouts). */
export const POPUP_ENTRY_EFFECT_MS = 600;

/** A popup's exit effect runs this long before it leaves the page, in ms (spec §9). */
export const POPUP_EXIT_EFFECT_MS = 800;

/**
 * A welcome screen (a full page at the top that pushes the page down, spec §2) slides up and away
 * over this long when closed, taking the page back up with it, in ms: the 1.5 s of spec §9's
 * animation timeouts, the one the other effects (600 ms in, 800 ms out, the teaser's 1 s) leave.
 */
export const WELCOME_SCREEN_EXIT_MS = 1500;

/** Escape closes a non-embedded popup only once it has been open this long, in ms (spec §2). */
export const ESCAPE_CLOSE_DELAY_MS = 800;

/** Focus moves into a popup this long after it opens, unless a click opened it, in ms (spec §9). */
export const POPUP_FOCUS_DELAY_MS = 2000;

/** The copy-coupon tooltip 'Copied' shows this long, in ms (spec §2). */
export const COUPON_COPIED_TOOLTIP_MS = 500;

/** The teaser tab's entry effect runs this long, in ms (spec §9). */
export const TEASER_EFFECT_MS = 1000;

/** The teaser's attention animation switches on and off this often, in ms (spec §9). */
export const TEASER_ANIMATION_TOGGLE_MS = 3000;

/** The thank-you screen fades in over this long, in ms (spec §9). */
export const THANK_YOU_FADE_MS = 800;

/** The thank-you screen closes the popup after this many seconds unless told otherwise (spec §4). */
export const THANK_YOU_AUTO_CLOSE_DEFAULT_S = 5;

/** Without auto close the thank-you screen stays this many seconds, then the popup goes (spec §4). */
export const THANK_YOU_STAY_S = 60;

/** A news-ticker block shows its next message after this long unless its owner set another, in ms (spec §9). */
export const NEWS_TICKER_DEFAULT_MS = 7000;
/** The interval an owner may set: long enough to read a line, short enough to be a ticker, in ms. */
export const NEWS_TICKER_MIN_MS = 3000;
export const NEWS_TICKER_MAX_MS = 60_000;
/** A news ticker holds at most this many messages, each at most this many characters. */
export const NEWS_TICKER_MAX_MESSAGES = 10;
export const NEWS_TICKER_MESSAGE_MAX_CHARS = 200;

/** An embedded popup plays its entry effect once scrolled within this many viewport heights (spec §2). */
export const EMBEDDED_ENTRY_VIEWPORTS = 1.5;

/** In single-page-app mode, empty embedded placeholders are filled again this often, in ms (spec §2). */
export const EMBEDDED_REFILL_MS = 5000;

/**
 * The coming-soon banner's dismissal (storefront spec §7): the REST URL its dismiss link names,
 * and the cookie that remembers a visitor's dismissal (a signed-in owner's is kept on the account).
 */
export const COMING_SOON_DISMISS_URL = '/api/users/me';
export const COMING_SOON_DISMISSED_COOKIE = 'coming_soon_banner_dismissed';
export const COMING_SOON_DISMISSED_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Order attribution: a visit's session ends after this long without a page view, in ms (storefront spec §9). */
export const TRACKER_SESSION_MS = 30 * 60 * 1000;

/** Order attribution: the first- and current-visit cookies live 6 months of 30 days, in ms (storefront spec §9). */
export const TRACKER_COOKIE_LIFETIME_MS = 6 * 30 * 24 * 60 * 60 * 1000;

/** Order attribution: the visitor's promo code is drawn from this range, inclusive (storefront spec §9). */
export const TRACKER_PROMO_CODE_MIN = 100000;
export const TRACKER_PROMO_CODE_MAX = 999999;

/** Order attribution: the source and medium of a visit typed in or with no referrer (storefront spec §9). */
export const DIRECT_SOURCE = '(direct)';
export const NO_MEDIUM = '(none)';

/** The product gallery's slider moves on by itself this often, in ms (spec storefront §9). */
export const SLIDER_AUTO_ADVANCE_MS = 7000;

/** The product gallery's slide animation, in ms (spec storefront §9). */
export const SLIDER_ANIMATION_MS = 600;

/** The gallery's hover zoom eases in and out over this long, in ms (spec storefront §9). */
export const ZOOM_DURATION_MS = 120;

/** The lightbox shows and hides (itself and its controls) over this long, in ms (spec storefront §9). */
export const LIGHTBOX_ANIMATION_MS = 333;

/** The lightbox's controls hide after this long without pointer or key activity, in ms (spec storefront §9). */
export const LIGHTBOX_IDLE_MS = 4000;

/** The lightbox's share buttons, in this order (spec storefront §9). */
export const LIGHTBOX_SHARE_BUTTONS = ['facebook', 'twitter', 'pinterest', 'download'] as const;

/** The product summary's accordion items open and close over this long, in ms (spec storefront §9). */
export const ACCORDION_ANIMATION_MS = 200;

/** An email share link clicked more often than this shows the error box instead (spec storefront §8). */
export const EMAIL_SHARE_CLICK_LIMIT = 2;
/** The storefront's search overlay (spec popup-widget §9 "Search"). */
/** A search is asked for only once the query has this many characters (trimmed). */
export const SEARCH_MIN_CHARS = 3;
/** Typing pauses this long, in ms, before the search is asked for (deferRequestBy). */
export const SEARCH_DEBOUNCE_MS = 100;
/** The results list's maximum height, in px; SMALL on screens whose shorter side is under the limit. */
export const SEARCH_RESULTS_MAX_HEIGHT_PX = 500;
export const SEARCH_RESULTS_MAX_HEIGHT_SMALL_PX = 400;
export const SEARCH_SMALL_SCREEN_SIDE_PX = 768;
/** Result columns are at least this wide, in px. */
export const SEARCH_COLUMN_MIN_WIDTH_PX = 200;
/** Recent searches: this many shown, at most this many kept in the browser. */
export const SEARCH_RECENT_SHOWN = 5;
export const SEARCH_RECENT_STORED = 10;
/** localStorage key of the recent searches (a JSON array of strings, newest first). */
export const SEARCH_RECENT_STORAGE_KEY = 'pinwheel_recent_searches';
/** The visitor's cart cookie (Shopify's name, so theme scripts reading it find it). */
export const CART_COOKIE = 'cart';

/** The cart hash cookie the fragments client compares its stored hash with (spec §9). */
export const CART_HASH_COOKIE = 'pinwheel_cart_hash';

/** A cart nobody touched for this long is gone and its cookie with it, in ms (Shopify's 14 days). */
export const CART_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Cart fragments are refreshed this often and stored ones expire after this long, in ms (spec §9). */
export const CART_FRAGMENTS_REFRESH_MS = 86_400_000;

/** At most this many different lines in one cart: a cart is a shopper's, not a warehouse. */
export const CART_MAX_LINES = 100;

/** At most this many units of one line, whatever the stock says (a typo of 1e9 is refused). */
export const CART_MAX_LINE_QUANTITY = 9999;
