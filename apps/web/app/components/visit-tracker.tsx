// Runs the order-attribution tracker (core's visit-tracker.ts) on each storefront page view. It
// draws nothing, so its code (visit-tracking.ts) is fetched after the page starts rather than with
// it; it runs in the order of the page views, and says when the cookies are written
// (VISIT_TRACKED_EVENT) for the checkout, which shows them in its attribution inputs.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const loadTracking = () => import('./visit-tracking.ts');

export function VisitTracker({ enabled }: { enabled: boolean }) {
  const location = useLocation();
  // A client-side navigation's referrer is the page before it, on this site.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = window.location.href;
    const referrer = previous.current ?? document.referrer;
    previous.current = url;
    void loadTracking().then(({ trackVisit }) => trackVisit({ enabled, url, referrer }));
  }, [enabled, location.pathname, location.search]);
  return null;
}
