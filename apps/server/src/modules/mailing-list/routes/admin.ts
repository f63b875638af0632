// The owner API for mailing lists, under /api/admin/mailing-lists: lists (create, change: double
// opt-in on or off, consent words), their subscribers as JSON and as a CSV download (formulas
// neutralised). A signed-in owner only; nonce on writes.
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1 mailing-lists (routes/rest.ts); the CSV download stays here.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import type { MailingListService } from '../service.ts';
import {
  listAnswer,
  listBody,
  listChanges,
  listJson,
  listParams,
  subscriberAnswer,
  subscriberJson,
} from './list-schemas.ts';

const notFound = (reply: FastifyReply) =>
  sendApiError(reply, 404, 'not_found', 'No such mailing list');

export async function mailingListAdminRoutes(
  app: FastifyInstance,
  options: { mailingList: MailingListService },
) {
  const { mailingList } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  ownersOnly(app);
  const tags = ['mailing lists admin'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  routes.get(
    '/api/admin/mailing-lists',
    {
      schema: {
        tags,
        summary: 'Every mailing list',
        response: { 200: z.object({ lists: z.array(listAnswer) }), 401: apiErrorSchema },
      },
    },
    async () => ({ lists: (await mailingList.lists()).map(listJson) }),
  );

  routes.post(
    '/api/admin/mailing-lists',
    {
      schema: {
        tags,
        summary: 'Create a mailing list',
        body: listBody,
        response: { 201: z.object({ list: listAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const { name, double_opt_in: doubleOptIn, consent_text: text } = request.body;
      const list = await mailingList.createList({ name, doubleOptIn, consentText: text });
      return reply.status(201).send({ list: listJson(list) });
    },
  );

  routes.patch(
    '/api/admin/mailing-lists/:listId',
    {
      schema: {
        tags,
        summary: 'Change a list: its name, double opt-in, consent words',
        params: listParams,
        body: listChanges,
        response: { 200: z.object({ list: listAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const { name, double_opt_in: doubleOptIn, consent_text: text } = request.body;
      const list = await mailingList.updateList(request.params.listId, {
        ...(name !== undefined ? { name } : {}),
        ...(doubleOptIn !== undefined ? { doubleOptIn } : {}),
        ...(text !== undefined ? { consentText: text } : {}),
      });
      return list ? { list: listJson(list) } : notFound(reply);
    },
  );

  routes.get(
    '/api/admin/mailing-lists/:listId/subscribers',
    {
      schema: {
        tags,
        summary: "A list's subscribers, with their consent text and time",
        params: listParams,
        response: {
          200: z.object({
            subscribers: z.array(subscriberAnswer),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const subscribers = await mailingList.subscribers(request.params.listId);
      if (!subscribers) return notFound(reply);
      return { subscribers: subscribers.map(subscriberJson) };
    },
  );

  app.get(
    '/api/admin/mailing-lists/:listId/subscribers.csv',
    { schema: { tags, summary: "A list's subscribers as CSV", params: listParams } },
    async (request, reply) => {
      const { listId } = request.params as z.infer<typeof listParams>;
      const csv = await mailingList.subscribersCsv(listId);
      if (csv === null) return notFound(reply);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="subscribers-${listId.replace(/[^\w-]/g, '')}.csv"`,
        )
        .send(`\uFEFF${csv}`);
    },
  );
}
