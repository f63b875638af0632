// The owner API for sites, under /api/admin/sites: a signed-in owner only (401 otherwise), and the
// nonce hook checks every write. Each write invalidates this process's cached views of the site;
// other processes see it within the cache TTL.
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1/sites (routes/rest.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import type { SitesService } from '../service.ts';
import { siteAnswer, siteBody, siteChanges, siteJson, siteParams } from './site-schemas.ts';

const notFound = (reply: FastifyReply) => sendApiError(reply, 404, 'not_found', 'No such site');

export async function siteAdminRoutes(app: FastifyInstance, options: { sites: SitesService }) {
  const { sites } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  ownersOnly(app);

  const tags = ['sites admin'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  routes.get(
    '/api/admin/sites',
    {
      schema: {
        tags,
        summary: 'Every site (client id, domains, plan)',
        response: { 200: z.object({ sites: z.array(siteAnswer) }), 401: apiErrorSchema },
      },
    },
    async () => ({ sites: (await sites.list()).map(siteJson) }),
  );

  routes.post(
    '/api/admin/sites',
    {
      schema: {
        tags,
        summary: 'Create a site; its client id is generated unless `client_id` brings one',
        body: siteBody,
        response: { 201: z.object({ site: siteAnswer }), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const site = await sites.create(request.body);
      if (!site) {
        return sendApiError(reply, 409, 'client_id_taken', 'Another site has this client id');
      }
      return reply.status(201).send({ site: siteJson(site) });
    },
  );

  routes.get(
    '/api/admin/sites/:siteId',
    {
      schema: {
        tags,
        summary: 'One site',
        params: siteParams,
        response: { 200: z.object({ site: siteAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const site = await sites.get(request.params.siteId);
      return site ? { site: siteJson(site) } : notFound(reply);
    },
  );

  routes.patch(
    '/api/admin/sites/:siteId',
    {
      schema: {
        tags,
        summary: 'Change a site (only the fields sent)',
        params: siteParams,
        body: siteChanges,
        response: { 200: z.object({ site: siteAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const site = await sites.update(request.params.siteId, request.body);
      return site ? { site: siteJson(site) } : notFound(reply);
    },
  );

  routes.delete(
    '/api/admin/sites/:siteId',
    {
      schema: {
        tags,
        summary: 'Delete a site, and with it its popups and what they recorded',
        params: siteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      (await sites.delete(request.params.siteId)) ? reply.status(204).send(null) : notFound(reply),
  );
}
