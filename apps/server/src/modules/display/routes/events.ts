// The widget's event calls (spec §7): viewed (answers poptin_view_id), closed, website-session
// pings, conversion activities and limit logs. Each is checked against the cached site, turned
// into a row and buffered by the event recorder; the answer does not wait for the write.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendApiError } from '../../../plugins/errors.ts';
import type { DisplayContext } from '../display-context.ts';
import type { DisplayService } from '../service.ts';
import type { SiteSnapshot } from '../site-snapshot.ts';
import { displayProtocolRoute } from './cross-origin.ts';
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
import { gateRefusal } from '../display-decision.ts';
import { isClientIdShape } from '../../sites/index.ts';
import { callingHost } from './visitor-request.ts';

const answered = { success: true as const };
/**
 * What an event route answers: success; 403 from a gate, 404 for a client or popup the server does
 * not know; 429 for an address over the limit.
 */
const eventAnswers = { 200: successAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };

export async function eventRoutes(
  app: FastifyInstance,
  options: { ctx: DisplayContext; display: DisplayService; eventsPerMinute: number },
) {
  const { ctx, display } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** Each event call counts per address (plugins/rate-limit.ts). */
  const limited =
    options.eventsPerMinute > 0
      ? { rateLimit: { max: options.eventsPerMinute, timeWindow: 60_000 } }
      : {};

  /**
   * The site an event is about; null once it has answered. Events pass the same gates as the
   * display call (allowed domains, restriction, monthly views): otherwise anyone could spend a
   * site's views, or record events for it, from a page the owner never allowed.
   */
  async function siteOrAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    clientId: string,
    /** Limit logs report the view limit itself, so they must get through it. */
    gates: { viewLimit: boolean } = { viewLimit: true },
  ): Promise<SiteSnapshot | null> {
    const snapshot = isClientIdShape(clientId) ? await ctx.snapshots.get(clientId) : null;
    if (!snapshot) {
      sendApiError(reply, 404, 'unknown_client', `No site has client id ${clientId}`);
      return null;
    }
    const refusal = gateRefusal(
      snapshot,
      { host: callingHost(request.headers), preview: !gates.viewLimit },
      ctx.recorder,
    );
    if (refusal) {
      request.log.info({ clientId, reason: refusal.reason }, 'display event refused');
      sendApiError(reply, 403, refusal.reason, refusal.message);
      return null;
    }
    return snapshot;
  }

  /** The site and its popup an event is about; null once it has answered 403 or 404. */
  async function siteAndPopupOrAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    clientId: string,
    popupId: string,
  ) {
    const snapshot = await siteOrAnswer(request, reply, clientId);
    if (!snapshot) return null;
    const popup = snapshot.byId.get(popupId);
    if (!popup) {
      sendApiError(reply, 404, 'unknown_popup', `This site has no popup ${popupId}`);
      return null;
    }
    return { siteId: snapshot.site.id, popup };
  }

  routes.post(
    '/api/display/viewed/:poptin_id',
    displayProtocolRoute(
      'A popup was shown; answers the view id (JSON)',
      {
        params: poptinIdParams,
        body: viewedBody,
        response: { ...eventAnswers, 200: viewedAnswer },
      },
      limited,
    ),
    async (request, reply) => {
      const body = request.body;
      const found = await siteAndPopupOrAnswer(
        request,
        reply,
        body.client_id,
        request.params.poptin_id,
      );
      if (!found) return reply;
      const { siteId, popup } = found;
      const id = display.recordView({
        ...body,
        siteId,
        popupId: popup.id,
        popupType: body.type || popup.popup.poptin_type,
      });
      return { poptin_view_id: id };
    },
  );

  routes.post(
    '/api/display/closed/:poptin_id',
    displayProtocolRoute(
      'A popup was closed, and how (close_trigger)',
      {
        params: poptinIdParams,
        body: closedBody,
        response: eventAnswers,
      },
      limited,
    ),
    async (request, reply) => {
      const body = request.body;
      const found = await siteAndPopupOrAnswer(
        request,
        reply,
        body.client_id,
        request.params.poptin_id,
      );
      if (!found) return reply;
      display.recordClose({ ...body, siteId: found.siteId, popupId: found.popup.id });
      return answered;
    },
  );

  routes.post(
    '/api/display/total-website-session/:client_id',
    displayProtocolRoute(
      'A website-session ping from the widget (JSON)',
      {
        params: clientIdWireParams,
        body: websiteSessionBody,
        response: eventAnswers,
      },
      limited,
    ),
    async (request, reply) => {
      const snapshot = await siteOrAnswer(request, reply, request.params.client_id);
      if (!snapshot) return reply;
      display.recordSession({ ...request.body, siteId: snapshot.site.id });
      return answered;
    },
  );

  routes.post(
    '/api/display/conversion-activities/:client_id',
    displayProtocolRoute(
      'A converted visitor viewed or closed a popup (JSON)',
      {
        params: clientIdWireParams,
        body: conversionActivityBody,
        response: eventAnswers,
      },
      limited,
    ),
    async (request, reply) => {
      const body = request.body;
      const found = await siteAndPopupOrAnswer(
        request,
        reply,
        request.params.client_id,
        body.poptin_id,
      );
      if (!found) return reply;
      display.recordActivity({ ...body, siteId: found.siteId });
      return answered;
    },
  );

  routes.get(
    '/api/display/limitLogs/:client_id',
    displayProtocolRoute(
      'The widget reports that a limit stopped it',
      {
        params: clientIdWireParams,
        querystring: limitLogQuery,
        response: eventAnswers,
      },
      limited,
    ),
    async (request, reply) => {
      const snapshot = await siteOrAnswer(request, reply, request.params.client_id, {
        viewLimit: false,
      });
      if (!snapshot) return reply;
      display.recordLimitLog({ ...request.query, siteId: snapshot.site.id });
      return answered;
    },
  );
}
