// The popup analytics page's data: the periods an owner chooses from, turned into the moments and
// the UTC offset the analytics call takes (the owner's own days, from the browser's clock), and
// the calls through the typed client, whose answer types are the server's schemas.
import type { PinwheelClient } from '@pinwheel/client';

export const ANALYTICS_PERIODS = ['7', '30', '90', '365'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_KEY = 'pinwheel/v1/popups/analytics';
export const AB_KEY = 'pinwheel/v1/popups/ab';

/** The last N days: today and the N − 1 days before it, from this computer's midnight. */
export function analyticsRange(period: AnalyticsPeriod, now: Date) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - (Number(period) - 1));
  return {
    after: start.toISOString(),
    before: now.toISOString(),
    // Minutes east of UTC, as the server counts days in it (getTimezoneOffset is west).
    utcOffset: -now.getTimezoneOffset(),
  };
}

export function fetchAnalytics(
  client: PinwheelClient,
  query: { after: string; before: string; utcOffset: number; popup?: string },
  signal: AbortSignal,
) {
  return client.get('/wp-json/pinwheel/v1/popups/analytics', {
    query: {
      after: query.after,
      before: query.before,
      utc_offset: query.utcOffset,
      ...(query.popup ? { popup: query.popup } : {}),
    },
    signal,
  });
}

export type Analytics = Awaited<ReturnType<typeof fetchAnalytics>>;
export type DayFigures = Analytics['days'][number];

export function fetchAbResults(client: PinwheelClient, id: string, signal: AbortSignal) {
  return client.get('/wp-json/pinwheel/v1/popups/{id}/ab', { params: { id }, signal });
}

export type AbResults = Awaited<ReturnType<typeof fetchAbResults>>;
export type AbVariant = AbResults['variants'][number];

/** "+02:00" for an offset of 120 minutes east of UTC. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
