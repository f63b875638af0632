// What the dashboard reads about orders beyond WooCommerce's API, under pinwheel/v1: the mails an
// order sent (its confirmation, the owner's notice, customer notes), each with what became of it,
// and the filtered orders as a CSV download, streamed a batch at a time so a long history is never
// held at once.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../../platform-api/index.ts';
import { wpDateGmt } from '../../../schemas/rest-date.ts';
import { ORDERS_CSV_BOM, ordersCsvHeader, ordersCsvRows } from '../orders-csv.ts';
import type { OrdersService } from '../service.ts';
import { orderFilterOf, orderFilterQuery } from './order-list-query.ts';
import { orderIdParams, orderNotFound } from './order-route-params.ts';

const path = '/wp-json/pinwheel/v1/orders';

const mailAnswer = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string().describe('plain text, as sent'),
  state: z
    .enum(['sent', 'kept', 'failed'])
    .describe('sent: the SMTP server took it; kept: no SMTP server is set; failed: it refused'),
  note_id: z.string().nullable().describe('the customer note it carried'),
  date_created_gmt: z.string(),
});

export async function pinwheelOrderRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService },
) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 orders'];

  routes.get(
    `${path}/:id/emails`,
    {
      schema: {
        tags,
        summary: 'The mails an order sent or kept, oldest first',
        params: orderIdParams,
        response: { 200: z.array(mailAnswer) },
      },
    },
    async (request, reply) => {
      const order = await orders.get(request.params.id);
      if (!order) return orderNotFound(reply);
      return (await orders.mails(order.id)).map((mail) => ({
        id: mail.id,
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.body,
        state: mail.state,
        note_id: mail.noteId,
        date_created_gmt: wpDateGmt(mail.createdAt),
      }));
    },
  );

  routes.get(
    `${path}/export`,
    {
      schema: {
        tags,
        summary:
          'The orders the filters match as CSV, newest first (UTF-8 with BOM, formulas neutralised), streamed',
        querystring: z.object({
          search: pageQuery.search,
          ...orderFilterQuery,
        }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { query } = request;
      const batches = orders.allOrders(orderFilterOf(query), { search: query.search });
      async function* csv() {
        yield ORDERS_CSV_BOM + ordersCsvHeader();
        for await (const batch of batches) yield ordersCsvRows(batch);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv()));
    },
  );
}
