// Which popup an order is credited to (issue 29: "orders placed with a popup's coupon and orders
// by visitors after they converted on it, with the attribution window stated"). Each order goes
// to one popup at most, so the popups' revenues add up to no more than the shop's:
// 1. a single-use code the order used was issued to a lead of that popup;
// 2. else a shared code the order used is handed out by that popup alone (a code several popups
//    hand out says nothing about which one the buyer saw, so it credits none of them);
// 3. else the buyer's email converted on that popup within the window before the order (the
//    latest such conversion: the popup that last won the buyer over).
// Pure, so the rules are tested without a database.

/** How long after a conversion an order by the same email is credited to the popup. */
export const ATTRIBUTION_WINDOW_DAYS = 30;
const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 86_400_000;

export interface OrderToCredit {
  id: string;
  /** Lower case. */
  email: string;
  total: number;
  /** Upper case. */
  codes: readonly string[];
  createdAt: number;
}

export interface Conversion {
  id: string;
  popupId: string;
  /** Lower case; null for a conversion without an email (a click). */
  email: string | null;
  createdAt: number;
}

export interface CreditInputs {
  orders: readonly OrderToCredit[];
  /** Single-use code → the lead it was issued to. */
  issuedTo: ReadonlyMap<string, string>;
  /** Popup id → the shared codes it hands out (upper case). */
  popupCodes: ReadonlyMap<string, readonly string[]>;
  /** The leads named by issued codes, and the buyers' own earlier conversions. */
  conversions: readonly Conversion[];
}

export interface PopupRevenue {
  /** Minor units. */
  revenue: number;
  orders: number;
}

/** The popup each order is credited to, by order id; orders no popup brought are absent. */
export function creditEachOrder(inputs: CreditInputs): Map<string, string> {
  const leadPopup = new Map(inputs.conversions.map((lead) => [lead.id, lead.popupId]));
  const popupsOfCode = new Map<string, string[]>();
  for (const [popupId, codes] of inputs.popupCodes) {
    for (const code of codes) popupsOfCode.set(code, [...(popupsOfCode.get(code) ?? []), popupId]);
  }
  const byEmail = new Map<string, Conversion[]>();
  for (const conversion of inputs.conversions) {
    if (conversion.email) {
      byEmail.set(conversion.email, [...(byEmail.get(conversion.email) ?? []), conversion]);
    }
  }

  const creditOf = (order: OrderToCredit): string | undefined => {
    for (const code of order.codes) {
      const lead = inputs.issuedTo.get(code);
      const popup = lead && leadPopup.get(lead);
      if (popup) return popup;
    }
    for (const code of order.codes) {
      const popups = popupsOfCode.get(code);
      if (popups?.length === 1) return popups[0];
    }
    const latest = (byEmail.get(order.email) ?? [])
      .filter((c) => c.createdAt <= order.createdAt && order.createdAt - c.createdAt <= WINDOW_MS)
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    return latest?.popupId;
  };

  const credited = new Map<string, string>();
  for (const order of inputs.orders) {
    const popupId = creditOf(order);
    if (popupId) credited.set(order.id, popupId);
  }
  return credited;
}

/** Revenue and orders per popup id; popups with none are absent. */
export function creditOrders(inputs: CreditInputs): Map<string, PopupRevenue> {
  const popupOf = creditEachOrder(inputs);
  const credited = new Map<string, PopupRevenue>();
  for (const order of inputs.orders) {
    const popupId = popupOf.get(order.id);
    if (!popupId) continue;
    const sum = credited.get(popupId) ?? { revenue: 0, orders: 0 };
    credited.set(popupId, { revenue: sum.revenue + order.total, orders: sum.orders + 1 });
  }
  return credited;
}
