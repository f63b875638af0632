// The share buttons' calls (spec storefront §7), from our own pages with the nonce: a share counted
// per page and network (the answer carries the new count), and the email link's guard call, sent
// when the email link is clicked more than twice (the nonce rides in the body's field; its answer
// is not shown). Only pages of the shop count: a product or post that exists, so the table cannot
// be filled with made-up paths.
import { NONCE_FIELD, SHARE_NETWORKS, formatShareCount } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { countShare } from '../share-counts.ts';

/** A product or post page's path, as the share buttons send it. */
const sharedPath = z
  .string()
  .max(300)
  .regex(/^\/(product|blog)\/[a-z0-9-]{1,200}$/, 'must be the path of a product or post page');

export interface ShareRouteOptions {
  db: Kysely<Database>;
  /** Whether the path is a page that exists (a published product or post). */
  pageExists(path: string): Promise<boolean>;
}

export async function shareRoutes(app: FastifyInstance, options: ShareRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sharing'];
  const errors = {
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    429: apiErrorSchema,
  };
  /** Each share counts against the address's limit (plugins/visitor-write-limits.ts). */
  const config = { visitorWrite: 'share' } as const;
  const unknownPage = (reply: Parameters<typeof sendApiError>[0]) =>
    sendApiError(reply, 404, 'not_found', 'No such page', [
      { field: 'path', reason: 'is not a product or post of this shop' },
    ]);

  routes.post(
    '/api/shares',
    {
      config,
      schema: {
        tags,
        summary: 'Counts one share of a page to a network; answers the new count and its label',
        body: z.object({ path: sharedPath, network: z.enum(SHARE_NETWORKS) }).strict(),
        response: {
          200: z.object({
            path: z.string(),
            network: z.string(),
            count: z.number(),
            label: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { path, network } = request.body;
      if (!(await options.pageExists(path))) return unknownPage(reply);
      const count = await countShare(options.db, path, network);
      return { path, network, count, label: formatShareCount(count) };
    },
  );

  routes.post(
    '/api/shares/email-guard',
    {
      config,
      schema: {
        tags,
        summary: "The email link's guard fired (clicked more than twice); nothing to show",
        body: z.object({ path: sharedPath, [NONCE_FIELD]: z.string().max(200) }).strict(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { path } = request.body;
      if (!(await options.pageExists(path))) return unknownPage(reply);
      await countShare(options.db, path, 'email_guard');
      return reply.status(204).send(null);
    },
  );
}
