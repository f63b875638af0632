// The platform API's own routes, outside any resource: the nonce endpoint WordPress's clients
// refresh a stale nonce from (`admin-ajax.php?action=rest-nonce`), and WordPress's 404 for an
// address under /wp-json that no route answers. Registered once, in a platformApi context.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError, restErrorSchema } from './rest-errors.ts';
import { REST_PREFIX } from './rest-route-address.ts';

const nonceQuery = z.object({ action: z.string().max(100).optional() });

export async function platformPlumbingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // WordPress answers the nonce as bare text to a signed-in user, and "0" with 400 otherwise (an
  // unknown action, or nobody signed in). The caller here is the cookie's owner: a key needs no
  // nonce.
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: '/wp-admin/admin-ajax.php',
      config: { restAccess: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A fresh nonce for X-WP-Nonce (action=rest-nonce), for the signed-in owner',
        querystring: nonceQuery,
        response: { 200: z.string(), 400: z.literal('0') },
      },
      handler: async (request, reply) => {
        const owner = await request.currentOwner();
        reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
        if (request.query.action !== 'rest-nonce' || !owner) return reply.status(400).send('0');
        return reply.issueFormNonce();
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${REST_PREFIX}/*`,
    config: { restAccess: 'public' },
    schema: { hide: true, response: { 404: restErrorSchema } },
    handler: async (_request, reply) =>
      restError(
        reply,
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      ),
  });
}
