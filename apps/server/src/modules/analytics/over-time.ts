// Analytics over time (issue 29): a period's views, conversions and credited revenue per day,
// and broken down by popup, device, page and traffic source. The databases count (GROUP BY day
// and popup, page, device, origin; views from display's hourly and daily counts, 0045); the days
// are the asker's, by the whole-hour UTC offset they give (a period across a daylight-saving
// change counts its days by one offset, the one at the time of asking).
import type { PopupOverviewRow } from '../display/index.ts';
import type { AnalyticsDeps, CreditedOrder } from './analytics-deps.ts';
import {
  conversionSource,
  orderSource,
  sourceKey,
  type SourceKind,
  type TrafficSource,
} from './traffic-source.ts';

const DAY_MS = 86_400_000;
/** The pages and devices listed: the most viewed (or converting) first. */
const TOP_ROWS = 20;

export interface AnalyticsQuery {
  from: number;
  to: number;
  /** Added to UTC to give the asker's clock (minutes east of Greenwich × 60,000). */
  offsetMs: number;
  /** Only this popup's figures. */
  popupId?: string | undefined;
}

export interface Figures {
  views: number;
  conversions: number;
  /** Minor units of the shop's currency. */
  revenue: number;
  orders: number;
}

export interface AnalyticsOverTime {
  /** Every day of the period, oldest first, with zeros on days without any. */
  days: Array<Figures & { date: string }>;
  totals: Figures;
  byPopup: Array<
    Figures & Pick<PopupOverviewRow, 'id' | 'name' | 'type' | 'status' | 'siteName' | 'abTest'>
  >;
  /** Conversions per device (views do not record one). */
  byDevice: Array<{ device: string; conversions: number }>;
  /** The most viewed pages, with the conversions made on each. */
  byPage: Array<{ page: string; views: number; conversions: number }>;
  /** Conversions by what their page knew; revenue by the order's own attribution. */
  bySource: Array<{
    kind: SourceKind;
    name: string;
    conversions: number;
    revenue: number;
    orders: number;
  }>;
}

const zero = (): Figures => ({ views: 0, conversions: 0, revenue: 0, orders: 0 });

/** The day number (days since the epoch on the asker's clock) as YYYY-MM-DD. */
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export async function analyticsOverTime(
  deps: AnalyticsDeps,
  popups: readonly PopupOverviewRow[],
  allCredited: readonly CreditedOrder[],
  query: AnalyticsQuery,
): Promise<AnalyticsOverTime> {
  const { display, leads } = deps;
  const popupIds = query.popupId ? [query.popupId] : undefined;
  const window = { from: query.from, to: query.to, popupIds };
  const [viewDays, conversionDays, viewPages, places] = await Promise.all([
    display.viewsByDay({ ...window, offsetMs: query.offsetMs }),
    leads.conversionsByDay({ ...window, offsetMs: query.offsetMs }),
    display.viewsByPage({ ...window, limit: TOP_ROWS }),
    leads.conversionsByPlace(window),
  ]);
  const credited = query.popupId
    ? allCredited.filter((order) => order.popupId === query.popupId)
    : allCredited;
  const dayOf = (time: number) => Math.floor((time + query.offsetMs) / DAY_MS);

  const firstDay = dayOf(query.from);
  const lastDay = dayOf(query.to - 1);
  const days = new Map<number, Figures>();
  for (let day = firstDay; day <= lastDay; day++) days.set(day, zero());
  const perPopup = new Map<string, Figures>();
  const figuresOf = (map: Map<string, Figures>, key: string) => {
    let figures = map.get(key);
    if (!figures) map.set(key, (figures = zero()));
    return figures;
  };
  for (const row of viewDays) {
    days.get(row.day)!.views += row.count;
    figuresOf(perPopup, row.popupId).views += row.count;
  }
  for (const row of conversionDays) {
    days.get(row.day)!.conversions += row.count;
    figuresOf(perPopup, row.popupId).conversions += row.count;
  }
  const perSource = new Map<string, TrafficSource & Figures>();
  const sourceFigures = (source: TrafficSource) => {
    let figures = perSource.get(sourceKey(source));
    if (!figures) perSource.set(sourceKey(source), (figures = { ...source, ...zero() }));
    return figures;
  };
  for (const order of credited) {
    const day = days.get(dayOf(order.createdAt))!;
    day.revenue += order.total;
    day.orders += 1;
    const popup = figuresOf(perPopup, order.popupId);
    popup.revenue += order.total;
    popup.orders += 1;
    const source = sourceFigures(orderSource(order.origin));
    source.revenue += order.total;
    source.orders += 1;
  }
  const conversionsOnPage = new Map<string, number>();
  for (const place of places) {
    sourceFigures(conversionSource(place.utm, place.referrer)).conversions += place.count;
    conversionsOnPage.set(place.page, (conversionsOnPage.get(place.page) ?? 0) + place.count);
  }
  const perDevice = new Map<string, number>();
  for (const row of conversionDays) {
    perDevice.set(row.device, (perDevice.get(row.device) ?? 0) + row.count);
  }

  const totals = zero();
  for (const day of days.values()) {
    totals.views += day.views;
    totals.conversions += day.conversions;
    totals.revenue += day.revenue;
    totals.orders += day.orders;
  }
  return {
    days: [...days].map(([day, figures]) => ({ date: dateOf(day), ...figures })),
    totals,
    byPopup: popups
      .filter((popup) => !query.popupId || popup.id === query.popupId)
      .map((popup) => ({
        id: popup.id,
        name: popup.name,
        type: popup.type,
        status: popup.status,
        siteName: popup.siteName,
        abTest: popup.abTest,
        ...(perPopup.get(popup.id) ?? zero()),
      }))
      .sort((a, b) => b.views - a.views || b.conversions - a.conversions),
    byDevice: [...perDevice]
      .map(([device, conversions]) => ({ device, conversions }))
      .sort((a, b) => b.conversions - a.conversions || a.device.localeCompare(b.device))
      .slice(0, TOP_ROWS),
    byPage: viewPages.map((row) => ({
      page: row.url,
      views: row.count,
      conversions: conversionsOnPage.get(row.url) ?? 0,
    })),
    bySource: [...perSource.values()]
      .map(({ kind, name, conversions, revenue, orders }) => ({
        kind,
        name,
        conversions,
        revenue,
        orders,
      }))
      .sort((a, b) => b.revenue - a.revenue || b.conversions - a.conversions),
  };
}
