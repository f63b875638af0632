// wc/v3/orders on the platform API, in WooCommerce's shape (wc-order.ts): orders listed (by
// status, placed after/before, searched by the customer's email, number or billing name), one read,
// its status and customer note changed (all or nothing: stock moves with the status as on the
// owner's page), and deleted for good with force=true (held stock goes back). Our statuses are
// WooCommerce's own names (pending, processing, on-hold, completed, cancelled, refunded); we have
// no `failed` or `trash`. An order created here goes through the checkout's own path
// (wc-order-create.ts): stock taken, totals ours.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@pinwheel/core';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  pageQuery,
  pageWindow,
  requireVersion,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { multiLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import { StockShortage } from '../../catalog/index.ts';
import { orderStatuses } from '../payment-methods.ts';
import type { OrdersService } from '../service.ts';
import { orderFilterOf, orderFilterQuery } from './order-list-query.ts';
import {
  ORDERS_PATH as path,
  orderIdParams as idParams,
  orderNotFound as notFound,
} from './order-route-params.ts';
import { createWcOrder, wcOrderCreateBody } from './wc-order-create.ts';
import { wcOrderAnswer, wcOrderJson } from './wc-order.ts';

const status = z.enum(orderStatuses);

export async function orderRestRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService; language: () => Language },
) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wc/v3 orders'];

  routes.get(
    path,
    {
      schema: {
        tags,
        summary:
          'List orders (search matches the customer’s email, the order number and the billing address)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date', 'id']).default('date'),
          ...orderFilterQuery,
        }),
        response: { 200: z.array(wcOrderAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await orders.page(orderFilterOf(query), { ...query, ...pageWindow(query) });
      return sendPage(request, reply, page.orders.map(wcOrderJson), page.total);
    },
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        summary:
          'Create an order as the checkout places one: stock taken, prices and totals ours, the payment method sets the status, mails sent',
        body: wcOrderCreateBody,
        response: { 201: wcOrderAnswer },
      },
    },
    // The shopper's mails go out in the shop's default language.
    (request, reply) => createWcOrder(orders, request.body, options.language(), reply),
  );

  routes.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Retrieve an order',
        params: idParams,
        response: { 200: wcOrderAnswer },
      },
    },
    async (request, reply) => {
      const order = await orders.get(request.params.id);
      if (!order) return notFound(reply);
      answerVersion(reply, order.updatedAt);
      return wcOrderJson(order);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${path}/:id`,
    schema: {
      tags,
      summary:
        'Update an order’s status and/or customer note (cancelling or refunding puts its stock back; reopening takes it again); with If-Match, 412 rest_edit_conflict when it changed since',
      params: idParams,
      body: z.object({
        status: status.optional(),
        customer_note: multiLineText(2000).optional(),
      }),
      response: { 200: wcOrderAnswer, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      const { status: newStatus, customer_note: note } = request.body;
      const before = await orders.get(request.params.id);
      if (!before) return notFound(reply);
      requireVersion(request, before.updatedAt);
      try {
        const order = await orders.update(
          request.params.id,
          { status: newStatus, note },
          nextVersion(before.updatedAt),
        );
        if (!order) return notFound(reply);
        answerVersion(reply, order.updatedAt);
        return wcOrderJson(order);
      } catch (error) {
        if (!(error instanceof StockShortage)) throw error;
        const titles = error.lines.map((line) => line.title).join(', ');
        return invalidParams(reply, {
          status: `The order cannot be reopened: not enough stock of ${titles}.`,
        });
      }
    },
  });

  routes.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an order for good (force=true); stock it held goes back',
        params: idParams,
        querystring: forceQuery,
        response: { 200: wcOrderAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const order = await orders.delete(request.params.id);
      return order ? wcOrderJson(order) : notFound(reply);
    },
  );
}
