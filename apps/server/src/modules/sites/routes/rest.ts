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
import { domainAllowed } from '../site-gate.ts';
import { checkSitePage, type SiteCheckOptions } from '../site-check.ts';
import { siteAnswer, siteBody, siteChanges, siteJson } from './site-schemas.ts';

const path = '/wp-json/pinwheel/v1/sites';
const idParams = z.object({ id: oneLineText(64).min(1).describe('The site id') });

const notFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_site_invalid_id', 'Invalid ID.');

// A taken client id is the field's problem, answered as WordPress answers a field it refuses.
const clientIdTaken = (reply: FastifyReply) =>
  invalidParams(reply, { client_id: 'Another site has this client id.' });

const siteCheckAnswer = z.object({
  outcome: z
    .enum(['found', 'elsewhere', 'missing', 'refused', 'unreachable', 'http_error'])
    .describe(
      'found: our snippet with this client id, loading from this server; elsewhere: a snippet with it loading from another host; missing: the page has none',
    ),
  url: z.string().describe('The address loaded last (after redirects)'),
  status: z.number().nullable(),
  truncated: z.boolean().describe('Only the first 1 MB of the page was read'),
  domain_allowed: z
    .boolean()
    .describe("Whether the page's host is among the site's allowed domains (or it allows any)"),
});

export async function siteRestRoutes(
  app: FastifyInstance,
  options: { sites: SitesService; check: SiteCheckOptions },
) {
  const { sites, check } = options;
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

  routes.post(
    `${path}/:id/check`,
    {
      schema: {
        tags,
        summary:
          "Load one page of the site (http/https, public addresses, 10 s, 1 MB) and say whether the site's snippet is on it",
        params: idParams,
        body: z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) }),
        response: { 200: siteCheckAnswer },
      },
    },
    async (request, reply) => {
      const site = await sites.get(request.params.id);
      if (!site) return notFound(reply);
      const result = await checkSitePage(request.body.url, site.clientId, check);
      return { ...result, domain_allowed: domainAllowed(site, new URL(result.url).hostname) };
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
