// pinwheel/v1/sites on the platform API: the owner's sites in WordPress's conventions (pages with
// X-WP-Total, updates by POST, PUT or PATCH, DELETE with force=true). The same service calls and
// field definitions as the deprecated /api/admin/sites aliases.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invalidParams,
  pageQuery,
  pageWindow,
  restError,
  sendPage,
} from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import type { SitesService } from '../service.ts';
import { siteAnswer, siteBody, siteChanges, siteJson } from './site-schemas.ts';

const path = '/wp-json/pinwheel/v1/sites';
const idParams = z.object({ id: oneLineText(64).min(1).describe('The site id') });

const notFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_site_invalid_id', 'Invalid ID.');

// A taken client id is the field's problem, answered as WordPress answers a field it refuses.
const clientIdTaken = (reply: FastifyReply) =>
  invalidParams(reply, { client_id: 'Another site has this client id.' });

export async function siteRestRoutes(app: FastifyInstance, options: { sites: SitesService }) {
  const { sites } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 sites'];

  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'List sites (search matches the name and the client id)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date', 'id', 'name']).default('date'),
        }),
        response: { 200: z.array(siteAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { sites: page, total } = await sites.page({ ...query, ...pageWindow(query) });
      return sendPage(request, reply, page.map(siteJson), total);
    },
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        summary: 'Create a site; its client id is generated unless `client_id` brings one',
        body: siteBody,
        response: { 201: siteAnswer },
      },
    },
    async (request, reply) => {
      const site = await sites.create(request.body);
      return site ? reply.status(201).send(siteJson(site)) : clientIdTaken(reply);
    },
  );

  routes.get(
    `${path}/:id`,
    {
      schema: { tags, summary: 'Retrieve a site', params: idParams, response: { 200: siteAnswer } },
    },
    async (request, reply) => {
      const site = await sites.get(request.params.id);
      return site ? siteJson(site) : notFound(reply);
    },
  );

  // WordPress takes an update by POST, PUT or PATCH alike; only the fields sent change.
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${path}/:id`,
    schema: {
      tags,
      summary: 'Update a site (only the fields sent)',
      params: idParams,
      body: siteChanges,
      response: { 200: siteAnswer },
    },
    handler: async (request, reply) => {
      const site = await sites.update(request.params.id, request.body);
      return site ? siteJson(site) : notFound(reply);
    },
  });

  routes.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary:
          'Delete a site for good (force=true), and with it its popups and what they recorded',
        params: idParams,
        querystring: forceQuery,
        response: { 200: siteAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const site = await sites.get(request.params.id);
      if (!site || !(await sites.delete(site.id))) return notFound(reply);
      return siteJson(site);
    },
  );
}
