// The display calls (spec §7): POST /api/display/{clientId} answers the popups a page may show;
// POST and GET /api/display/click/{id} answer one popup opened by a click or by another popup.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendApiError } from '../../../plugins/errors.ts';
import {
  cartOf,
  choosePopups,
  gateRefusal,
  refusalMessages,
  type DisplayRefusal,
} from '../display-decision.ts';
import {
  writeClickAnswer,
  writeDisplayAnswer,
  type DisplayOutcome,
  type EncodedAnswer,
} from '../display-answer.ts';
import { acceptsGzip } from '../gzip-splice.ts';
import type { DisplayContext } from '../service.ts';
import type { SiteSnapshot } from '../site-cache.ts';
import { parseVisitorState } from '../visitor-state.ts';
import { displayProtocolRoute } from './cross-origin.ts';
import {
  clickAnswer,
  clickRequestBody,
  clientIdParams,
  displayAnswer,
  displayRequestBody,
  popupIdParams,
  type DisplayRequestBody,
} from './protocol-schemas.ts';
import { callingHost, isClientIdShape, visitorFacts } from './visitor-request.ts';

/**
 * Sends an answer that is already JSON bytes, gzipped or not (see display-answer.ts). Fastify
 * sends a buffer as it is; the route's response schema documents the shape for the OpenAPI
 * document. Vary on every answer: a cache must not hand a gzipped one to a client without gzip.
 */
function sendAnswer(reply: FastifyReply, answer: EncodedAnswer) {
  reply.header('vary', 'accept-encoding');
  if (answer.gzipped) reply.header('content-encoding', 'gzip');
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const takesGzip = (request: FastifyRequest) => acceptsGzip(request.headers['accept-encoding']);

function logRefusal(request: FastifyRequest, refusal: DisplayRefusal, host: string | undefined) {
  const clientId = refusal.snapshot?.site.clientId;
  if (refusal.reason === 'domain_not_allowed') {
    request.log.warn({ clientId, host }, 'display refused: the site has not allowed this domain');
  } else if (refusal.reason !== 'max_views') {
    request.log.info({ clientId, reason: refusal.reason }, 'display refused');
  }
}

function embeddedIds(list: string | undefined): Set<string> {
  if (!list) return new Set();
  return new Set(
    list
      .split(/[,|]/)
      .map((id) => id.trim())
      .filter(Boolean),
  );
}

/**
 * Whether a preview may pass the view limit: only for a popup that is not live. A live popup
 * "previewed" is an ordinary display, or any visitor could step around a used-up plan.
 */
function previewsDraft(snapshot: SiteSnapshot | null, previewId: string | undefined): boolean {
  if (!snapshot || previewId === undefined) return false;
  const popup = snapshot.byId.get(previewId);
  return popup !== undefined && popup.status !== 'live';
}

async function snapshotFor(ctx: DisplayContext, clientId: string | undefined) {
  return clientId && isClientIdShape(clientId) ? await ctx.cache.get(clientId) : null;
}

export async function displayCallRoutes(app: FastifyInstance, options: { ctx: DisplayContext }) {
  const { ctx } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/display/:clientId',
    displayProtocolRoute('The popups this page may show (form-encoded display request)', {
      params: clientIdParams,
      body: displayRequestBody,
      response: { 200: displayAnswer },
    }),
    async (request, reply) => {
      const form = request.body;
      const parsed = parseVisitorState(form.cookies);
      if (!parsed.ok) return badVisitorState(reply, parsed.problem);
      const snapshot = await snapshotFor(ctx, request.params.clientId);
      const host = callingHost(request, form.domain);
      const previewId = form.preview_poptin_id || undefined;
      const refusal = gateRefusal(
        snapshot,
        { host, preview: previewsDraft(snapshot, previewId) },
        ctx.recorder,
      );
      const facts = visitorFacts(request, form.cc);
      let outcome: DisplayOutcome;
      if (refusal) {
        logRefusal(request, refusal, host);
        outcome = refusal;
      } else {
        const site = snapshot as SiteSnapshot;
        const visitor = parsed.state;
        outcome = {
          display: 'allowed',
          snapshot: site,
          popups: choosePopups(site, {
            visitor,
            visitorKey: visitor.visitor_id || `${facts.ip}|${request.headers['user-agent'] ?? ''}`,
            url: form.poptin_viewed_url || undefined,
            mobile: form.if_mobile === '1',
            embeddedOnPage: embeddedIds(form.poptin_forms_id),
            convertedEmail: form.converted_email || undefined,
            cart: cartOf(form.cart_total_price, form.cart_total_items),
            previewPopupId: previewId,
            now: Date.now(),
          }),
        };
      }
      return sendAnswer(reply, writeDisplayAnswer(outcome, facts, takesGzip(request)));
    },
  );

  /** One popup, opened by a click: gated like a display, but its triggers and rules do not apply. */
  async function clickOutcome(
    request: FastifyRequest,
    popupId: string,
    clientId: string | undefined,
    form: Partial<DisplayRequestBody>,
  ): Promise<DisplayOutcome> {
    const snapshot = await snapshotFor(
      ctx,
      clientId || (await ctx.cache.clientIdOfPopup(popupId)) || undefined,
    );
    const preview = form.preview_poptin_id === popupId;
    const spendsNoViews = preview && previewsDraft(snapshot, popupId);
    const host = callingHost(request, form.domain);
    const refusal = gateRefusal(snapshot, { host, preview: spendsNoViews }, ctx.recorder);
    if (refusal) {
      logRefusal(request, refusal, host);
      return refusal;
    }
    const site = snapshot as SiteSnapshot;
    const popup = site.byId.get(popupId);
    if (!popup || (popup.status !== 'live' && !preview)) {
      return {
        display: 'not_allowed',
        reason: 'unknown_popup',
        message: refusalMessages.unknownPopup,
        snapshot: site,
      };
    }
    return { display: 'allowed', snapshot: site, popups: [popup] };
  }

  routes.post(
    '/api/display/click/:popupId',
    displayProtocolRoute('A popup opened by a click on a link or button (form-encoded)', {
      params: popupIdParams,
      body: clickRequestBody,
      response: { 200: clickAnswer },
    }),
    async (request, reply) => {
      const form = request.body;
      const parsed = parseVisitorState(form.cookies);
      if (!parsed.ok) return badVisitorState(reply, parsed.problem);
      const outcome = await clickOutcome(request, request.params.popupId, form.client_id, form);
      const facts = visitorFacts(request, form.cc);
      return sendAnswer(reply, writeClickAnswer(outcome, facts, takesGzip(request)));
    },
  );

  routes.get(
    '/api/display/click/:popupId',
    displayProtocolRoute('A popup another popup redirects to', {
      params: popupIdParams,
      response: { 200: clickAnswer },
    }),
    async (request, reply) => {
      const outcome = await clickOutcome(request, request.params.popupId, undefined, {});
      const facts = visitorFacts(request);
      return sendAnswer(reply, writeClickAnswer(outcome, facts, takesGzip(request)));
    },
  );
}

function badVisitorState(reply: FastifyReply, problem: { field: string; reason: string }) {
  return sendApiError(reply, 400, 'validation_failed', `${problem.field}: ${problem.reason}`, [
    problem,
  ]);
}
