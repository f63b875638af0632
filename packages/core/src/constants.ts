// The numbers the specs name, once, with their unit. Grouped by the part of the product they serve.

/** Popup ids are exactly this many characters (spec popup-widget §9). */
export const POPUP_ID_LENGTH = 13;

/** Largest JSON or form body the platform API accepts, in bytes. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** Largest body a display-protocol call accepts, in bytes (413 above). */
export const DISPLAY_BODY_LIMIT_BYTES = 64 * 1024;

/** How long an owner session lasts from sign-in, in seconds (14 days; not extended by use). */
export const OWNER_SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** How long a form nonce stays valid, in seconds (a page left open for a day still submits). */
export const NONCE_TTL_SECONDS = 24 * 60 * 60;

/** Length of generated owner passwords printed at first start, in characters. */
export const GENERATED_PASSWORD_LENGTH = 20;

/** Sign-in attempts allowed per email and address in one window, and the window in seconds. */
export const SIGN_IN_ATTEMPTS_PER_WINDOW = 10;
export const SIGN_IN_WINDOW_SECONDS = 60;

/** Graceful shutdown deadline, in milliseconds: after this the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 5000;

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

/** How long the display path trusts its cached copy of a site and its popups, in milliseconds. */
export const DISPLAY_SITE_CACHE_TTL_MS = 3000;

/** Most client ids (known or unknown) the display cache keeps at once, per process. */
export const DISPLAY_SITE_CACHE_MAX_ENTRIES = 10_000;

/** Buffered display events (views, closes, pings) are written at least this often, in milliseconds. */
export const DISPLAY_EVENT_FLUSH_INTERVAL_MS = 250;

/** A buffer of this many display events is written at once, without waiting for the timer. */
export const DISPLAY_EVENT_FLUSH_BATCH_SIZE = 500;

/**
 * Events per write transaction. A flush writes in transactions this size with a pause between
 * them for other work: SQLite writes block the process (500 views took about 8 ms in one).
 */
export const DISPLAY_EVENT_WRITE_CHUNK_SIZE = 100;

/** Country assumed for a visitor whose address has no GeoIP answer (loopback, private networks). */
export const DEFAULT_VISITOR_COUNTRY_CODE = 'US';

/** Length of generated site client ids, in characters. */
export const CLIENT_ID_LENGTH = 16;
