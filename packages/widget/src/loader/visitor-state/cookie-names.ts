// Every cookie the loader keeps on the host page, with its lifetime. Names follow the spec's widget
// (prefix `poptin_`) so targeting rules written for it (cookie_filter) keep working. The README's
// cookie table mirrors this file: change both together.

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export interface CookieSpec {
  name: string;
  /** Lifetime in seconds; refreshed where the comment says so. */
  maxAge: number;
}

export const visitorCookies = {
  /** The site's client id from the snippet (spec §9: 365 d). */
  clientId: { name: 'poptin_client_id', maxAge: 365 * DAY },
  /** Stable random visitor id, the A/B split key (spec §3 fingerprint, §9: 30 d, renewed per page). */
  visitor: { name: 'poptin_visitor_id', maxAge: 30 * DAY },
  /** Random viewer id sent with views (spec §9: about 30 min, renewed per page). */
  viewer: { name: 'poptin_viewer_id', maxAge: 30 * MINUTE },
  /** Start of the current visit in ms; its absence starts a new visit (spec §9: 30 min, renewed per page). */
  session: { name: 'poptin_session', maxAge: 30 * MINUTE },
  /** How many visits this browser made (365 d). */
  visitCount: { name: 'poptin_visit_count', maxAge: 365 * DAY },
  /** Pages viewed in this visit (lives as long as the session cookie). */
  sessionPages: { name: 'poptin_session_pages', maxAge: 30 * MINUTE },
  /** First page of this visit (lives as long as the session cookie). */
  landingPage: { name: 'poptin_landing_page', maxAge: 30 * MINUTE },
  /** Pages of this visit, pipe-separated, oldest first. */
  visitedPages: { name: 'poptin_visited_pages', maxAge: 30 * MINUTE },
  /** The same pages as `address@epoch-seconds`, pipe-separated. */
  visitedPagesWithTime: { name: 'poptin_visited_pages_time', maxAge: 30 * MINUTE },
  /** Popups whose pages-visited trigger fired this visit, pipe-separated. */
  pagesTriggerFired: { name: 'poptin_pages_fired', maxAge: 30 * MINUTE },
  /** '1' once the browser has been here; kept while it stays (spec §9: 2 d, renewed each minute). */
  oldUser: { name: 'poptin_old_user', maxAge: 2 * DAY },
  /** The address that sent the visitor to the site (spec §9: about 2 min, renewed each minute). */
  referrer: { name: 'poptin_referrer', maxAge: 2 * MINUTE },
  /** The page viewed before this one (spec §9: about 2 min, renewed each minute). */
  previousUrl: { name: 'poptin_previous_url', maxAge: 2 * MINUTE },
  /** Start of the website session in ms (spec §9: 60 s, renewed every 20 s while a page is open). */
  websiteSession: { name: 'poptin_website_session', maxAge: MINUTE },
  /** Converted email when localStorage is unavailable (spec §8 "No Web Storage"; 365 d). */
  convertedEmail: { name: 'poptin_converted_email', maxAge: 365 * DAY },
  /** Visitor ip and country code from the display response (spec §9: 365 d). */
  userIp: { name: 'poptin_user_ip', maxAge: 365 * DAY },
  userCountry: { name: 'poptin_user_country', maxAge: 365 * DAY },
  /** Product ids of the last product pages viewed, newest first, at most 3 (30 d). */
  lastProducts: { name: 'poptin_last_products', maxAge: 30 * DAY },
} satisfies Record<string, CookieSpec>;

/** Per-popup markers: the prefix is followed by the popup id (spec §9: frequency cookies 365 d). */
export const popupMarkerCookies = {
  /** `seen-ms|visit-number|e` (e: embedded, o: other); also the frequency state. */
  seen: { name: 'poptin_seen_', maxAge: 365 * DAY },
  /** When it was closed, ms. */
  closed: { name: 'poptin_closed_', maxAge: 365 * DAY },
  /** When the visitor converted on it, ms. */
  converted: { name: 'poptin_converted_', maxAge: 365 * DAY },
} satisfies Record<string, CookieSpec>;

/** localStorage key of the converted email (spec §3: lower-cased, in local storage). */
export const CONVERTED_EMAIL_STORAGE_KEY = 'poptin_converted_email';

/** How often the minute cookies (old user, referrer, previous URL) are renewed, in ms. */
export const MINUTE_COOKIE_REFRESH_MS = MINUTE * 1000;

/** How often the website-session cookie is renewed and reported, in ms (spec §9). */
export const WEBSITE_SESSION_REFRESH_MS = 20 * 1000;

/** Longest visited-page list kept, in entries, and its cookie value, in characters. */
export const VISITED_PAGES_MAX_ENTRIES = 10;
export const VISITED_PAGES_MAX_CHARS = 1500;

/** Most product ids remembered (spec §3). */
export const LAST_PRODUCTS_MAX = 3;
