// pinwheel/v1 leads, webhooks and conversion codes on the platform API. Leads page by offset,
// counted and cut in SQL in (created_at, id) order (the table grows with every conversion); the
// CSV export stays at /api/admin/leads.csv. Webhook endpoints answer their signing secret (the
// owner needs it to check signatures). The same service calls as the deprecated aliases.
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
import { restDateTime } from '../../../schemas/rest-date.ts';
import type { SitesService } from '../../sites/index.ts';
import type { LeadsService } from '../service.ts';
import {
  attemptAnswer,
  attemptJson,
  endpointAnswer,
  endpointJson,
  leadAnswer,
  leadJson,
} from './lead-answer.ts';
import { conversionCodeBody, idParams, webhookUrl } from './lead-schemas.ts';

const base = '/wp-json/pinwheel/v1';
const siteId = oneLineText(64).min(1);

const leadNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_lead_invalid_id', 'Invalid ID.');
const webhookNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_webhook_invalid_id', 'Invalid ID.');
const siteNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_site_invalid_id', 'Invalid ID.');

export async function leadsRestRoutes(
  app: FastifyInstance,
  options: { leads: LeadsService; sites: SitesService },
) {
  const { leads: service } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const leadTags = ['pinwheel/v1 leads'];
  const webhookTags = ['pinwheel/v1 webhooks'];

  routes.get(
    `${base}/leads`,
    {
      schema: {
        tags: leadTags,
        summary: 'List leads, newest first (search matches emails, field values and pages)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date']).default('date'),
          site: siteId.optional().describe('Only the leads of this site'),
          popup: oneLineText(64).optional().describe('Only the leads of this popup'),
          kind: z.enum(['lead', 'click', 'coupon']).optional(),
          after: restDateTime.optional().describe('Only leads made at or after this time'),
          before: restDateTime.optional().describe('Only leads made before this time'),
        }),
        response: { 200: z.array(leadAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { leads, total } = await service.pageLeads(
        {
          siteId: query.site,
          popupId: query.popup,
          kind: query.kind,
          after: query.after,
          before: query.before,
        },
        { ...query, ...pageWindow(query) },
      );
      return sendPage(request, reply, leads.map(leadJson), total);
    },
  );

  routes.get(
    `${base}/leads/:id`,
    {
      schema: {
        tags: leadTags,
        summary: 'Retrieve a lead with its fields and delivery states',
        params: idParams,
        response: { 200: leadAnswer },
      },
    },
    async (request, reply) => {
      const lead = await service.getLead(request.params.id);
      return lead ? leadJson(lead) : leadNotFound(reply);
    },
  );

  routes.delete(
    `${base}/leads/:id`,
    {
      schema: {
        tags: leadTags,
        summary:
          'Delete a lead for good (force=true), with its prize draws and webhook deliveries not yet sent; answers it as it was',
        params: idParams,
        querystring: forceQuery,
        response: { 200: leadAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const lead = await service.getLead(request.params.id);
      if (!lead || !(await service.deleteLead(lead.id))) return leadNotFound(reply);
      return leadJson(lead);
    },
  );

  routes.get(
    `${base}/webhooks`,
    {
      schema: {
        tags: webhookTags,
        summary: 'List webhook endpoints with their signing secrets, oldest first',
        querystring: z.object({
          ...pageQuery,
          order: z.enum(['asc', 'desc']).default('asc'),
          orderby: z.enum(['date']).default('date'),
          site: siteId.optional().describe('Only the endpoints of this site'),
        }),
        response: { 200: z.array(endpointAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { endpoints, total } = await service.pageEndpoints(query.site, {
        ...query,
        ...pageWindow(query),
      });
      return sendPage(request, reply, endpoints.map(endpointJson), total);
    },
  );

  routes.post(
    `${base}/webhooks`,
    {
      schema: {
        tags: webhookTags,
        summary: 'Add a webhook endpoint to a site; answered with its new signing secret',
        body: z.object({ site_id: siteId, delivery_url: webhookUrl }),
        response: { 201: endpointAnswer },
      },
    },
    async (request, reply) => {
      const { site_id: site, delivery_url: url } = request.body;
      const endpoint = await service.addEndpoint(site, url);
      if (!endpoint) {
        return invalidParams(reply, { site_id: 'No site has this id.' });
      }
      return reply.status(201).send(endpointJson(endpoint));
    },
  );

  routes.get(
    `${base}/webhooks/:id`,
    {
      schema: {
        tags: webhookTags,
        summary: 'Retrieve a webhook endpoint',
        params: idParams,
        response: { 200: endpointAnswer },
      },
    },
    async (request, reply) => {
      const endpoint = await service.getEndpoint(request.params.id);
      return endpoint ? endpointJson(endpoint) : webhookNotFound(reply);
    },
  );

  routes.delete(
    `${base}/webhooks/:id`,
    {
      schema: {
        tags: webhookTags,
        summary: 'Delete a webhook endpoint for good (force=true); deliveries pending to it fail',
        params: idParams,
        querystring: forceQuery,
        response: { 200: endpointAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const endpoint = await service.getEndpoint(request.params.id);
      if (!endpoint || !(await service.deleteEndpoint(endpoint.id))) return webhookNotFound(reply);
      return endpointJson(endpoint);
    },
  );

  routes.get(
    `${base}/webhooks/:id/deliveries`,
    {
      schema: {
        tags: webhookTags,
        summary: "The endpoint's latest delivery attempts (100 at most), newest first",
        params: idParams,
        response: { 200: z.array(attemptAnswer) },
      },
    },
    async (request, reply) => {
      const endpoint = await service.getEndpoint(request.params.id);
      if (!endpoint) return webhookNotFound(reply);
      return (await service.deliveryLog([endpoint.id])).map(attemptJson);
    },
  );

  routes.post(
    `${base}/webhooks/:id/test`,
    {
      schema: {
        tags: webhookTags,
        summary: 'Queue a test delivery (an example lead) to the endpoint',
        params: idParams,
        response: { 202: z.object({ delivery_id: z.string() }) },
      },
    },
    async (request, reply) => {
      const id = await service.sendTestDelivery(request.params.id);
      return id ? reply.status(202).send({ delivery_id: id }) : webhookNotFound(reply);
    },
  );

  const conversionCodeParams = z.object({ id: siteId.describe('The site id') });
  const conversionCodeAnswer = z.object({ site_id: z.string(), conversion_code: z.string() });

  routes.get(
    `${base}/sites/:id/conversion-code`,
    {
      schema: {
        tags: ['pinwheel/v1 conversion code'],
        summary:
          "A site's conversion code: HTML the widget adds to the page head after a conversion",
        params: conversionCodeParams,
        response: { 200: conversionCodeAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await options.sites.get(id))) return siteNotFound(reply);
      return { site_id: id, conversion_code: await service.getConversionCode(id) };
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/sites/:id/conversion-code`,
    schema: {
      tags: ['pinwheel/v1 conversion code'],
      summary: "Set a site's conversion code ('' for none)",
      params: conversionCodeParams,
      body: conversionCodeBody,
      response: { 200: conversionCodeAnswer },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const code = request.body.conversion_code;
      return (await service.setConversionCode(id, code))
        ? { site_id: id, conversion_code: code }
        : siteNotFound(reply);
    },
  });
}
