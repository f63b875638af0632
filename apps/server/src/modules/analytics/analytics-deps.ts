// What the analytics module reads through (the owning modules' services), and the one shape its
// parts pass between them: a sold order with the popup it is credited to.
import type { CouponsService } from '../coupons/index.ts';
import type { DisplayService, PopupOverviewRow } from '../display/index.ts';
import type { LeadsService } from '../leads/index.ts';
import type { OrdersService } from '../orders/index.ts';

export interface AnalyticsDeps {
  display: DisplayService;
  leads: LeadsService;
  orders: OrdersService;
  coupons: CouponsService;
}

/** A sold order with the popup it is credited to. */
export interface CreditedOrder {
  popupId: string;
  /** Minor units of the shop's currency. */
  total: number;
  createdAt: number;
  origin: { type: string | null; source: string | null };
}

/** The credited orders placed in [from, to), the popups' coupon codes read from these rows. */
export type CreditedOrders = (
  from: number,
  to: number,
  popups: readonly PopupOverviewRow[],
) => Promise<CreditedOrder[]>;
