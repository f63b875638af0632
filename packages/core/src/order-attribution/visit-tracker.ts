// The order-attribution tracker (storefront spec §3, §4, §9): on every page view it works out where
// the visit came from and what the cookies for the current visit, the first visit, the session,
// the visitor's data and the promo code should now hold. Pure: the browser script (and the tests)
// hand it the page's address, the referrer, the cookies and the clock, and write what it answers.
//
// The rules are WooCommerce's tracker's (sourcebuster): utm parameters or a paid-click id make a
// new "utm" source; a search engine's referrer a new "organic" one; another site's referrer
// starts a "referral" source only at a session's start; a first visit with neither is "typein"
// ('(direct)', '(none)'); any other page view keeps the current source.
import {
  DIRECT_SOURCE,
  NO_MEDIUM,
  TRACKER_COOKIE_LIFETIME_MS,
  TRACKER_PROMO_CODE_MAX,
  TRACKER_PROMO_CODE_MIN,
  TRACKER_SESSION_MS,
} from '../constants.ts';
import { parseRecord, serializeRecord } from './cookie-record.ts';
import { paidClickCampaigns, paidClickIds, searchEngineOf } from './traffic-sources.ts';

/** The tracker's cookies, by what they hold (spec §3). */
export const trackerCookies = {
  current: 'pw_current',
  first: 'pw_first',
  session: 'pw_session',
  userData: 'pw_udata',
  promo: 'pw_promo',
} as const;

export const trackerCookieNames: readonly string[] = Object.values(trackerCookies);

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/** The utm parameters read from a landing address, with the short key each is kept under. */
const utmParameters = [
  ['utm_campaign', 'cmp'],
  ['utm_content', 'cnt'],
  ['utm_term', 'trm'],
  ['utm_id', 'id'],
  ['utm_source_platform', 'plt'],
  ['utm_creative_format', 'fmt'],
  ['utm_marketing_tactic', 'tct'],
] as const;

export interface PageView {
  /** The page's full address. */
  url: string;
  /** document.referrer ('' when none). */
  referrer: string;
  /** The tracker's cookies as the browser has them (missing ones absent). */
  cookies: Readonly<Record<string, string | undefined>>;
  now: number;
  userAgent: string;
  /** A number in [0, 1): Math.random in the browser, fixed in tests. */
  random: number;
}

export interface CookieWrite {
  name: string;
  value: string;
  /** Seconds until the browser drops it. */
  maxAgeSeconds: number;
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** "2026-11-24 02:07:55" in UTC: the shape WooCommerce shows a session's start in. */
function timestamp(now: number): string {
  return new Date(now).toISOString().slice(0, 19).replace('T', ' ');
}

/** The new source this page view brings, or null when it keeps the current one. */
function newSource(view: PageView, sessionRunning: boolean): Record<string, string> | null {
  let url: URL;
  try {
    url = new URL(view.url);
  } catch {
    return null;
  }
  const params = url.searchParams;
  const clickId = Object.keys(paidClickIds).find((name) => params.get(name));
  const hasUtm = [...params.keys()].some((name) => name.startsWith('utm_'));
  if (hasUtm || clickId) {
    const clickSource = clickId ? paidClickIds[clickId] : undefined;
    const source: Record<string, string> = {
      typ: 'utm',
      src: params.get('utm_source') || clickSource || NO_MEDIUM,
      mdm: params.get('utm_medium') || (clickSource ? 'cpc' : NO_MEDIUM),
    };
    for (const [parameter, key] of utmParameters) source[key] = params.get(parameter) ?? '';
    if (!source.cmp) source.cmp = (clickId && paidClickCampaigns[clickId]) || NO_MEDIUM;
    return source;
  }
  const referrerHost = view.referrer ? hostOf(view.referrer) : null;
  const external = referrerHost !== null && referrerHost !== hostOf(view.url);
  if (external) {
    const engine = searchEngineOf(referrerHost);
    if (engine) return { typ: 'organic', src: engine, mdm: 'organic' };
    if (!sessionRunning) return { typ: 'referral', src: referrerHost, mdm: 'referral' };
  }
  return null;
}

/** What to write after one page view. An empty list never happens: the session always moves. */
export function trackPageView(view: PageView): CookieWrite[] {
  const lifetime = Math.floor(TRACKER_COOKIE_LIFETIME_MS / 1000);
  const session = parseRecord(view.cookies[trackerCookies.session]);
  const current = parseRecord(view.cookies[trackerCookies.current]);
  const first = parseRecord(view.cookies[trackerCookies.first]);
  const userData = parseRecord(view.cookies[trackerCookies.userData]);
  const writes: CookieWrite[] = [];

  const landing = {
    fd: timestamp(view.now),
    ep: view.url,
    rf: view.referrer || DIRECT_SOURCE,
  };
  let source = newSource(view, session !== null);
  if (!source && (!current || !first)) {
    source = current ?? { typ: 'typein', src: DIRECT_SOURCE, mdm: NO_MEDIUM };
  }
  if (source) {
    const record = { ...source, ...(source === current ? {} : landing) };
    writes.push({
      name: trackerCookies.current,
      value: serializeRecord(record),
      maxAgeSeconds: lifetime,
    });
    if (!first) {
      writes.push({
        name: trackerCookies.first,
        value: serializeRecord(record),
        maxAgeSeconds: lifetime,
      });
    }
  }

  const pages = session ? Number(session.pgs) || 0 : 0;
  writes.push({
    name: trackerCookies.session,
    value: serializeRecord({ pgs: String(pages + 1), cpg: view.url }),
    maxAgeSeconds: Math.floor(TRACKER_SESSION_MS / 1000),
  });
  const visits = Number(userData?.vst) || 0;
  writes.push({
    name: trackerCookies.userData,
    value: serializeRecord({
      vst: String(session ? Math.max(visits, 1) : visits + 1),
      uag: view.userAgent,
    }),
    maxAgeSeconds: lifetime,
  });
  if (!view.cookies[trackerCookies.promo]) {
    const span = TRACKER_PROMO_CODE_MAX - TRACKER_PROMO_CODE_MIN + 1;
    const code = TRACKER_PROMO_CODE_MIN + Math.floor(view.random * span);
    writes.push({
      name: trackerCookies.promo,
      value: serializeRecord({ code: String(code) }),
      maxAgeSeconds: lifetime,
    });
  }
  return writes;
}

/** Writes that remove every tracker cookie: what disabling tracking does (spec §4). */
export function clearTracking(): CookieWrite[] {
  return trackerCookieNames.map((name) => ({ name, value: '', maxAgeSeconds: 0 }));
}

/**
 * Set to "1" when the visitor turned tracking off: no tracker cookie is written while it is there,
 * and their orders carry no attribution. Not itself a tracking cookie: it only remembers the no.
 */
export const TRACKING_REFUSED_COOKIE = 'pw_no_tracking';
