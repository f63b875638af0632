// An order in WooCommerce's REST shape (class-wc-rest-orders-controller.php), so WooCommerce
// clients read ours as theirs. Money as decimal strings in the order's currency ("19.90"), as
// WooCommerce writes it; times in WordPress's ISO form (date_* in the shop's time, which is UTC
// here, so equal to date_*_gmt). Ids are ours: opaque strings, product ids too; variation ids
// stay integers. The discount codes used are `coupon_lines` with `discount_total` (codes as placed;
// ids are the order's and the line's place). What WooCommerce has and we do not (taxes, fees, customer
// accounts, transaction ids, a shipping phone, where the order was created) is absent, not answered
// as zeros or guesses.
import { messagesOf, minorUnitsPer, moneyInputValue, type MessageKey } from '@pinwheel/core';
import { z } from 'zod';
import { wpDateGmt } from '../../../schemas/rest-date.ts';
import type { Order } from '../order-record.ts';
import { orderStatuses } from '../payment-methods.ts';

const address = {
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
};

const metaData = z.array(z.object({ key: z.string(), value: z.string() }));

export const wcOrderAnswer = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  currency: z.string(),
  date_created: z.string(),
  date_created_gmt: z.string(),
  date_modified: z.string(),
  date_modified_gmt: z.string(),
  subtotal: z.string().describe('The lines’ total before shipping (not in WooCommerce’s order)'),
  shipping_total: z.string(),
  discount_total: z.string().describe('what the discount codes took off'),
  total: z.string(),
  due_now: z
    .string()
    .describe('What is paid now: the total less what deposit plans leave for later'),
  customer_note: z.string(),
  billing: z.object({ ...address, email: z.string(), phone: z.string() }),
  shipping: z.object(address),
  payment_method: z.string(),
  payment_method_title: z.string(),
  meta_data: metaData,
  line_items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      product_id: z.string(),
      variation_id: z.number(),
      quantity: z.number(),
      subtotal: z.string(),
      total: z.string(),
      sku: z.string(),
      price: z.number(),
      meta_data: metaData,
    }),
  ),
  coupon_lines: z.array(z.object({ id: z.string(), code: z.string(), discount: z.string() })),
  shipping_lines: z.array(
    z.object({
      id: z.string(),
      method_id: z.string(),
      method_title: z.string(),
      total: z.string(),
    }),
  ),
  refunds: z
    .array(z.object({ id: z.string(), reason: z.string(), total: z.string() }))
    .describe('each refund, newest first, its total negative as in WooCommerce'),
  stock_held: z
    .boolean()
    .describe(
      'whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock',
    ),
});

export type WcOrder = z.infer<typeof wcOrderAnswer>;

const paymentTitles: Record<string, MessageKey> = {
  cash_on_delivery: 'checkout.payment.cod',
  bank_transfer: 'checkout.payment.bank',
};

const shippingTitles: Record<string, MessageKey> = {
  flat_rate: 'checkout.shipping.flat',
  free_shipping: 'checkout.shipping.free',
};

/** WooCommerce's order-attribution meta keys, for the attribution our checkout stores. */
const ATTRIBUTION_META_PREFIX = '_wc_order_attribution_';

export function wcOrderJson(order: Order): WcOrder {
  const money = (minor: number) => moneyInputValue(minor, order.currency);
  const words = messagesOf(order.lang);
  const title = (titles: Record<string, MessageKey>, id: string) => {
    const key = titles[id];
    return key ? words[key] : id;
  };
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    currency: order.currency,
    date_created: wpDateGmt(order.createdAt),
    date_created_gmt: wpDateGmt(order.createdAt),
    date_modified: wpDateGmt(order.updatedAt),
    date_modified_gmt: wpDateGmt(order.updatedAt),
    subtotal: money(order.subtotal),
    shipping_total: money(order.shippingTotal),
    discount_total: money(order.discountTotal),
    total: money(order.total),
    due_now: money(order.dueNow),
    customer_note: order.note,
    billing: { ...order.billing, email: order.email, phone: order.phone },
    shipping: order.shipping,
    payment_method: order.paymentMethod,
    payment_method_title: title(paymentTitles, order.paymentMethod),
    meta_data: Object.entries(order.attribution).map(([name, value]) => ({
      key: ATTRIBUTION_META_PREFIX + name,
      value: String(value),
    })),
    line_items: order.lines.map((line, position) => ({
      id: `${order.id}-${position}`,
      name: line.title,
      product_id: line.productId,
      variation_id: line.variationId,
      quantity: line.quantity,
      subtotal: money(line.lineTotal),
      total: money(line.lineTotal),
      sku: line.sku,
      price: line.unitPrice / minorUnitsPer(order.currency),
      meta_data: [
        ...(line.options ? [{ key: 'options', value: line.options }] : []),
        ...(line.preOrderLabel ? [{ key: 'pre_order', value: line.preOrderLabel }] : []),
        ...(line.deposit
          ? [
              { key: 'deposit_plan', value: line.deposit.name },
              { key: 'deposit_due_now', value: money(line.deposit.dueNow) },
            ]
          : []),
      ],
    })),
    coupon_lines: order.coupons.map((coupon, position) => ({
      id: `${order.id}-coupon-${position}`,
      code: coupon.code,
      discount: money(coupon.discount),
    })),
    shipping_lines: [
      {
        id: `${order.id}-shipping`,
        method_id: order.shippingMethod,
        method_title: title(shippingTitles, order.shippingMethod),
        total: money(order.shippingTotal),
      },
    ],
    refunds: [...order.refunds].reverse().map((refund) => ({
      id: refund.id,
      reason: refund.reason,
      total: `-${money(refund.amount)}`,
    })),
    stock_held: order.stockHeld,
  };
}
