// POST /api/users/me: the coming-soon banner's dismissal (storefront spec §7: the dismiss link
// names this URL; the body is `woocommerce_meta.coming_soon_banner_dismissed = yes`, with the nonce
// header). A signed-in owner's dismissal is kept on the account (owner_meta), so it holds in every
// browser they use; a visitor has no account, so theirs is kept in a cookie of this browser. The
// nonce plugin refuses the call without a valid nonce, as every state-changing call.
import {
  COMING_SOON_DISMISSED_COOKIE,
  COMING_SOON_DISMISSED_MAX_AGE_SECONDS,
  COMING_SOON_DISMISS_URL,
} from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from './service.ts';

const meta = z.strictObject({ coming_soon_banner_dismissed: z.literal('yes') });

export async function meRoutes(app: FastifyInstance, options: { accounts: AccountsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    COMING_SOON_DISMISS_URL,
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Remembers the signed-in owner's or this visitor's dismissal of the coming-soon banner",
        body: z.strictObject({ woocommerce_meta: meta }),
        response: { 200: z.object({ woocommerce_meta: meta }) },
      },
    },
    async (request, reply) => {
      const owner = await request.currentOwner();
      if (owner) {
        await options.accounts.setOwnerMeta(owner.id, 'coming_soon_banner_dismissed', 'yes');
      } else {
        reply.setCookie(COMING_SOON_DISMISSED_COOKIE, 'yes', {
          path: '/',
          maxAge: COMING_SOON_DISMISSED_MAX_AGE_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: request.protocol === 'https',
        });
      }
      return { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' as const } };
    },
  );
}
