// WordPress's application passwords API for the owner (`/wp/v2/users/me/application-passwords`,
// WP_REST_Application_Passwords_Controller's shape and codes): list, create (the password is in
// that answer only), read, rename, revoke one or all, and introspect (the one a request uses). Managed by the owner's cookie session only:
// a credential never mints or revokes credentials, so a caller by key gets WordPress's 403 for the
// action. `scope` is ours (WordPress's passwords can do everything their user can).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError, restErrorSchema, type RestCaller } from '../../platform-api/index.ts';
import type { ApiCaller } from './api-auth.ts';
import { apiKeyName, apiKeyScope } from './api-key-input.ts';
import type { ApiKeyView } from './api-keys.ts';
import type { AccountsService } from './service.ts';

const BASE = '/wp-json/wp/v2/users/me/application-passwords';
const TAGS = ['wp/v2 application-passwords'];

const passwordItem = z.object({
  uuid: z.string(),
  app_id: z.string(),
  name: z.string(),
  scope: apiKeyScope,
  /** WordPress's GMT dates without a zone: "2026-11-26T13:00:00". */
  created: z.string(),
  last_used: z.string().nullable(),
  last_ip: z.string().nullable(),
});
const createdItem = passwordItem.extend({
  password: z.string().describe('Shown in this answer only; spaces optional when used.'),
});
const uuidParams = z.object({ uuid: z.string().max(100) });
const createBody = z.object({
  name: apiKeyName,
  app_id: z.uuid().optional(),
  scope: apiKeyScope.default('read_write'),
});
const updateBody = z.object({ name: apiKeyName });
const errors = { 401: restErrorSchema, 403: restErrorSchema, 404: restErrorSchema };

/** WordPress's date fields: GMT, seconds, no zone. */
export function wpDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

function itemOf(key: ApiKeyView) {
  return {
    uuid: key.id,
    app_id: key.appId ?? '',
    name: key.name,
    scope: key.scope,
    created: wpDate(key.createdAt),
    last_used: key.lastUsedAt === null ? null : wpDate(key.lastUsedAt),
    last_ip: key.lastIp,
  };
}

type Action = 'list' | 'create' | 'read' | 'edit' | 'delete' | 'delete_all';

const refusals: Record<Action, [string, string]> = {
  list: [
    'rest_cannot_list_application_passwords',
    'Sorry, you are not allowed to list application passwords for this user.',
  ],
  create: [
    'rest_cannot_create_application_passwords',
    'Sorry, you are not allowed to create application passwords for this user.',
  ],
  read: [
    'rest_cannot_read_application_password',
    'Sorry, you are not allowed to read this application password.',
  ],
  edit: [
    'rest_cannot_edit_application_password',
    'Sorry, you are not allowed to edit this application password.',
  ],
  delete: [
    'rest_cannot_delete_application_password',
    'Sorry, you are not allowed to delete this application password.',
  ],
  delete_all: [
    'rest_cannot_delete_application_passwords',
    'Sorry, you are not allowed to delete application passwords for this user.',
  ],
};

/** The owner by cookie, or the refusal already sent (null). */
async function sessionOwner(request: FastifyRequest, reply: FastifyReply, action: Action) {
  const caller = await request.restCaller();
  if (caller?.via === 'cookie') return caller;
  const [code, message] = refusals[action];
  restError(reply, 403, code, message);
  return null;
}

function notFound(reply: FastifyReply) {
  return restError(reply, 404, 'application_password_not_found', 'Application password not found.');
}

export async function applicationPasswordRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const passwords = accounts.apiKeys;

  api.get(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: "The owner's application passwords (never the passwords themselves)",
        response: { 200: z.array(passwordItem), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply, 'list');
      if (!owner) return reply;
      return (await passwords.list(owner.ownerId, 'application_password')).map(itemOf);
    },
  );

  api.post(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Create an application password; the answer holds it, this once',
        body: createBody,
        response: { 201: createdItem, 409: restErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply, 'create');
      if (!owner) return reply;
      const created = await passwords.createApplicationPassword(owner.ownerId, {
        name: request.body.name,
        scope: request.body.scope,
        ...(request.body.app_id ? { appId: request.body.app_id } : {}),
      });
      if (!created.ok) {
        return restError(
          reply,
          409,
          'application_password_duplicate_name',
          'Each application name should be unique.',
        );
      }
      request.log.info({ keyId: created.key.id }, 'application password created');
      return reply.status(201).send({ ...itemOf(created.key), password: created.password });
    },
  );

  api.delete(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke every application password of the owner',
        response: { 200: z.object({ deleted: z.literal(true), count: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply, 'delete_all');
      if (!owner) return reply;
      const count = await passwords.revokeAll(owner.ownerId, 'application_password');
      request.log.info({ count }, 'application passwords revoked');
      return { deleted: true as const, count };
    },
  );

  // The password this very request came with: how a client checks which one it holds. Open to a
  // caller by application password (that is its point), unlike the routes that manage them.
  api.get(
    `${BASE}/introspect`,
    {
      schema: {
        tags: TAGS,
        summary: 'The application password the request is authenticated with',
        response: { 200: passwordItem, ...errors },
      },
    },
    async (request, reply) => {
      // A caller by credential is the accounts module's own ApiCaller (api-auth.ts): it names
      // the credential it used.
      const caller = (await request.restCaller()) as ApiCaller | RestCaller | null;
      const key =
        caller?.via === 'application_password' && 'keyId' in caller
          ? await passwords.find(caller.ownerId, 'application_password', caller.keyId)
          : null;
      if (!key) {
        return restError(
          reply,
          404,
          'rest_no_authenticated_app_password',
          'Cannot introspect application password.',
        );
      }
      return itemOf(key);
    },
  );

  api.get(
    `${BASE}/:uuid`,
    {
      schema: {
        tags: TAGS,
        summary: 'One application password',
        params: uuidParams,
        response: { 200: passwordItem, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply, 'read');
      if (!owner) return reply;
      const key = await passwords.find(owner.ownerId, 'application_password', request.params.uuid);
      return key ? itemOf(key) : notFound(reply);
    },
  );

  // WordPress takes an update by POST, PUT or PATCH alike (WP_REST_Server::EDITABLE).
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    api.route({
      method,
      url: `${BASE}/:uuid`,
      schema: {
        tags: TAGS,
        summary: 'Rename an application password',
        params: uuidParams,
        body: updateBody,
        response: { 200: passwordItem, 409: restErrorSchema, ...errors },
      },
      handler: async (request, reply) => {
        const owner = await sessionOwner(request, reply, 'edit');
        if (!owner) return reply;
        const renamed = await passwords.renameApplicationPassword(
          owner.ownerId,
          request.params.uuid,
          request.body.name,
        );
        if (renamed === 'not_found') return notFound(reply);
        if (renamed === 'duplicate_name') {
          return restError(
            reply,
            409,
            'application_password_duplicate_name',
            'Each application name should be unique.',
          );
        }
        return itemOf(renamed);
      },
    });
  }

  api.delete(
    `${BASE}/:uuid`,
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke an application password; programs using it are refused at once',
        params: uuidParams,
        response: {
          200: z.object({ deleted: z.literal(true), previous: passwordItem }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, reply, 'delete');
      if (!owner) return reply;
      const revoked = await passwords.revoke(
        owner.ownerId,
        'application_password',
        request.params.uuid,
      );
      if (!revoked) return notFound(reply);
      request.log.info({ keyId: revoked.id }, 'application password revoked');
      return { deleted: true as const, previous: itemOf(revoked) };
    },
  );
}
