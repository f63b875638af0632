// The tracker's work for one page view, loaded by visit-tracker.tsx after the page has started:
// reads the tracker's cookies, works out where the visit came from and writes them back, or
// clears them all when tracking is off. Announces VISIT_TRACKED_EVENT when the cookies are written,
// so a page that shows them (the checkout's attribution inputs) reads them again.
import { clearTracking, trackPageView, trackerCookieNames, type CookieWrite } from '@pinwheel/core';
import { readCookies } from './checkout/read-cookies.ts';
import { VISIT_TRACKED_EVENT } from './visit-tracked.ts';

function write(cookies: CookieWrite[]) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const cookie of cookies) {
    document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=/; Max-Age=${cookie.maxAgeSeconds}; SameSite=Lax${secure}`;
  }
}

export function trackVisit(view: { enabled: boolean; url: string; referrer: string }): void {
  const all = readCookies(document.cookie);
  if (!view.enabled) {
    if (trackerCookieNames.some((name) => name in all)) write(clearTracking());
  } else {
    write(
      trackPageView({
        url: view.url,
        referrer: view.referrer,
        cookies: all,
        now: Date.now(),
        userAgent: navigator.userAgent,
        random: Math.random(),
      }),
    );
  }
  window.dispatchEvent(new Event(VISIT_TRACKED_EVENT));
}
