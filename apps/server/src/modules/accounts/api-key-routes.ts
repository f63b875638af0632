// The owner's WooCommerce REST API keys (`/pinwheel/v1/api-keys`; WooCommerce itself makes them
// only in wp-admin): list, create (consumer key and secret in that answer only), read, revoke.
// Managed by the owner's cookie session only: a key never mints or revokes keys.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageQuery,
  pageWindow,
  restError,
  restErrorSchema,
  sendPage,
} from '../../platform-api/index.ts';
import { apiKeyName, apiKeyScope } from './api-key-input.ts';
import type { ApiKeyView } from './api-keys.ts';
import { wpDate } from './application-password-routes.ts';
import type { AccountsService } from './service.ts';

const BASE = '/wp-json/pinwheel/v1/api-keys';
const TAGS = ['pinwheel/v1 api-keys'];

const keyItem = z.object({
  id: z.string(),
  description: z.string(),
  permissions: apiKeyScope,
  /** WooCommerce's truncated_key: the consumer key's last 7 characters. */
  truncated_key: z.string(),
  created: z.string(),
  last_access: z.string().nullable(),
});
const createdKey = keyItem.extend({
  consumer_key: z.string().describe('ck_ and 40 hex digits; shown in this answer only.'),
  consumer_secret: z.string().describe('cs_ and 40 hex digits; shown in this answer only.'),
});
const listQuery = z.object({
  page: pageQuery.page,
  per_page: pageQuery.per_page,
  offset: pageQuery.offset,
  order: pageQuery.order,
});
const idParams = z.object({ id: z.string().max(100) });
const createBody = z.object({ description: apiKeyName, permissions: apiKeyScope });
const errors = { 401: restErrorSchema, 403: restErrorSchema, 404: restErrorSchema };

function itemOf(key: ApiKeyView) {
  return {
    id: key.id,
    description: key.name,
    permissions: key.scope,
    truncated_key: key.truncatedKey,
    created: wpDate(key.createdAt),
    last_access: key.lastUsedAt === null ? null : wpDate(key.lastUsedAt),
  };
}

/** The owner by cookie, or the refusal already sent (null). */
async function sessionOwner(request: FastifyRequest, reply: FastifyReply) {
  const caller = await request.restCaller();
  if (caller?.via === 'cookie') return caller;
  restError(
    reply,
    403,
    'pinwheel_rest_session_required',
    'API keys are managed by the signed-in owner, not with an API key or application password.',
  );
  return null;
}

function notFound(reply: FastifyReply) {
  return restError(reply, 404, 'pinwheel_rest_api_key_invalid_id', 'Invalid API key ID.');
}

export async function apiKeyRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const keys = accounts.apiKeys;

  api.get(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: "The owner's WooCommerce API keys (never their secrets)",
        querystring: listQuery,
        response: { 200: z.array(keyItem), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply);
      if (!owner) return reply;
      const page = await keys.page(owner.ownerId, 'consumer_key', {
        ...pageWindow(request.query),
        order: request.query.order,
      });
      return sendPage(request, reply, page.keys.map(itemOf), page.total);
    },
  );

  api.post(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Create an API key; the answer holds its consumer key and secret, this once',
        body: createBody,
        response: { 201: createdKey, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply);
      if (!owner) return reply;
      const created = await keys.createConsumerKey(owner.ownerId, {
        description: request.body.description,
        scope: request.body.permissions,
      });
      request.log.info({ keyId: created.key.id }, 'API key created');
      return reply.status(201).send({
        ...itemOf(created.key),
        consumer_key: created.consumerKey,
        consumer_secret: created.consumerSecret,
      });
    },
  );

  api.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One API key',
        params: idParams,
        response: { 200: keyItem, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply);
      if (!owner) return reply;
      const key = await keys.find(owner.ownerId, 'consumer_key', request.params.id);
      return key ? itemOf(key) : notFound(reply);
    },
  );

  // Revoking is final (there is no trash to put a key in), so no force=true is asked for.
  api.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke an API key; programs using it are refused at once',
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true), previous: keyItem }), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply);
      if (!owner) return reply;
      const revoked = await keys.revoke(owner.ownerId, 'consumer_key', request.params.id);
      if (!revoked) return notFound(reply);
      request.log.info({ keyId: revoked.id }, 'API key revoked');
      return { deleted: true as const, previous: itemOf(revoked) };
    },
  );
}
