// wc/v3/orders/{id}/notes in WooCommerce's note shape (class-wc-rest-order-notes-controller): list
// (newest first), read, add and delete (force=true). A customer note is mailed to the order's
// address through the SMTP adapter before the answer, and `mail_state` (ours) says what became of
// that mail: `sent` only when the SMTP server took it, `kept` with no SMTP server, `failed`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';
import { multiLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import { wpDateGmt } from '../../../schemas/rest-date.ts';
import type { OrderNote } from '../order-record.ts';
import type { OrdersService } from '../service.ts';
import {
  ORDERS_PATH,
  orderChildParams,
  orderIdParams,
  orderNotFound,
} from './order-route-params.ts';

export const wcNoteAnswer = z.object({
  id: z.string(),
  author: z.string().describe('"owner" or "system"'),
  date_created: z.string(),
  date_created_gmt: z.string(),
  note: z.string(),
  customer_note: z.boolean(),
  mail_state: z
    .enum(['sent', 'kept', 'failed'])
    .nullable()
    .describe('what became of the mail that carried a customer note (ours); null: private note'),
});

function noteJson(note: OrderNote): z.infer<typeof wcNoteAnswer> {
  return {
    id: note.id,
    author: note.author,
    date_created: wpDateGmt(note.createdAt),
    date_created_gmt: wpDateGmt(note.createdAt),
    note: note.note,
    customer_note: note.customerNote,
    mail_state: note.mailState,
  };
}

export async function wcOrderNoteRoutes(app: FastifyInstance, options: { orders: OrdersService }) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wc/v3 orders'];
  const path = `${ORDERS_PATH}/:id/notes`;
  const noteNotFound = (reply: Parameters<typeof orderNotFound>[0]) =>
    restError(reply, 404, 'woocommerce_rest_invalid_id', 'Invalid ID.');

  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'List an order’s notes, newest first',
        params: orderIdParams,
        querystring: z.object({ type: z.enum(['any', 'customer', 'internal']).default('any') }),
        response: { 200: z.array(wcNoteAnswer) },
      },
    },
    async (request, reply) => {
      const notes = await orders.notes(request.params.id);
      if (!notes) return orderNotFound(reply);
      const { type } = request.query;
      return notes
        .filter((note) => type === 'any' || note.customerNote === (type === 'customer'))
        .map(noteJson);
    },
  );

  routes.get(
    `${path}/:child`,
    {
      schema: {
        tags,
        summary: 'Retrieve one note',
        params: orderChildParams,
        response: { 200: wcNoteAnswer },
      },
    },
    async (request, reply) => {
      const notes = await orders.notes(request.params.id);
      if (!notes) return orderNotFound(reply);
      const note = notes.find((one) => one.id === request.params.child);
      return note ? noteJson(note) : noteNotFound(reply);
    },
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        summary: 'Add a note; a customer note is mailed to the order’s address',
        params: orderIdParams,
        body: z.object({
          note: multiLineText(4000).refine((text) => text.trim() !== '', 'Write the note.'),
          customer_note: z.boolean().default(false),
          added_by_user: z.boolean().optional().describe('accepted and ignored'),
        }),
        response: { 201: wcNoteAnswer },
      },
    },
    async (request, reply) => {
      const note = await orders.addNote(request.params.id, {
        note: request.body.note.trim(),
        customerNote: request.body.customer_note,
      });
      return note ? reply.code(201).send(noteJson(note)) : orderNotFound(reply);
    },
  );

  routes.delete(
    `${path}/:child`,
    {
      schema: {
        tags,
        summary: 'Delete a note (force=true); a mail it went out in stays among the order’s mails',
        params: orderChildParams,
        querystring: forceQuery,
        response: { 200: wcNoteAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const notes = await orders.notes(request.params.id);
      if (!notes) return orderNotFound(reply);
      const note = notes.find((one) => one.id === request.params.child);
      if (!note) return noteNotFound(reply);
      await orders.deleteNote(request.params.id, note.id);
      return noteJson(note);
    },
  );
}
