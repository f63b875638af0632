// pinwheel/v1 popups on the platform API: a site's popups (sites/{id}/popups, filtered by status,
// or by `parent` for the A/B variants of one popup: a variant is a popup whose
// popup.ab_test_parent_id names its original) and one popup (popups/{id}). The same service calls
// and definitions as the deprecated /api/admin aliases; each write refreshes this process's
// snapshot of the popup's site. One popup's GET and writes carry its version (`ETag`, its
// updated_at); a write with an `If-Match` naming an older one is refused 412 rest_edit_conflict, so
// two owners editing one popup are told instead of one silently undoing the other.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  pageQuery,
  pageWindow,
  requireVersion,
  restError,
  sendPage,
} from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import { popupIdSchema, popupWriteSchema } from '../popup-schema.ts';
import { isWriteProblem, type DisplayService, type PopupWriteProblem } from '../service.ts';
import { popupAnswer, popupJson, popupStatus } from './popup-answer.ts';

const base = '/wp-json/pinwheel/v1';
const siteParams = z.object({ id: oneLineText(64).min(1).describe('The site id') });
const popupParams = z.object({ id: popupIdSchema.describe('The popup id') });

/** A copy's name: the original's with " (copy)", within the 200 characters a name may have. */
const copyName = (name: string) => `${name.slice(0, 200 - ' (copy)'.length)} (copy)`;

const siteNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_site_invalid_id', 'Invalid ID.');
const popupNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_popup_invalid_id', 'Invalid ID.');

function popupProblem(reply: FastifyReply, problem: PopupWriteProblem) {
  if (problem === 'unknown_site') return siteNotFound(reply);
  if (problem === 'unknown_popup') return popupNotFound(reply);
  if (typeof problem === 'object' && 'variant' in problem) {
    return restError(reply, 400, `pinwheel_rest_${problem.variant}`, problem.message);
  }
  if (typeof problem === 'object') return invalidParams(reply, problem.coupons);
  return invalidParams(reply, {
    'popup.ab_test_parent_id': 'Must be another popup of the same site.',
  });
}

export async function popupRestRoutes(app: FastifyInstance, options: { display: DisplayService }) {
  const { display } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 popups'];

  routes.get(
    `${base}/sites/:id/popups`,
    {
      schema: {
        tags,
        summary: "List a site's popups (search matches their names; parent lists A/B variants)",
        params: siteParams,
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date', 'id', 'name']).default('date'),
          status: popupStatus.optional(),
          parent: popupIdSchema.optional().describe('Only the A/B variants of this popup'),
        }),
        response: { 200: z.array(popupAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await display.pagePopups(
        { siteId: request.params.id, status: query.status, parent: query.parent },
        { ...query, ...pageWindow(query) },
      );
      if (!page) return siteNotFound(reply);
      return sendPage(request, reply, page.popups.map(popupJson), page.total);
    },
  );

  routes.post(
    `${base}/sites/:id/popups`,
    {
      schema: {
        tags,
        summary: 'Create a popup on a site (a 13-character id generated)',
        params: siteParams,
        body: z.object({ status: popupStatus.default('draft'), popup: popupWriteSchema }),
        response: { 201: popupAnswer },
      },
    },
    async (request, reply) => {
      const result = await display.createPopup(request.params.id, request.body);
      return isWriteProblem(result)
        ? popupProblem(reply, result)
        : reply.status(201).send(popupJson(result));
    },
  );

  routes.get(
    `${base}/popups/:id`,
    {
      schema: {
        tags,
        summary: 'Retrieve a popup',
        params: popupParams,
        response: { 200: popupAnswer },
      },
    },
    async (request, reply) => {
      const popup = await display.getPopup(request.params.id);
      if (!popup) return popupNotFound(reply);
      answerVersion(reply, popup.updatedAt);
      return popupJson(popup);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/popups/:id`,
    schema: {
      tags,
      summary:
        'Update a popup: its status, and/or its whole popup data (If-Match: the version its ETag gave)',
      params: popupParams,
      body: z.object({ status: popupStatus.optional(), popup: popupWriteSchema.optional() }),
      response: { 200: popupAnswer },
    },
    handler: async (request, reply) => {
      const before = await display.getPopup(request.params.id);
      if (!before) return popupNotFound(reply);
      requireVersion(request, before.updatedAt);
      const result = await display.updatePopup(
        request.params.id,
        request.body,
        nextVersion(before.updatedAt),
      );
      if (isWriteProblem(result)) return popupProblem(reply, result);
      answerVersion(reply, result.updatedAt);
      return popupJson(result);
    },
  });

  routes.post(
    `${base}/popups/:id/duplicate`,
    {
      schema: {
        tags,
        summary:
          'Copy a popup to a new draft on its site, named “<name> (copy)”; with as=variant, a draft A/B variant of it named “<name> (variant B)” (the original becomes the test’s control)',
        params: popupParams,
        querystring: z.object({
          as: z
            .enum(['copy', 'variant'])
            .default('copy')
            .describe(
              'variant: refused (400) for a variant, an embedded popup, or a test that has a winner',
            ),
        }),
        response: { 201: popupAnswer },
      },
    },
    async (request, reply) => {
      const result =
        request.query.as === 'variant'
          ? await display.addVariant(request.params.id)
          : await display.duplicatePopup(request.params.id, copyName);
      return isWriteProblem(result)
        ? popupProblem(reply, result)
        : reply.status(201).send(popupJson(result));
    },
  );

  routes.delete(
    `${base}/popups/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a popup for good (force=true)',
        params: popupParams,
        querystring: forceQuery,
        response: { 200: popupAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const popup = await display.getPopup(request.params.id);
      if (!popup || !(await display.deletePopup(popup.id))) return popupNotFound(reply);
      return popupJson(popup);
    },
  );
}
