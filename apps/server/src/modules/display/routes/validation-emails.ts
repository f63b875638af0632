// GET /api/display/validation-emails: the email domains the widget's business-email modes reject,
// as text, one domain a line (spec §7 "email-domain text list"). ?list=free or ?list=disposable
// narrows it; the default is both. Cacheable for a day, gzipped when the browser accepts it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailDomainText } from '../email-domains.ts';
import { acceptsGzip } from '../gzip-splice.ts';
import { displayProtocolRoute } from './cross-origin.ts';

const ONE_DAY_SECONDS = 24 * 60 * 60;

export async function validationEmailRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/display/validation-emails',
    displayProtocolRoute('Free and disposable email domains, one a line (text/plain)', {
      querystring: z.object({ list: z.enum(['free', 'disposable', 'all']).default('all') }),
    }),
    async (request, reply) => {
      const entry = emailDomainText(request.query.list);
      reply
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding')
        .type('text/plain; charset=utf-8');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      }
      return reply.send(entry.text);
    },
  );
}
