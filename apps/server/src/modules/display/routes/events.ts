// The widget's event calls (spec §7): viewed (answers poptin_view_id), closed, website-session
// pings, conversion activities and limit logs. Each is checked against the cached site, turned
// into a row and buffered by the event recorder; the answer does not wait for the write.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendApiError } from '../../../plugins/errors.ts';
import {
  recordActivity,
  recordClose,
  recordLimitLog,
  recordSession,
  recordView,
  type DisplayContext,
} from '../service.ts';
import type { SiteSnapshot } from '../site-cache.ts';
import { crossOriginRoute } from './cross-origin.ts';
import {
  closedBody,
  clientIdWireParams,
  conversionActivityBody,
  errorAnswer,
  limitLogQuery,
  poptinIdParams,
  successAnswer,
  viewedAnswer,
  viewedBody,
  websiteSessionBody,
} from './protocol-schemas.ts';
import { isClientIdShape } from './visitor-request.ts';

const answered = { success: true as const };

export async function eventRoutes(app: FastifyInstance, options: { ctx: DisplayContext }) {
  const { ctx } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function siteOrAnswer(reply: FastifyReply, clientId: string): Promise<SiteSnapshot | null> {
    const snapshot = isClientIdShape(clientId) ? await ctx.cache.get(clientId) : null;
    if (!snapshot) sendApiError(reply, 404, 'unknown_client', `No site has client id ${clientId}`);
    return snapshot;
  }

  function popupOrAnswer(reply: FastifyReply, snapshot: SiteSnapshot, popupId: string) {
    const popup = snapshot.byId.get(popupId);
    if (!popup) sendApiError(reply, 404, 'unknown_popup', `This site has no popup ${popupId}`);
    return popup;
  }

  routes.post(
    '/api/display/viewed/:poptin_id',
    {
      ...crossOriginRoute,
      schema: {
        tags: ['display'],
        summary: 'A popup was shown; answers the view id (JSON)',
        params: poptinIdParams,
        body: viewedBody,
        response: { 200: viewedAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const snapshot = await siteOrAnswer(reply, body.client_id);
      if (!snapshot) return reply;
      const popup = popupOrAnswer(reply, snapshot, request.params.poptin_id);
      if (!popup) return reply;
      const id = recordView(ctx, {
        ...body,
        siteId: snapshot.site.id,
        popupId: popup.id,
        popupType: body.type || popup.popup.poptin_type,
      });
      return { poptin_view_id: id };
    },
  );

  routes.post(
    '/api/display/closed/:poptin_id',
    {
      ...crossOriginRoute,
      schema: {
        tags: ['display'],
        summary: 'A popup was closed, and how (close_trigger)',
        params: poptinIdParams,
        body: closedBody,
        response: { 200: successAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const snapshot = await siteOrAnswer(reply, body.client_id);
      if (!snapshot) return reply;
      const popup = popupOrAnswer(reply, snapshot, request.params.poptin_id);
      if (!popup) return reply;
      recordClose(ctx, { ...body, siteId: snapshot.site.id, popupId: popup.id });
      return answered;
    },
  );

  routes.post(
    '/api/display/total-website-session/:client_id',
    {
      ...crossOriginRoute,
      schema: {
        tags: ['display'],
        summary: 'A website-session ping from the widget (JSON)',
        params: clientIdWireParams,
        body: websiteSessionBody,
        response: { 200: successAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const snapshot = await siteOrAnswer(reply, request.params.client_id);
      if (!snapshot) return reply;
      recordSession(ctx, { ...request.body, siteId: snapshot.site.id });
      return answered;
    },
  );

  routes.post(
    '/api/display/conversion-activities/:client_id',
    {
      ...crossOriginRoute,
      schema: {
        tags: ['display'],
        summary: 'A converted visitor viewed or closed a popup (JSON)',
        params: clientIdWireParams,
        body: conversionActivityBody,
        response: { 200: successAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const snapshot = await siteOrAnswer(reply, request.params.client_id);
      if (!snapshot) return reply;
      const popup = popupOrAnswer(reply, snapshot, request.body.poptin_id);
      if (!popup) return reply;
      recordActivity(ctx, { ...request.body, siteId: snapshot.site.id });
      return answered;
    },
  );

  routes.get(
    '/api/display/limitLogs/:client_id',
    {
      ...crossOriginRoute,
      schema: {
        tags: ['display'],
        summary: 'The widget reports that a limit stopped it',
        params: clientIdWireParams,
        querystring: limitLogQuery,
        response: { 200: successAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const snapshot = await siteOrAnswer(reply, request.params.client_id);
      if (!snapshot) return reply;
      recordLimitLog(ctx, { ...request.query, siteId: snapshot.site.id });
      return answered;
    },
  );
}
