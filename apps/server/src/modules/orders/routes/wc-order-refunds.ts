// wc/v3/orders/{id}/refunds in WooCommerce's refund shape (class-wc-rest-order-refunds-controller):
// list, read, record and delete (force=true; there is no trash). Recording a refund returns the
// units of the lines it names to stock in the same transaction when `restock_items` (or
// WooCommerce's `api_restock`, true by default as there) asks; an order refunded in full becomes
// `refunded`. Pinwheel moves no money: `refunded_payment` is always false, and the owner gives the
// money back the way the customer paid.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { minorUnitsPer, moneyInputValue, parseMoneyInput } from '@pinwheel/core';
import { z } from 'zod';
import { invalidParams, restError } from '../../../platform-api/index.ts';
import { multiLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import { wpDateGmt } from '../../../schemas/rest-date.ts';
import { StockShortage } from '../../catalog/index.ts';
import type { Order, OrderRefund } from '../order-record.ts';
import type { OrdersService } from '../service.ts';
import {
  ORDERS_PATH,
  orderChildParams,
  orderIdParams,
  orderNotFound,
} from './order-route-params.ts';

const money = z.string().trim().max(20);

export const wcRefundAnswer = z.object({
  id: z.string(),
  date_created: z.string(),
  date_created_gmt: z.string(),
  amount: z.string(),
  reason: z.string(),
  refunded_by: z.number().describe('always 0: the owner'),
  refunded_payment: z.boolean().describe('always false: Pinwheel moves no money'),
  restock_items: z.boolean().describe('whether the lines’ units went back to stock (ours)'),
  meta_data: z.array(z.object({ key: z.string(), value: z.string() })),
  line_items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      product_id: z.string(),
      variation_id: z.number(),
      quantity: z.number().describe('negative, as in WooCommerce'),
      subtotal: z.string(),
      total: z.string(),
      sku: z.string(),
      price: z.number(),
      refunded_item_id: z.string().describe('the order line it refunds'),
    }),
  ),
});

const refundBody = z.object({
  amount: money.describe('decimal string in the order’s currency'),
  reason: multiLineText(500).optional(),
  line_items: z
    .array(
      z.object({
        id: z.string().max(80).describe('the order line’s id'),
        quantity: z.coerce.number().int().min(0).max(100_000),
        refund_total: money.optional(),
      }),
    )
    .max(100)
    .optional(),
  restock_items: z.boolean().optional(),
  api_restock: z.boolean().optional(),
  api_refund: z.boolean().optional().describe('accepted and ignored: no payment is moved'),
});

export function wcRefundJson(order: Order, refund: OrderRefund) {
  const value = (minor: number) => moneyInputValue(minor, order.currency);
  return {
    id: refund.id,
    date_created: wpDateGmt(refund.createdAt),
    date_created_gmt: wpDateGmt(refund.createdAt),
    amount: value(refund.amount),
    reason: refund.reason,
    refunded_by: 0,
    refunded_payment: false,
    restock_items: refund.restock,
    meta_data: [],
    line_items: refund.lines.map((line) => {
      const bought = order.lines[line.position]!;
      return {
        id: `${refund.id}-${line.position}`,
        name: bought.title,
        product_id: bought.productId,
        variation_id: bought.variationId,
        quantity: -line.quantity,
        subtotal: `-${value(line.amount)}`,
        total: `-${value(line.amount)}`,
        sku: bought.sku,
        price: bought.unitPrice / minorUnitsPer(order.currency),
        refunded_item_id: `${order.id}-${line.position}`,
      };
    }),
  };
}

