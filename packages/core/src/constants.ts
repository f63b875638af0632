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
