// The website-session timer (spec §9): a cookie holding when the session on this site began, with a
// 60 s lifetime renewed every 20 s while any page of the site is open. Cumulative delays count from
// it, so "30 s on the website" survives page loads; a gap of over a minute starts a new session.
import type { CookieJarStore } from './cookie-jar.ts';
import { visitorCookies } from './cookie-names.ts';

const spec = visitorCookies.websiteSession;

/** When the website session began (ms), starting one now when none is running. */
export function websiteSessionStart(jar: CookieJarStore, now: number): number {
  const stored = Number(jar.read(spec.name));
  const start = Number.isFinite(stored) && stored > 0 && stored <= now ? stored : now;
  jar.write(spec, String(start));
  return start;
}
