// Builds React Router's load context for one request from the server's services, so loaders and
// actions call them in-process. The contract is apps/web/app/load-context.ts, which augments
// React Router's AppLoadContext; importing it here makes the compiler hold us to it.
import '@pinwheel/web/load-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppLoadContext } from 'react-router';
import type { Database } from '../db/schema.ts';
import { signIn, signOut } from '../modules/accounts/service.ts';
import { requestLanguage } from '../plugins/request-language.ts';
import { getShop } from '../modules/shop/service.ts';

export async function buildLoadContext(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
): Promise<AppLoadContext> {
  const [shop, owner] = await Promise.all([getShop(db), request.currentOwner()]);
  const app = request.server;
  return {
    requestId: String(request.id),
    logError: (error, message = 'page error') => request.log.error({ err: error }, message),
    cspNonce: request.cspNonce,
    formNonce: reply.issueFormNonce(),
    lang: requestLanguage(request, shop.defaultLanguage),
    shop: { name: shop.name },
    owner,
    owners: {
      async signIn({ email, password }) {
        const outcome = await signIn(db, { email, password, ip: request.ip });
        if (!outcome.ok) {
          request.log.info({ reason: outcome.reason }, 'owner sign-in refused');
          return outcome;
        }
        request.log.info({ ownerId: outcome.owner.id }, 'owner signed in');
        return {
          ok: true,
          setCookie: app.ownerSessionCookie(outcome.sessionToken, outcome.expiresAt),
        };
      },
      async signOut() {
        const token = request.sessionToken();
        if (token) await signOut(db, token);
        return app.clearedOwnerSessionCookie();
      },
    },
  };
}
