// The owner API for mailing lists, under /api/admin/mailing-lists: lists (create, change: double
// opt-in on or off, consent words), their subscribers as JSON and as a CSV download (formulas
// neutralised). A signed-in owner only; nonce on writes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { MailingList, MailingListService } from '../service.ts';

const consentText = z.object({
  en: oneLineText(1000).optional(),
  he: oneLineText(1000).optional(),
});

const listAnswer = z.object({
  id: z.string(),
  name: z.string(),
  double_opt_in: z.boolean(),
  consent_text: consentText,
  created_at: z.number(),
  updated_at: z.number(),
});

const listJson = (list: MailingList): z.infer<typeof listAnswer> => ({
  id: list.id,
  name: list.name,
  double_opt_in: list.doubleOptIn,
  consent_text: list.consentText,
  created_at: list.createdAt,
  updated_at: list.updatedAt,
});

const listParams = z.object({ listId: oneLineText(64).min(1) });
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
        body: z.object({
          name: oneLineText(200).trim().min(1),
          double_opt_in: z.boolean().default(false),
          consent_text: consentText,
        }),
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
        body: z.object({
          name: oneLineText(200).trim().min(1).optional(),
          double_opt_in: z.boolean().optional(),
          consent_text: consentText.optional(),
        }),
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
            subscribers: z.array(
              z.object({
                id: z.string(),
                email: z.string(),
                first_name: z.string(),
                last_name: z.string(),
                telephone: z.string(),
                status: z.string(),
                consent_text: z.string(),
                consented_at: z.number(),
                confirmed_at: z.number().nullable(),
                unsubscribed_at: z.number().nullable(),
                source: z.string(),
                confirmation_mail: z.string().nullable(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const subscribers = await mailingList.subscribers(request.params.listId);
      if (!subscribers) return notFound(reply);
      return {
        subscribers: subscribers.map((one) => ({
          id: one.id,
          email: one.email,
          first_name: one.firstName,
          last_name: one.lastName,
          telephone: one.telephone,
          status: one.status,
          consent_text: one.consentText,
          consented_at: one.consentedAt,
          confirmed_at: one.confirmedAt,
          unsubscribed_at: one.unsubscribedAt,
          source: one.source,
          confirmation_mail: one.confirmationMail,
        })),
      };
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
