// The owner API for sites and popups, under /api/admin: a signed-in owner only (401 otherwise), and
// the nonce hook checks every write. Each write invalidates this process's display cache for the
// site; other processes see it within the cache TTL.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendApiError } from '../../../plugins/errors.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { popupBodySchema, popupIdSchema, popupStatuses } from '../popup-schema.ts';
import * as service from '../service.ts';
import type { Site, StoredPopup } from '../site-records.ts';
import { errorAnswer } from './protocol-schemas.ts';

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.?$/,
    'must be a host name such as shop.example.com',
  );

const siteBody = z.object({
  name: oneLineText(200).trim().min(1),
  allowed_domains: z.array(hostName).max(100).default([]),
  monthly_view_limit: z.number().int().min(0).nullable().default(null),
  is_freemium: z.boolean().default(false),
  is_restricted: z.boolean().default(false),
});

const siteChanges = z.object({
  name: oneLineText(200).trim().min(1).optional(),
  allowed_domains: z.array(hostName).max(100).optional(),
  monthly_view_limit: z.number().int().min(0).nullable().optional(),
  is_freemium: z.boolean().optional(),
  is_restricted: z.boolean().optional(),
});

const siteAnswer = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  allowed_domains: z.array(z.string()),
  monthly_view_limit: z.number().nullable(),
  is_freemium: z.boolean(),
  is_restricted: z.boolean(),
  created_at: z.number(),
  updated_at: z.number(),
});

const popupStatus = z.enum(popupStatuses);

const popupAnswer = z.object({
  id: z.string(),
  site_id: z.string(),
  status: popupStatus,
  created_at: z.number(),
  updated_at: z.number(),
  popup: z.record(z.string(), z.unknown()),
});

const siteParams = z.object({ siteId: oneLineText(64).min(1) });
const popupParams = z.object({ popupId: popupIdSchema });

function siteJson(site: Site): z.infer<typeof siteAnswer> {
  return {
    id: site.id,
    client_id: site.clientId,
    name: site.name,
    allowed_domains: site.allowedDomains,
    monthly_view_limit: site.monthlyViewLimit,
    is_freemium: site.isFreemium,
    is_restricted: site.isRestricted,
    created_at: site.createdAt,
    updated_at: site.updatedAt,
  };
}

function popupJson(stored: StoredPopup): z.infer<typeof popupAnswer> {
  return {
    id: stored.id,
    site_id: stored.siteId,
    status: stored.status,
    created_at: stored.createdAt,
    updated_at: stored.updatedAt,
    popup: { ...stored.popup },
  };
}

const notFound = (reply: FastifyReply, what: string) =>
  sendApiError(reply, 404, 'not_found', `No such ${what}`);

function popupProblem(reply: FastifyReply, problem: service.PopupWriteProblem) {
  if (problem === 'unknown_site') return notFound(reply, 'site');
  if (problem === 'unknown_popup') return notFound(reply, 'popup');
  return sendApiError(
    reply,
    400,
    'validation_failed',
    'popup.ab_test_parent_id: must be another popup of the same site',
    [{ field: 'popup.ab_test_parent_id', reason: 'must be another popup of the same site' }],
  );
}

export async function adminRoutes(app: FastifyInstance, options: { ctx: service.DisplayContext }) {
  const { ctx } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Before the nonce check (preValidation): a caller who is not signed in hears that first.
  app.addHook('onRequest', async (request, reply) => {
    if (!(await request.currentOwner())) {
      return sendApiError(reply, 401, 'unauthorized', 'Sign in as the owner first');
    }
  });

  const tags = ['display admin'];
  const errors = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer };

  routes.get(
    '/api/admin/sites',
    {
      schema: {
        tags,
        summary: 'Every site (client id, domains, plan)',
        response: { 200: z.object({ sites: z.array(siteAnswer) }), 401: errorAnswer },
      },
    },
    async () => ({ sites: (await service.listSites(ctx)).map(siteJson) }),
  );

  routes.post(
    '/api/admin/sites',
    {
      schema: {
        tags,
        summary: 'Create a site; its client id is generated',
        body: siteBody,
        response: { 201: z.object({ site: siteAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const site = await service.createSite(ctx, request.body);
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
      const site = await service.getSite(ctx, request.params.siteId);
      return site ? { site: siteJson(site) } : notFound(reply, 'site');
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
      const site = await service.updateSite(ctx, request.params.siteId, request.body);
      return site ? { site: siteJson(site) } : notFound(reply, 'site');
    },
  );

  routes.delete(
    '/api/admin/sites/:siteId',
    {
      schema: {
        tags,
        summary: 'Delete a site and its popups',
        params: siteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      (await service.deleteSite(ctx, request.params.siteId))
        ? reply.status(204).send(null)
        : notFound(reply, 'site'),
  );

  routes.get(
    '/api/admin/sites/:siteId/popups',
    {
      schema: {
        tags,
        summary: "A site's popups, any status",
        params: siteParams,
        response: { 200: z.object({ popups: z.array(popupAnswer) }), ...errors },
      },
    },
    async (request, reply) => {
      const popups = await service.listPopups(ctx, request.params.siteId);
      return popups ? { popups: popups.map(popupJson) } : notFound(reply, 'site');
    },
  );

  routes.post(
    '/api/admin/sites/:siteId/popups',
    {
      schema: {
        tags,
        summary: 'Create a popup (13-character id generated)',
        params: siteParams,
        body: z.object({ status: popupStatus.default('draft'), popup: popupBodySchema }),
        response: { 201: z.object({ popup: popupAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.createPopup(ctx, request.params.siteId, request.body);
      return typeof result === 'string'
        ? popupProblem(reply, result)
        : reply.status(201).send({ popup: popupJson(result) });
    },
  );

  routes.get(
    '/api/admin/popups/:popupId',
    {
      schema: {
        tags,
        summary: 'One popup',
        params: popupParams,
        response: { 200: z.object({ popup: popupAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const popup = await service.getPopup(ctx, request.params.popupId);
      return popup ? { popup: popupJson(popup) } : notFound(reply, 'popup');
    },
  );

  routes.patch(
    '/api/admin/popups/:popupId',
    {
      schema: {
        tags,
        summary: 'Change a popup: its status, and/or its whole popup data',
        params: popupParams,
        body: z.object({ status: popupStatus.optional(), popup: popupBodySchema.optional() }),
        response: { 200: z.object({ popup: popupAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.updatePopup(ctx, request.params.popupId, request.body);
      return typeof result === 'string'
        ? popupProblem(reply, result)
        : { popup: popupJson(result) };
    },
  );

  routes.delete(
    '/api/admin/popups/:popupId',
    {
      schema: {
        tags,
        summary: 'Delete a popup',
        params: popupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      (await service.deletePopup(ctx, request.params.popupId))
        ? reply.status(204).send(null)
        : notFound(reply, 'popup'),
  );
}
