// The popups list's data: the periods an owner chooses from, each turned into the moments the
// performance call takes (the owner's own days, from the browser's clock and time zone), and the
// call itself through the typed client, whose answer type is the server's schema.
import type { PinwheelClient } from '@pinwheel/client';
import type { PopupType } from '@pinwheel/core';

/** The popups list's query key: writes elsewhere (an A/B variant made or published) refresh it. */
export const PERFORMANCE_KEY = 'pinwheel/v1/popups/performance';

export const PERIODS = ['7', '30', '90', 'month', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export const POPUP_STATUSES = ['live', 'paused', 'draft'] as const;

/** A date-time with the browser's own offset, so "today" starts at the owner's midnight. */
function withOffset(date: Date): string {
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/**
 * The period's start and end: the last N days are today and the N − 1 days before it, from
 * midnight; this month from its first day; all time from 2000 (before any shop of ours). It ends
 * with the current second, not at its start: the moments are written to the second, and a lead
 * taken in the second the list opened would otherwise be left out of it.
 */
export function periodRange(period: Period, now: Date): { after: string; before: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (period === 'month') start.setDate(1);
  else if (period === 'all') start.setFullYear(2000, 0, 1);
  else start.setDate(start.getDate() - (Number(period) - 1));
  const end = new Date(Math.floor(now.getTime() / 1000) * 1000 + 1000);
  return { after: withOffset(start), before: withOffset(end) };
}

export function fetchPerformance(
  client: PinwheelClient,
  query: { after: string; before: string; site?: string; type?: string; status?: string },
  signal: AbortSignal,
) {
  return client.get('/wp-json/pinwheel/v1/popups/performance', {
    query: {
      after: query.after,
      before: query.before,
      ...(query.site ? { site: query.site } : {}),
      ...(query.type ? { type: query.type as PopupType } : {}),
      ...(query.status ? { status: query.status as (typeof POPUP_STATUSES)[number] } : {}),
    },
    signal,
  });
}

export type PopupPerformance = Awaited<ReturnType<typeof fetchPerformance>>;
export type PopupFigures = PopupPerformance['popups'][number];
