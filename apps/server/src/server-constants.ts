// The server's own fixed numbers, with their unit: limits, lifetimes and intervals that only the
// server uses. The numbers the specs name (shared with the widget and the web app) stay in
// packages/core/src/constants.ts.

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

/** How long a module trusts its cached view of a site (by client id), in milliseconds. */
export const SITE_CACHE_TTL_MS = 3000;

/** Most client ids (known or unknown) one such cache keeps at once, per process. */
export const SITE_CACHE_MAX_ENTRIES = 10_000;

/** How long the shop's settings are served from memory before they are read again, in ms. */
export const SHOP_SETTINGS_TTL_MS = 5000;
/**
 * How long a web form read for visitors (showing it, judging an entry) is kept in memory: a change
 * made in this process drops it at once, one made by another process shows within this.
 */
export const WEB_FORM_VISITOR_TTL_MS = 3000;
/** At most this many forms are kept for visitors (unknown ids included), the oldest dropped first. */
export const WEB_FORM_VISITOR_CACHE_MAX = 500;

/** Buffered display events (views, closes, pings) are written at least this often, in milliseconds. */
export const DISPLAY_EVENT_FLUSH_INTERVAL_MS = 250;

/** A buffer of this many display events is written at once, without waiting for the timer. */
export const DISPLAY_EVENT_FLUSH_BATCH_SIZE = 500;

/**
 * Events per write transaction. A flush writes in transactions this size with a pause between
 * them for other work: SQLite writes block the process (500 views took about 8 ms in one).
 */
export const DISPLAY_EVENT_WRITE_CHUNK_SIZE = 100;

/** Length of generated site client ids, in characters. */
export const CLIENT_ID_LENGTH = 16;

/** How long an invitation to become another owner stays good (modules/accounts, owners.ts). */
export const OWNER_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
