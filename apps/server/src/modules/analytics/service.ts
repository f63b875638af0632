// The analytics service (app.analytics): figures that cross modules, each read through the
// owning module's service (views from display, conversions from leads, orders from orders, issued
// codes from coupons), so this module has no tables of its own. Counting is done by the databases
// (GROUP BY popup, day, page, device); what is done here is the revenue credit (popup-revenue.ts)
// over the period's sold orders, and putting the figures together.
import type { PopupType } from '@pinwheel/core';
import type { PopupOverviewRow } from '../display/index.ts';
import type { AnalyticsDeps, CreditedOrder } from './analytics-deps.ts';
import { abResults, makeWinner, type AbResults, type WinnerProblem } from './ab-results.ts';
import { ATTRIBUTION_WINDOW_DAYS, creditEachOrder } from './popup-revenue.ts';
import { analyticsOverTime, type AnalyticsOverTime, type AnalyticsQuery } from './over-time.ts';

export interface PopupPerformanceFilter {
  from: number;
  to: number;
  siteId?: string | undefined;
  type?: PopupType | undefined;
  status?: 'draft' | 'live' | 'paused' | undefined;
}

export interface PopupPerformance {
  id: string;
  name: string;
  siteId: string;
  siteName: string;
  siteClientId: string;
  type: PopupType;
  status: 'draft' | 'live' | 'paused';
  views: number;
  conversions: number;
  /** Minor units of the shop's currency. */
  revenue: number;
  orders: number;
}

export class AnalyticsService {
  readonly attributionWindowDays = ATTRIBUTION_WINDOW_DAYS;

  constructor(private readonly deps: AnalyticsDeps) {}

  /** Every popup matching the filter with its views, conversions and revenue in [from, to). */
  async popupPerformance(filter: PopupPerformanceFilter): Promise<PopupPerformance[]> {
    const { display, leads } = this.deps;
    const [popups, views, conversions] = await Promise.all([
      display.popupOverview(),
      display.viewsBetween(filter.from, filter.to),
      leads.conversionsBetween(filter.from, filter.to),
    ]);
    const credited = new Map<string, { revenue: number; orders: number }>();
    for (const order of await this.creditedOrders(filter.from, filter.to, popups)) {
      const sum = credited.get(order.popupId) ?? { revenue: 0, orders: 0 };
      credited.set(order.popupId, { revenue: sum.revenue + order.total, orders: sum.orders + 1 });
    }
    return popups
      .filter(
        (popup) =>
          (!filter.siteId || popup.siteId === filter.siteId) &&
          (!filter.type || popup.type === filter.type) &&
          (!filter.status || popup.status === filter.status),
      )
      .map((popup) => ({
        id: popup.id,
        name: popup.name,
        siteId: popup.siteId,
        siteName: popup.siteName,
        siteClientId: popup.siteClientId,
        type: popup.type,
        status: popup.status,
        views: views.get(popup.id) ?? 0,
        conversions: conversions.get(popup.id) ?? 0,
        revenue: credited.get(popup.id)?.revenue ?? 0,
        orders: credited.get(popup.id)?.orders ?? 0,
      }));
  }

  /** Views, conversions and revenue per day, and by popup, device, page and source. */
  async overTime(query: AnalyticsQuery): Promise<AnalyticsOverTime> {
    const popups = await this.deps.display.popupOverview();
    const credited = await this.creditedOrders(query.from, query.to, popups);
    return analyticsOverTime(this.deps, popups, credited, query);
  }

  /**
   * An A/B test's results (the popup and its variants), all time; null for an unknown popup. A
   * threshold the owner set is checked here, whenever the results are read: once it is met the
   * winner is made as the owner would make it (makeWinner), and the answer says so.
   */
  async abResults(popupId: string, now = Date.now()): Promise<AbResults | null> {
    return abResults(this.deps, popupId, now, (from, to, popups) =>
      this.creditedOrders(from, to, popups),
    );
  }

  /** Ends the test with this variant (or the original) as the winner (ab-results.ts). */
  makeWinner(
    popupId: string,
    winnerId: string,
    now = Date.now(),
  ): Promise<AbResults | WinnerProblem> {
    return makeWinner(this.deps, popupId, winnerId, 'owner', now, (from, to, popups) =>
      this.creditedOrders(from, to, popups),
    );
  }

  /** Sets or clears (null) the test's automatic-winner threshold. */
  async setAutoWinner(
    popupId: string,
    threshold: { minViews: number; minChance: number } | null,
  ): Promise<AbResults | null> {
    if (!(await this.deps.display.getPopup(popupId))) return null;
    await this.deps.display.saveAbEnding(popupId, { autoWinner: threshold });
    return this.abResults(popupId);
  }

  /** The shop's currency, which revenue is in. */
  currency(): Promise<string> {
    return this.deps.orders.currency();
  }

  /** The period's sold orders that a popup brought, each with that popup (popup-revenue.ts). */
  private async creditedOrders(
    from: number,
    to: number,
    popups: readonly PopupOverviewRow[],
  ): Promise<CreditedOrder[]> {
    const { leads, orders, coupons } = this.deps;
    const sold = await orders.soldOrdersBetween(from, to);
    if (sold.length === 0) return [];
    const issuedTo = await coupons.leadsOfIssuedCodes([
      ...new Set(sold.flatMap((order) => order.codes)),
    ]);
    const buyerConversions = await leads.conversionsFor({
      emails: [...new Set(sold.map((order) => order.email))],
      leadIds: [...new Set(issuedTo.values())],
      until: to,
    });
    const popupOf = creditEachOrder({
      orders: sold,
      issuedTo,
      popupCodes: new Map(popups.map((popup) => [popup.id, popup.couponCodes])),
      conversions: buyerConversions.map((lead) => ({
        ...lead,
        email: lead.email?.toLowerCase() ?? null,
      })),
    });
    return sold.flatMap((order) => {
      const popupId = popupOf.get(order.id);
      return popupId
        ? [{ popupId, total: order.total, createdAt: order.createdAt, origin: order.origin }]
        : [];
    });
  }
}