export async function wcOrderRefundRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService },
) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wc/v3 orders'];
  const path = `${ORDERS_PATH}/:id/refunds`;

  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'List an order’s refunds, newest first',
        params: orderIdParams,
        response: { 200: z.array(wcRefundAnswer) },
      },
    },
    async (request, reply) => {
      const order = await orders.get(request.params.id);
      if (!order) return orderNotFound(reply);
      return [...order.refunds].reverse().map((refund) => wcRefundJson(order, refund));
    },
  );

  routes.get(
    `${path}/:child`,
    {
      schema: {
        tags,
        summary: 'Retrieve one refund',
        params: orderChildParams,
        response: { 200: wcRefundAnswer },
      },
    },
    async (request, reply) => {
      const order = await orders.get(request.params.id);
      if (!order) return orderNotFound(reply);
      const refund = order.refunds.find((one) => one.id === request.params.child);
      return refund ? wcRefundJson(order, refund) : refundNotFound(reply);
    },
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        summary:
          'Record a refund (never more than what is left of the total); the lines’ units go back to stock with restock_items, in the same transaction; refunded in full, the order becomes refunded',
        params: orderIdParams,
        body: refundBody,
        response: { 201: wcRefundAnswer },
      },
    },
    async (request, reply) => {
      const order = await orders.get(request.params.id);
      if (!order) return orderNotFound(reply);
      const { body } = request;
      const amount = parseMoneyInput(body.amount, order.currency);
      if (!amount.ok) {
        return invalidParams(reply, {
          amount: `Must be an amount in ${order.currency}, like ${moneyInputValue(1250, order.currency)}.`,
        });
      }
      const lines: Array<{ position: number; quantity: number; amount?: number }> = [];
      for (const item of body.line_items ?? []) {
        const position = linePosition(order, item.id);
        if (position === null) {
          return invalidParams(reply, { line_items: `${item.id} is not a line of this order.` });
        }
        let lineAmount: number | undefined;
        if (item.refund_total !== undefined && item.refund_total !== '') {
          const parsed = parseMoneyInput(item.refund_total, order.currency);
          if (!parsed.ok) {
            return invalidParams(reply, { line_items: 'A line’s refund_total is not an amount.' });
          }
          lineAmount = parsed.minor;
        }
        lines.push({ position, quantity: item.quantity, amount: lineAmount });
      }
      const outcome = await orders.refund(
        order.id,
        {
          amount: amount.minor,
          reason: body.reason ?? '',
          lines,
          restock: body.restock_items ?? body.api_restock ?? true,
        },
        moneyInputValue,
      );
      if (!outcome) return orderNotFound(reply);
      if (!outcome.ok) return invalidParams(reply, { [outcome.field]: outcome.message });
      return reply.code(201).send(wcRefundJson(outcome.order, outcome.refund));
    },
  );

  routes.delete(
    `${path}/:child`,
    {
      schema: {
        tags,
        summary:
          'Delete a refund record (force=true); units it put back in stock are taken again, or 409 when they have sold meanwhile',
        params: orderChildParams,
        querystring: forceQuery,
        response: { 200: wcRefundAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const order = await orders.get(request.params.id);
      if (!order) return orderNotFound(reply);
      try {
        const refund = await orders.deleteRefund(order.id, request.params.child);
        return refund ? wcRefundJson(order, refund) : refundNotFound(reply);
      } catch (error) {
        if (!(error instanceof StockShortage)) throw error;
        const titles = error.lines.map((line) => line.title).join(', ');
        return restError(
          reply,
          409,
          'pinwheel_refund_stock_sold',
          `The refund put ${titles} back in stock, and it has sold since: the refund stays.`,
        );
      }
    },
  );
}

/** An order line's position from its id (`{order id}-{position}`, as wc-order.ts answers). */
function linePosition(order: Order, lineId: string): number | null {
  const prefix = `${order.id}-`;
  if (!lineId.startsWith(prefix)) return null;
  const position = Number(lineId.slice(prefix.length));
  return Number.isInteger(position) && position >= 0 && position < order.lines.length
    ? position
    : null;
}

const refundNotFound = (reply: Parameters<typeof orderNotFound>[0]) =>
  restError(reply, 404, 'woocommerce_rest_invalid_id', 'Invalid ID.');
