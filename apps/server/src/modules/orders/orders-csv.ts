// Orders as CSV rows a spreadsheet opens correctly: UTF-8 with a byte-order mark (Excel reads
// Hebrew right only with it), CRLF rows, every cell quoted, and formula injection neutralised — a
// cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return)
// starts with an apostrophe, the OWASP advice; customers' words stay words. The leads module
// writes its CSV the same way; modules share nothing but their index, hence this copy of the rule.
import { moneyInputValue } from '@pinwheel/core';
import type { Order } from './order-record.ts';
import { refundedTotal } from './refund-rules.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const ORDERS_CSV_BOM = '\ufeff';

const HEADER = [
  'number',
  'date_created_gmt',
  'status',
  'email',
  'phone',
  'billing_first_name',
  'billing_last_name',
  'billing_company',
  'billing_address_1',
  'billing_address_2',
  'billing_city',
  'billing_state',
  'billing_postcode',
  'billing_country',
  'shipping_first_name',
  'shipping_last_name',
  'shipping_address_1',
  'shipping_city',
  'shipping_postcode',
  'shipping_country',
  'items',
  'item_count',
  'currency',
  'subtotal',
  'discount_codes',
  'discount_total',
  'shipping_method',
  'shipping_total',
  'total',
  'refunded',
  'payment_method',
  'customer_note',
  'origin_source',
  'order_id',
];

export function ordersCsvHeader(): string {
  return `${HEADER.map(csvCell).join(',')}\r\n`;
}

/** One CRLF-ended row per order. Money as decimal strings in each order's currency. */
export function ordersCsvRows(orders: readonly Order[]): string {
  return orders
    .map((order) => {
      const money = (minor: number) => moneyInputValue(minor, order.currency);
      const cells = [
        order.number,
        new Date(order.createdAt).toISOString().slice(0, 19),
        order.status,
        order.email,
        order.phone,
        order.billing.first_name,
        order.billing.last_name,
        order.billing.company,
        order.billing.address_1,
        order.billing.address_2,
        order.billing.city,
        order.billing.state,
        order.billing.postcode,
        order.billing.country,
        order.shipping.first_name,
        order.shipping.last_name,
        order.shipping.address_1,
        order.shipping.city,
        order.shipping.postcode,
        order.shipping.country,
        order.lines
          .map(
            (line) => `${line.title}${line.options ? ` (${line.options})` : ''} × ${line.quantity}`,
          )
          .join('; '),
        String(order.lines.reduce((sum, line) => sum + line.quantity, 0)),
        order.currency,
        money(order.subtotal),
        order.coupons.map((coupon) => coupon.code).join(' '),
        money(order.discountTotal),
        order.shippingMethod,
        money(order.shippingTotal),
        money(order.total),
        money(refundedTotal(order)),
        order.paymentMethod,
        order.note,
        order.attribution.source ?? '',
        order.id,
      ];
      return `${cells.map(csvCell).join(',')}\r\n`;
    })
    .join('');
}
