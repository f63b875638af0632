// What a refund may be, judged against the order as it stands (pure: the service calls it inside
// the transaction that records the refund, so two refunds racing cannot both pass). A refund is
// never more than what is left of the paid total, never covers more units of a line than were
// bought less those refunded before, and returns stock only while the order still holds it.
import type { Order, OrderRefund } from './order-record.ts';

export interface RefundRequest {
  /** Minor units. */
  amount: number;
  reason: string;
  /** By the order line's position; amount in minor units (default: the unit price × quantity). */
  lines: Array<{ position: number; quantity: number; amount?: number | undefined }>;
  restock: boolean;
}

/** A refusal names the request's field it is about, as WooCommerce's parameters are named. */
export type RefundJudgement =
  | { ok: true; lines: OrderRefund['lines'] }
  | { ok: false; field: 'amount' | 'line_items' | 'restock_items'; message: string };

/** What the order's refunds gave back so far (minor units). */
export function refundedTotal(order: Pick<Order, 'refunds'>): number {
  return order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
}

/** Units of each line (by position) refunds covered so far; `restockedOnly` counts those returned. */
export function refundedUnits(order: Pick<Order, 'refunds'>, restockedOnly = false) {
  const units = new Map<number, number>();
  for (const refund of order.refunds) {
    if (restockedOnly && !refund.restock) continue;
    for (const line of refund.lines) {
      units.set(line.position, (units.get(line.position) ?? 0) + line.quantity);
    }
  }
  return units;
}

/** The units each line still takes from the shelf while the order holds its stock. */
export function heldLines(order: Pick<Order, 'lines' | 'refunds'>) {
  const returned = refundedUnits(order, true);
  return order.lines
    .map((line, position) => ({
      variationId: line.variationId,
      quantity: line.quantity - (returned.get(position) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}

/** `money` words an amount for a message (the route's currency format). */
export function judgeRefund(
  order: Order,
  request: RefundRequest,
  money: (minor: number) => string,
): RefundJudgement {
  const left = order.total - refundedTotal(order);
  if (left <= 0) {
    return { ok: false, field: 'amount', message: 'This order has been refunded in full already.' };
  }
  if (!Number.isInteger(request.amount) || request.amount <= 0) {
    return { ok: false, field: 'amount', message: 'The refund amount must be more than zero.' };
  }
  if (request.amount > left) {
    return {
      ok: false,
      field: 'amount',
      message: `The refund cannot be more than what is left to refund, ${money(left)}.`,
    };
  }
  const before = refundedUnits(order);
  const seen = new Set<number>();
  const lines: OrderRefund['lines'] = [];
  for (const wanted of request.lines) {
    const line = order.lines[wanted.position];
    if (!line || seen.has(wanted.position)) {
      return {
        ok: false,
        field: 'line_items',
        message: 'A refunded line is not one of this order’s lines.',
      };
    }
    seen.add(wanted.position);
    if (wanted.quantity === 0) continue;
    const open = line.quantity - (before.get(wanted.position) ?? 0);
    if (wanted.quantity > open) {
      return {
        ok: false,
        field: 'line_items',
        message: `Only ${open} of “${line.title}” can still be refunded.`,
      };
    }
    lines.push({
      position: wanted.position,
      quantity: wanted.quantity,
      amount: wanted.amount ?? line.unitPrice * wanted.quantity,
    });
  }
  if (request.restock && lines.length > 0 && !order.stockHeld) {
    return {
      ok: false,
      field: 'restock_items',
      message: 'This order’s stock is back on the shelf already (it was cancelled or refunded).',
    };
  }
  return { ok: true, lines };
}
