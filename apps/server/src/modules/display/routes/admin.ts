// The owner API for popups, under /api/admin: a signed-in owner only (401 otherwise), and the nonce
// hook checks every write. Each write invalidates this process's snapshot of the popup's site;
// other processes see it within the cache TTL. Sites have theirs in the sites module.
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1 sites/{id}/popups and popups/{id} (routes/rest.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendApiError } from '../../../plugins/errors.ts';
import { popupWriteSchema } from '../popup-schema.ts';
import { isWriteProblem, type DisplayService, type PopupWriteProblem } from '../service.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { siteParams } from '../../sites/index.ts';
import { popupAnswer, popupJson, popupParams, popupStatus } from './popup-answer.ts';
import { errorAnswer } from './protocol-schemas.ts';

const notFound = (reply: FastifyReply, what: string) =>
  sendApiError(reply, 404, 'not_found', `No such ${what}`);

function popupProblem(reply: FastifyReply, problem: PopupWriteProblem) {
  if (problem === 'unknown_site') return notFound(reply, 'site');
  if (problem === 'unknown_popup') return notFound(reply, 'popup');
  // A variant's refusal comes only from pinwheel/v1's duplicate?as=variant, which has no alias here.
  if (typeof problem === 'object' && 'variant' in problem) {
    return sendApiError(reply, 400, problem.variant, problem.message);
  }
  if (typeof problem === 'object') {
    const fields = Object.entries(problem.coupons).map(([field, reason]) => ({ field, reason }));
    return sendApiError(
      reply,
      400,
      'validation_failed',
      `${fields[0]!.field}: ${fields[0]!.reason}`,
      fields,
    );
  }
  return sendApiError(
    reply,
    400,
    'validation_failed',
    'popup.ab_test_parent_id: must be another popup of the same site',
    [{ field: 'popup.ab_test_parent_id', reason: 'must be another popup of the same site' }],
  );
}

export async function popupAdminRoutes(app: FastifyInstance, options: { display: DisplayService }) {
  const { display } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  ownersOnly(app);

  const tags = ['popups admin'];
  const errors = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer };

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
      const popups = await display.listPopups(request.params.siteId);
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
        body: z.object({ status: popupStatus.default('draft'), popup: popupWriteSchema }),
        response: { 201: z.object({ popup: popupAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await display.createPopup(request.params.siteId, request.body);
      return isWriteProblem(result)
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
      const popup = await display.getPopup(request.params.popupId);
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
        body: z.object({ status: popupStatus.optional(), popup: popupWriteSchema.optional() }),
        response: { 200: z.object({ popup: popupAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await display.updatePopup(request.params.popupId, request.body);
      return isWriteProblem(result) ? popupProblem(reply, result) : { popup: popupJson(result) };
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
      (await display.deletePopup(request.params.popupId))
        ? reply.status(204).send(null)
        : notFound(reply, 'popup'),
  );
}
