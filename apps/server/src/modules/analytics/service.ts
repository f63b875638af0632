// The analytics service (app.analytics): figures that cross modules, each read through the
// owning module's service (views from display, conversions from leads, orders from orders, issued
// codes from coupons), so this module has no tables of its own.
import type { PopupType } from '@pinwheel/core';
import type { CouponsService } from '../coupons/index.ts';
import type { DisplayService } from '../display/index.ts';
import type { LeadsService } from '../leads/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { ATTRIBUTION_WINDOW_DAYS, creditOrders } from './popup-revenue.ts';

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

export interface AnalyticsDeps {
  display: DisplayService;
  leads: LeadsService;
  orders: OrdersService;
  coupons: CouponsService;
}

export class AnalyticsService {
  readonly attributionWindowDays = ATTRIBUTION_WINDOW_DAYS;

  constructor(private readonly deps: AnalyticsDeps) {}

  /** Every popup matching the filter with its views, conversions and revenue in [from, to). */
  async popupPerformance(filter: PopupPerformanceFilter): Promise<PopupPerformance[]> {
    const { display, leads, orders, coupons } = this.deps;
    const [popups, views, conversions, sold, popupCodes] = await Promise.all([
      display.popupOverview(),
      display.viewsBetween(filter.from, filter.to),
      leads.conversionsBetween(filter.from, filter.to),
      orders.soldOrdersBetween(filter.from, filter.to),
      display.couponCodesByPopup(),
    ]);
    const issuedTo = await coupons.leadsOfIssuedCodes([
      ...new Set(sold.flatMap((order) => order.codes)),
    ]);
    const buyerConversions = await leads.conversionsFor({
      emails: [...new Set(sold.map((order) => order.email))],
      leadIds: [...new Set(issuedTo.values())],
      until: filter.to,
    });
    const credited = creditOrders({
      orders: sold,
      issuedTo,
      popupCodes,
      conversions: buyerConversions.map((lead) => ({
        ...lead,
        email: lead.email?.toLowerCase() ?? null,
      })),
    });
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

  /** The shop's currency, which revenue is in. */
  currency(): Promise<string> {
    return this.deps.orders.currency();
  }
}
