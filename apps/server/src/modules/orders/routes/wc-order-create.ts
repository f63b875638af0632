// POST wc/v3/orders: an order created through the platform API goes through the checkout's own
// path (submitCheckout), so it is as honest as one placed on the storefront: the catalog prices
// the lines and takes their stock in the order's transaction, our totals and shipping apply, the
// chosen payment method sets the status, and the mails go. WooCommerce's body is read as the
// checkout's WooCommerce field names (billing.first_name → billing_first_name, …) and every
// refusal names WooCommerce's field. Lines are variations (`variation_id`, as our simple products
// have one too); prices, totals, statuses and `set_paid` cannot be given.
import { translate, type Language } from '@pinwheel/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { invalidParams } from '../../../platform-api/index.ts';
import { submitCheckout } from '../checkout-submission.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, type OrdersService } from '../service.ts';
import { shortageMessage } from '../shortage-message.ts';
import { wcOrderJson } from './wc-order.ts';

const text = (max: number) => z.string().max(max).default('');

const address = {
  first_name: text(200),
  last_name: text(200),
  company: text(200),
  address_1: text(400),
  address_2: text(400),
  city: text(200),
  state: text(100),
  postcode: text(40),
  country: text(10),
};

export const wcOrderCreateBody = z.object({
  payment_method: z.string().max(50).describe('cash_on_delivery or bank_transfer, as switched on'),
  billing: z.object({ ...address, email: text(320), phone: text(50) }),
  shipping: z
    .object(address)
    .optional()
    .describe('Where the parcel goes; the billing address when absent'),
  line_items: z
    .array(
      z.object({
        product_id: z.string().max(200).optional(),
        variation_id: z.number().int().positive(),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  shipping_lines: z
    .array(z.object({ method_id: z.string().max(50) }))
    .max(1)
    .default([])
    .describe('flat_rate (when absent) or free_shipping, as offered for the subtotal'),
  customer_note: text(2000),
});

type Body = z.infer<typeof wcOrderCreateBody>;

/** The checkout's field names, read from WooCommerce's body. */
function checkoutFields(body: Body): Record<string, string> {
  const fields: Record<string, string> = {
    billing_email: body.billing.email,
    billing_phone: body.billing.phone,
    ship_to_different_address: body.shipping ? '1' : '',
    shipping_method: body.shipping_lines[0]?.method_id ?? 'flat_rate',
    payment_method: body.payment_method,
    order_comments: body.customer_note,
  };
  for (const [name, value] of Object.entries(body.billing)) fields[`billing_${name}`] = value;
  for (const [name, value] of Object.entries(body.shipping ?? {})) {
    fields[`shipping_${name}`] = value;
  }
  return fields;
}

/** A checkout field's name as WooCommerce's body spells it. */
function wcFieldName(field: string): string {
  if (field === 'shipping_method') return 'shipping_lines';
  if (field === 'order_comments') return 'customer_note';
  if (field === 'ship_to_different_address') return 'shipping';
  const address = /^(billing|shipping)_(.+)$/.exec(field);
  return address ? `${address[1]}.${address[2]}` : field;
}

export async function createWcOrder(
  orders: OrdersService,
  body: Body,
  lang: Language,
  reply: FastifyReply,
) {
  const fields = checkoutFields(body);
  const outcome = await submitCheckout(orders, {
    lines: body.line_items.map((line) => ({
      variationId: line.variation_id,
      quantity: line.quantity,
    })),
    read: (name) => fields[name] ?? '',
    // Attribution describes a shopper's visit; an order made through the API had none.
    attribution: {},
    trackingRefused: true,
    lang,
  });
  if (outcome.ok) return reply.status(201).send(wcOrderJson(outcome.order));
  switch (outcome.reason) {
    case 'invalid':
      return invalidParams(
        reply,
        Object.fromEntries(
          Object.entries(outcome.errors).map(([field, key]) => [
            wcFieldName(field),
            translate(lang, key),
          ]),
        ),
      );
    case 'empty':
    case 'bad_lines':
      return invalidParams(reply, { line_items: translate(lang, 'checkout.empty') });
    case 'unknown_items':
      return invalidParams(reply, {
        line_items: `No product variation has the id ${outcome.variationIds.join(', ')}.`,
      });
    case 'out_of_stock':
      return invalidParams(reply, {
        line_items: outcome.lines.map((line) => shortageMessage(lang, line)).join(' '),
      });
    case 'shipping_changed':
      return invalidParams(reply, {
        shipping_lines: translate(lang, 'checkout.error.shippingMethod'),
      });
  }
}
