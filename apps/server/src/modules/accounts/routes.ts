// The owner session over the API, for fetch-based clients (the typed client, the dashboard's
// scripts): who is signed in and this browser's nonce, sign in, sign out.
import { SIGN_IN_WINDOW_SECONDS } from '../../server-constants.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendApiError } from '../../plugins/errors.ts';
import { oneLineText } from '../../schemas/plain-text.ts';
import type { AccountsService } from './service.ts';

export interface AccountRoutesOptions {
  accounts: AccountsService;
}

const owner = z.object({ id: z.string(), email: z.string() });
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string() }),
});

export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in owner (or null) and a nonce for state-changing calls',
        response: { 200: z.object({ owner: owner.nullable(), nonce: z.string() }) },
      },
    },
    async (request, reply) => ({
      owner: await request.currentOwner(),
      nonce: reply.issueFormNonce(),
    }),
  );

  routes.post(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in as the owner; sets the httpOnly session cookie',
        body: z.object({
          email: z.email().max(254),
          password: oneLineText(1024).min(1),
        }),
        response: { 200: z.object({ owner }), 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const outcome = await options.accounts.signIn({ ...request.body, ip: request.ip });
      if (!outcome.ok) {
        request.log.info({ reason: outcome.reason }, 'owner sign-in refused');
        if (outcome.reason === 'rate_limited') {
          reply.header('retry-after', String(SIGN_IN_WINDOW_SECONDS));
          return sendApiError(reply, 429, 'rate_limited', 'Too many attempts; wait a minute');
        }
        return sendApiError(
          reply,
          401,
          'invalid_credentials',
          'The email or password is not right',
        );
      }
      request.log.info({ ownerId: outcome.owner.id }, 'owner signed in');
      reply.header('set-cookie', app.ownerSessionCookie(outcome.sessionToken, outcome.expiresAt));
      return { owner: outcome.owner };
    },
  );

  routes.delete(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: ends the session everywhere it is used',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = request.sessionToken();
      if (token) await options.accounts.signOut(token);
      reply.header('set-cookie', app.clearedOwnerSessionCookie());
      return reply.status(204).send(null);
    },
  );
}
