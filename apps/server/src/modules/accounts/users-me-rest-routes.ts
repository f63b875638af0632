// WordPress's `GET /wp/v2/users/me` for the owner: who the credential or session belongs to, the
// call a WordPress client makes to check it is signed in. The shop has one account, the owner, an
// administrator; it has no display name, so the name is the email's local part. `context=edit`
// adds what WordPress shows only to the user themself (email, roles, registration date).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError, restErrorSchema } from '../../platform-api/index.ts';
import { wpDate } from './application-password-routes.ts';
import type { AccountsService } from './service.ts';

const viewUser = z.object({
  id: z.string().describe('Our ids are opaque strings; WordPress uses integers.'),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  link: z.string(),
  slug: z.string(),
  avatar_urls: z.record(z.string(), z.string()),
  meta: z.array(z.never()),
});
const editUser = viewUser.extend({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string(),
  roles: z.array(z.string()),
  registered_date: z.string(),
});

export async function usersMeRestRoutes(
  app: FastifyInstance,
  { accounts, publicUrl }: { accounts: AccountsService; publicUrl: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wp-json/wp/v2/users/me',
    {
      schema: {
        tags: ['wp/v2 users'],
        summary: 'The signed-in owner (by cookie, application password or key)',
        querystring: z.object({ context: z.enum(['view', 'embed', 'edit']).default('view') }),
        response: { 200: z.union([editUser, viewUser]), 401: restErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = await request.restCaller();
      const owner = caller && (await accounts.ownerById(caller.ownerId));
      if (!owner) {
        return restError(reply, 401, 'rest_not_logged_in', 'You are not currently logged in.');
      }
      const localPart = owner.email.split('@')[0] ?? owner.email;
      const user = {
        id: owner.id,
        name: localPart,
        url: '',
        description: '',
        link: `${publicUrl}/`,
        slug: localPart.toLowerCase().replace(/[^a-z0-9_-]+/g, '-'),
        avatar_urls: {},
        meta: [],
      };
      if (request.query.context !== 'edit') return user;
      return {
        ...user,
        username: owner.email,
        email: owner.email,
        first_name: '',
        last_name: '',
        nickname: localPart,
        roles: ['administrator'],
        registered_date: `${wpDate(Number(owner.created_at))}+00:00`,
      };
    },
  );
}
