// An order in the API's words (snake_case, money in minor units), for the checkout's answer and
// the owner API alike.
import { z } from 'zod';
import type { Order } from './order-record.ts';

const address = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});

export const orderAnswer = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  email: z.string(),
  phone: z.string(),
  billing: address,
  shipping: address,
  note: z.string(),
  shipping_method: z.string(),
  payment_method: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  shipping_total: z.number(),
  coupon_lines: z.array(z.object({ code: z.string(), discount: z.number() })),
  discount_total: z.number(),
  total: z.number(),
  due_now: z.number(),
  attribution: z.record(z.string(), z.string()),
  lines: z.array(
    z.object({
      variation_id: z.number(),
      product_id: z.string(),
      title: z.string(),
      options: z.string(),
      sku: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
      line_total: z.number(),
      pre_order_label: z.string().nullable(),
      deposit: z
        .object({
          name: z.string(),
          percent: z.number(),
          installments: z.number(),
          due_now: z.number(),
        })
        .nullable(),
    }),
  ),
  created_at: z.number(),
  updated_at: z.number(),
});

export function orderJson(order: Order): z.infer<typeof orderAnswer> {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    phone: order.phone,
    billing: order.billing,
    shipping: order.shipping,
    note: order.note,
    shipping_method: order.shippingMethod,
    payment_method: order.paymentMethod,
    currency: order.currency,
    subtotal: order.subtotal,
    shipping_total: order.shippingTotal,
    coupon_lines: order.coupons,
    discount_total: order.discountTotal,
    total: order.total,
    due_now: order.dueNow,
    attribution: order.attribution as Record<string, string>,
    lines: order.lines.map((line) => ({
      variation_id: line.variationId,
      product_id: line.productId,
      title: line.title,
      options: line.options,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
      pre_order_label: line.preOrderLabel,
      deposit: line.deposit
        ? {
            name: line.deposit.name,
            percent: line.deposit.percent,
            installments: line.deposit.installments,
            due_now: line.deposit.dueNow,
          }
        : null,
    })),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}
