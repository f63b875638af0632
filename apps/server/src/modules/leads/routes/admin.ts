// The owner API for leads and their delivery, under /api/admin: a signed-in owner only (401
// otherwise), the nonce checked on every write. Leads (searchable, one with its deliveries, a CSV
// export) and webhook endpoints (with their secret, a test delivery, the delivery log).
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1 leads, webhooks and conversion codes (routes/rest.ts); the CSV
// export stays here.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { pageOf } from '../../../db/time-cursor.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { timeCursorParam } from '../../../schemas/time-cursor.ts';
import { siteParams } from '../../sites/index.ts';
import { leadsCsv } from '../leads-csv.ts';
import { conversionCodeBody, idParams, webhookUrl } from './lead-schemas.ts';
import type { LeadsService } from '../service.ts';

const leadQuery = z.object({
  site: oneLineText(100).optional(),
  q: oneLineText(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Only leads made before this time (ms). Kept for callers that filter by it; it does not page. */
  before: z.coerce.number().int().min(0).optional(),
  /** The `nextCursor` of the page before: leads after its last, by (created_at, id). */
  cursor: timeCursorParam.optional(),
});

const notFound = (reply: FastifyReply, what: string) =>
  sendApiError(reply, 404, 'not_found', `No such ${what}`);

export async function leadsAdminRoutes(app: FastifyInstance, options: { leads: LeadsService }) {
  // `service`, since the routes' own `leads` are the lists they answer.
  const { leads: service } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  ownersOnly(app);
  const tags = ['leads admin'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  routes.get(
    '/api/admin/leads',
    {
      schema: {
        tags,
        summary:
          'Leads, newest first, a page at a time (?cursor= the nextCursor); q searches emails, field values and pages',
        querystring: leadQuery,
        response: {
          200: z.object({
            items: z.array(z.unknown()),
            nextCursor: z.string().nullable(),
            leads: z.array(z.unknown()).describe('the same as items, for callers written before'),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { site, q, limit, before, cursor } = request.query;
      const { items, nextCursor } = pageOf(
        await service.listLeads({
          siteId: site,
          search: q,
          limit: limit + 1,
          before,
          after: cursor,
        }),
        limit,
      );
      return { items, nextCursor, leads: items };
    },
  );

  routes.get(
    '/api/admin/leads.csv',
    {
      schema: {
        tags,
        summary: 'Leads as CSV (UTF-8 with BOM, formulas neutralised)',
        querystring: leadQuery.extend({
          limit: z.coerce.number().int().min(1).max(100_000).default(100_000),
        }),
      },
    },
    async (request, reply) => {
      const { site, q, limit, before, cursor } = request.query;
      const leads = await service.listLeads({
        siteId: site,
        search: q,
        limit,
        before,
        after: cursor,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .header('cache-control', 'no-store')
        .send(leadsCsv(leads));
    },
  );

  routes.get(
    '/api/admin/leads/:id',
    {
      schema: {
        tags,
        summary: 'One lead with its fields and delivery states',
        params: idParams,
        response: { 200: z.object({ lead: z.unknown() }), ...errors },
      },
    },
    async (request, reply) => {
      const lead = await service.getLead(request.params.id);
      return lead ? { lead } : notFound(reply, 'lead');
    },
  );

  routes.get(
    '/api/admin/webhooks',
    {
      schema: {
        tags,
        summary: 'Webhook endpoints (with their secrets) and the latest delivery attempts',
        querystring: z.object({ site: oneLineText(100).optional() }),
        response: {
          200: z.object({ endpoints: z.array(z.unknown()), log: z.array(z.unknown()) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const endpoints = await service.listEndpoints(request.query.site);
      const log = await service.deliveryLog(endpoints.map((endpoint) => endpoint.id));
      return { endpoints, log };
    },
  );

  routes.post(
    '/api/admin/sites/:siteId/webhooks',
    {
      schema: {
        tags,
        summary: 'Adds a webhook endpoint to a site; answers it with its new secret',
        params: siteParams,
        body: z.object({ url: webhookUrl }),
        response: { 201: z.object({ endpoint: z.unknown() }), ...errors },
      },
    },
    async (request, reply) => {
      const endpoint = await service.addEndpoint(request.params.siteId, request.body.url);
      if (!endpoint) return notFound(reply, 'site');
      return reply.status(201).send({ endpoint });
    },
  );

  routes.delete(
    '/api/admin/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Removes a webhook endpoint (deliveries still pending to it fail)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await service.deleteEndpoint(request.params.id);
      return deleted ? reply.status(204).send(null) : notFound(reply, 'webhook endpoint');
    },
  );

  routes.post(
    '/api/admin/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Queues a test delivery (an example lead) to the endpoint',
        params: idParams,
        response: { 202: z.object({ delivery_id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.sendTestDelivery(request.params.id);
      return id ? reply.status(202).send({ delivery_id: id }) : notFound(reply, 'webhook endpoint');
    },
  );

  routes.get(
    '/api/admin/sites/:siteId/conversion-code',
    {
      schema: {
        tags,
        summary:
          "A site's conversion code: HTML the widget adds to the page head after a conversion",
        params: siteParams,
        response: { 200: z.object({ conversion_code: z.string() }), ...errors },
      },
    },
    async (request) => ({
      conversion_code: await service.getConversionCode(request.params.siteId),
    }),
  );

  routes.put(
    '/api/admin/sites/:siteId/conversion-code',
    {
      schema: {
        tags,
        summary: "Sets a site's conversion code ('' for none)",
        params: siteParams,
        body: conversionCodeBody,
        response: { 200: z.object({ conversion_code: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const saved = await service.setConversionCode(
        request.params.siteId,
        request.body.conversion_code,
      );
      return saved ? { conversion_code: request.body.conversion_code } : notFound(reply, 'site');
    },
  );
}
