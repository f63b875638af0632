// pinwheel/v1 mailing lists on the platform API: lists (double opt-in, consent words) listed,
// created, changed and deleted with force=true (their subscribers go with them), and a list's
// subscribers paged in SQL (a list can be long), one taken off the list (unsubscribed, kept) or
// removed for good by the owner. The CSV download stays at its /api/admin path.
// The same service calls as the deprecated /api/admin aliases.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageQuery,
  pageWindow,
  restError,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import type { MailingListService } from '../service.ts';
import {
  listAnswer,
  listBody,
  listChanges,
  listJson,
  subscriberAnswer,
  subscriberJson,
} from './list-schemas.ts';

const base = '/wp-json/pinwheel/v1/mailing-lists';
const idParams = z.object({ id: oneLineText(64).min(1) });
const subscriberParams = idParams.extend({ subscriber: oneLineText(64).min(1) });

const notFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_mailing_list_invalid_id', 'Invalid ID.');
const subscriberNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_subscriber_invalid_id', 'Invalid subscriber ID.');

export async function mailingListRestRoutes(
  app: FastifyInstance,
  options: { mailingList: MailingListService },
) {
  const { mailingList } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 mailing lists'];

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: 'List mailing lists (search matches their names)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date', 'id', 'name']).default('date'),
        }),
        response: { 200: z.array(listAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { lists, total } = await mailingList.pageLists({ ...query, ...pageWindow(query) });
      return sendPage(request, reply, lists.map(listJson), total);
    },
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a mailing list',
        body: listBody,
        response: { 201: listAnswer },
      },
    },
    async (request, reply) => {
      const { name, double_opt_in: doubleOptIn, consent_text: text } = request.body;
      const list = await mailingList.createList({ name, doubleOptIn, consentText: text });
      return reply.status(201).send(listJson(list));
    },
  );

  routes.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Retrieve a mailing list',
        params: idParams,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const list = await mailingList.getList(request.params.id);
      return list ? listJson(list) : notFound(reply);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:id`,
    schema: {
      tags,
      summary: 'Update a mailing list: its name, double opt-in, consent words (only those sent)',
      params: idParams,
      body: listChanges,
      response: { 200: listAnswer },
    },
    handler: async (request, reply) => {
      const { name, double_opt_in: doubleOptIn, consent_text: text } = request.body;
      const list = await mailingList.updateList(request.params.id, {
        ...(name !== undefined ? { name } : {}),
        ...(doubleOptIn !== undefined ? { doubleOptIn } : {}),
        ...(text !== undefined ? { consentText: text } : {}),
      });
      return list ? listJson(list) : notFound(reply);
    },
  });

  routes.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a mailing list for good (force=true), and its subscribers with it',
        params: idParams,
        querystring: forceQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const list = await mailingList.getList(request.params.id);
      if (!list || !(await mailingList.deleteList(list.id))) return notFound(reply);
      return listJson(list);
    },
  );

  routes.get(
    `${base}/:id/subscribers`,
    {
      schema: {
        tags,
        summary:
          "List a mailing list's subscribers with their consent (search matches addresses and names)",
        params: idParams,
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date']).default('date'),
          status: z.enum(['pending', 'subscribed', 'unsubscribed']).optional(),
        }),
        response: { 200: z.array(subscriberAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await mailingList.pageSubscribers(request.params.id, query.status, {
        ...query,
        ...pageWindow(query),
      });
      if (!page) return notFound(reply);
      return sendPage(request, reply, page.subscribers.map(subscriberJson), page.total);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:id/subscribers/:subscriber`,
    schema: {
      tags,
      summary:
        'Take a subscriber off the list (status: unsubscribed): kept with their consent and when it ended',
      params: subscriberParams,
      body: z.object({ status: z.literal('unsubscribed') }),
      response: { 200: subscriberAnswer, 404: restErrorSchema },
    },
    handler: async (request, reply) => {
      const { id, subscriber } = request.params;
      const changed = await mailingList.unsubscribeByOwner(id, subscriber);
      return changed ? subscriberJson(changed) : subscriberNotFound(reply);
    },
  });

  routes.delete(
    `${base}/:id/subscribers/:subscriber`,
    {
      schema: {
        tags,
        summary: 'Remove a subscriber for good (force=true): nothing about them is kept',
        params: subscriberParams,
        querystring: forceQuery,
        response: { 200: subscriberAnswer, 404: restErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const { id, subscriber } = request.params;
      const found = await mailingList.subscriber(id, subscriber);
      if (!found || !(await mailingList.removeSubscriber(id, subscriber))) {
        return subscriberNotFound(reply);
      }
      return subscriberJson(found);
    },
  );
}
