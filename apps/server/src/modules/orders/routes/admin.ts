// The owner API for orders, under /api/admin: a signed-in owner only (401 otherwise), the nonce
// hook checks every write. Orders listed newest first (by status too), one order with the mails
// it sent or kept, status changes, and the checkout's settings.
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with wc/v3/orders and pinwheel/v1/settings/checkout (routes/rest.ts,
// routes/settings-rest.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { StockShortage } from '../../catalog/index.ts';
import { orderAnswer, orderJson } from '../order-json.ts';
import { orderSettingsInput, orderSettingsSchema } from '../order-settings.ts';
import { orderStatuses } from '../payment-methods.ts';
import type { OrdersService } from '../service.ts';

const PAGE_SIZE = 50;

const mailAnswer = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(['sent', 'kept', 'failed']),
  created_at: z.number(),
});

const orderId = z.object({ id: z.string().regex(/^[a-z0-9]{1,40}$/) });

export async function ordersAdminRoutes(app: FastifyInstance, options: { orders: OrdersService }) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  ownersOnly(app);
  const tags = ['orders admin'];

  routes.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders, newest first, 50 a page',
        querystring: z.object({
          status: z.enum(orderStatuses).optional(),
          page: z.coerce.number().int().min(1).max(100000).default(1),
        }),
        response: {
          200: z.object({ orders: z.array(orderAnswer), total: z.number(), page: z.number() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const { orders: list, total } = await orders.list({
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
        status,
      });
      return { orders: list.map(orderJson), total, page };
    },
  );

  routes.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with the mails it sent or kept',
        params: orderId,
        response: {
          200: z.object({ order: orderAnswer, mails: z.array(mailAnswer) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orders.get(request.params.id);
      if (!order) return sendApiError(reply, 404, 'not_found', 'No such order');
      const mails = await orders.mails(order.id);
      return {
        order: orderJson(order),
        mails: mails.map((mail) => ({
          id: mail.id,
          recipient: mail.recipient,
          subject: mail.subject,
          body: mail.body,
          state: mail.state,
          created_at: mail.createdAt,
        })),
      };
    },
  );

  routes.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Change an order’s status',
        params: orderId,
        body: z.object({ status: z.enum(orderStatuses) }),
        response: {
          200: z.object({ order: orderAnswer }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      let changed: boolean;
      try {
        changed = await orders.setStatus(request.params.id, request.body.status);
      } catch (error) {
        if (!(error instanceof StockShortage)) throw error;
        const titles = error.lines.map((line) => line.title).join(', ');
        return sendApiError(
          reply,
          409,
          'out_of_stock',
          `The order cannot be reopened: not enough stock of ${titles}`,
        );
      }
      const order = changed ? await orders.get(request.params.id) : null;
      if (!order) return sendApiError(reply, 404, 'not_found', 'No such order');
      return { order: orderJson(order) };
    },
  );

  routes.get(
    '/api/admin/order-settings',
    {
      schema: {
        tags,
        summary: 'The checkout’s settings: shipping, payments, attribution, instalments',
        response: { 200: orderSettingsSchema, 401: apiErrorSchema },
      },
    },
    () => orders.settings(),
  );

  routes.put(
    '/api/admin/order-settings',
    {
      schema: {
        tags,
        summary: 'Save the checkout’s settings',
        body: orderSettingsInput,
        response: { 200: orderSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await orders.saveSettings(request.body);
      return orders.settings();
    },
  );
}
