// wp/v2/users/me (and /users/{id} for the same owner, where posts' author links point), as
// WordPress's users controller answers them. The shop has one kind of user, its owner: an
// administrator. Owners have no display name, so the name is the email's local part, as
// WordPress names a user after their login. context=edit adds the email, roles and
// capabilities. Other users do not exist here, so /users lists nothing else.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError, restErrorSchema } from '../../platform-api/index.ts';
import type { AccountsService } from './service.ts';

const tags = ['wp/v2 users'];
const userQuery = z.object({ context: z.enum(['view', 'embed', 'edit']).default('view') });
const userAnswer = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  link: z.string(),
  avatar_urls: z.record(z.string(), z.string()),
  email: z.string().optional(),
  roles: z.array(z.string()).optional(),
  capabilities: z.record(z.string(), z.boolean()).optional(),
});
const errors = { 401: restErrorSchema, 404: restErrorSchema };

/** What an administrator may do, in WordPress's and WooCommerce's capability names. */
const ADMINISTRATOR_CAPABILITIES = [
  'read',
  'edit_posts',
  'publish_posts',
  'delete_posts',
  'edit_others_posts',
  'manage_categories',
  'upload_files',
  'manage_options',
  'manage_woocommerce',
  'edit_products',
  'publish_products',
  'edit_shop_orders',
  'edit_shop_coupons',
];

interface Owner {
  id: string;
  email: string;
  createdAt: number;
}

function userAnswerOf(owner: Owner, context: 'view' | 'embed' | 'edit', origin: string) {
  const login = owner.email.split('@')[0] ?? owner.email;
  const slug =
    login
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'owner';
  // WordPress's avatars are Gravatar's, keyed by the email's MD5 (Gravatar's own scheme).
  const hash = createHash('md5').update(owner.email.trim().toLowerCase()).digest('hex');
  const avatar = (size: number) => `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
  const base = `${origin}/wp-json/wp/v2`;
  const user = {
    id: owner.id,
    name: login,
    url: '',
    description: '',
    link: `${origin}/`,
    slug,
    avatar_urls: { '24': avatar(24), '48': avatar(48), '96': avatar(96) },
    ...(context !== 'embed' && { meta: {} }),
    _links: {
      self: [{ href: `${base}/users/${owner.id}` }],
      collection: [{ href: `${base}/users` }],
    },
  };
  if (context !== 'edit') return user;
  return {
    ...user,
    username: owner.email,
    first_name: '',
    last_name: '',
    email: owner.email,
    locale: 'en_US',
    nickname: login,
    registered_date: `${new Date(owner.createdAt).toISOString().slice(0, 19)}+00:00`,
    roles: ['administrator'],
    capabilities: {
      ...Object.fromEntries(ADMINISTRATOR_CAPABILITIES.map((name) => [name, true])),
      administrator: true,
    },
    extra_capabilities: { administrator: true },
  };
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const invalidUser = (reply: FastifyReply) =>
  restError(reply, 404, 'rest_user_invalid_id', 'Invalid user ID.');

export async function wpUserRoutes(app: FastifyInstance, options: { accounts: AccountsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wp-json/wp/v2/users/me',
    {
      // Open so that nobody signed in gets WordPress's own answer, rest_not_logged_in.
      config: { restAccess: 'public' },
      schema: {
        tags,
        summary: 'The signed-in owner (context=edit adds email, roles and capabilities)',
        querystring: userQuery,
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await request.restCaller();
      if (!caller) {
        return restError(reply, 401, 'rest_not_logged_in', 'You are not currently logged in.');
      }
      const owner = await options.accounts.owner(caller.ownerId);
      if (!owner) return invalidUser(reply);
      return userAnswerOf(owner, request.query.context, origin(request));
    },
  );

  api.get(
    '/wp-json/wp/v2/users/:id',
    {
      schema: {
        tags,
        summary: "The shop's owner by id (posts' author links point here)",
        params: z.object({ id: z.string().min(1).max(200) }),
        querystring: userQuery,
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await options.accounts.owner(request.params.id);
      if (!owner) return invalidUser(reply);
      return userAnswerOf(owner, request.query.context, origin(request));
    },
  );
}
