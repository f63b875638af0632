// Runs the order-attribution tracker (core's visit-tracker.ts) on each storefront page view: it
// reads the tracker's cookies, works out where the visit came from and writes them back. With
// tracking off (the shop's setting or the visitor's no) it clears every tracker cookie instead.
// It draws nothing; the whole of it is the few hundred bytes of core it imports.
import { clearTracking, trackPageView, trackerCookieNames, type CookieWrite } from '@pinwheel/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { readCookies } from './checkout/read-cookies.ts';

function write(cookies: CookieWrite[]) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const cookie of cookies) {
    document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=/; Max-Age=${cookie.maxAgeSeconds}; SameSite=Lax${secure}`;
  }
}

export function VisitTracker({ enabled }: { enabled: boolean }) {
  const location = useLocation();
  // A client-side navigation's referrer is the page before it, on this site.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = window.location.href;
    const all = readCookies(document.cookie);
    if (!enabled) {
      if (trackerCookieNames.some((name) => name in all)) write(clearTracking());
    } else {
      write(
        trackPageView({
          url,
          referrer: previous.current ?? document.referrer,
          cookies: all,
          now: Date.now(),
          userAgent: navigator.userAgent,
          random: Math.random(),
        }),
      );
    }
    previous.current = url;
  }, [enabled, location.pathname, location.search]);
  return null;
}
