// Answers the display calls (spec §7) without HTTP: POST /api/display/{clientId} (the popups a page
// may show) and the click calls (one popup opened by a click or by another popup). The Fastify
// routes (routes/display.ts) call these; deciding needs nothing of HTTP but the facts below.
import type { IncomingHttpHeaders } from 'node:http';
import type { DisplayVisitorState } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import {
  choosePopups,
  gateRefusal,
  refusalMessages,
  type DisplayRefusal,
} from './display-decision.ts';
import {
  writeClickAnswer,
  writeDisplayAnswer,
  type DisplayOutcome,
  type EncodedAnswer,
} from './display-answer.ts';
import { acceptsGzip } from './gzip-splice.ts';
import type { DisplayRequestBody } from './routes/protocol-schemas.ts';
import { isClientIdShape } from '../sites/index.ts';
import { callingHost, visitorFacts } from './routes/visitor-request.ts';
import type { DisplayContext } from './display-context.ts';
import type { SiteSnapshot } from './site-snapshot.ts';
import { parseVisitorState, type VisitorStateProblem } from './visitor-state.ts';

/**
 * The fields of the display request that deciding it reads. The form reader decodes only these
 * (the others it only checks; routes/display-form-parser.ts), so answerDisplay takes only these:
 * reading another field without adding it here does not compile.
 */
export const DISPLAY_FIELDS_READ = [
  'domain',
  'cookies',
  'cc',
  'page_lang',
  'poptin_forms_id',
  'if_mobile',
  'poptin_viewed_url',
  'preview_poptin_id',
  'converted_email',
  'wix_cart_id',
] as const satisfies ReadonlyArray<keyof DisplayRequestBody>;

export type DisplayFormRead = Pick<DisplayRequestBody, (typeof DISPLAY_FIELDS_READ)[number]>;

/** What a display call needs of its HTTP request. */
export interface DisplayCallRequest {
  /** The visitor's address, as the proxy settings (TRUST_PROXY) make it out. */
  ip: string;
  headers: IncomingHttpHeaders;
  /** The request's logger (refusals are logged with the request id). */
  log: FastifyBaseLogger;
}

/** The answer's bytes, or the problem with the visitor state (a 400 naming the field). */
export type DisplayCallResult =
  { ok: true; answer: EncodedAnswer } | { ok: false; problem: VisitorStateProblem };

const takesGzip = (request: DisplayCallRequest) => acceptsGzip(request.headers['accept-encoding']);

function logRefusal(log: FastifyBaseLogger, refusal: DisplayRefusal, host: string | undefined) {
  const clientId = refusal.snapshot?.site.clientId;
  if (refusal.reason === 'domain_not_allowed') {
    log.warn({ clientId, host }, 'display refused: the site has not allowed this domain');
  } else if (refusal.reason !== 'max_views') {
    log.info({ clientId, reason: refusal.reason }, 'display refused');
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
  return clientId && isClientIdShape(clientId) ? await ctx.snapshots.get(clientId) : null;
}

/**
 * POST /api/display/{clientId}: the gates, then the popups this visitor may get on this page. The
 * answer comes at once while the site's cache entry is fresh (nearly always), and as a promise
 * while it loads: a promise (and its turn of the event loop) per request was measurable here.
 */
export function answerDisplay(
  ctx: DisplayContext,
  request: DisplayCallRequest,
  clientId: string,
  form: DisplayFormRead,
): DisplayCallResult | Promise<DisplayCallResult> {
  const parsed = parseVisitorState(form.cookies);
  if (!parsed.ok) return parsed;
  const snapshot = isClientIdShape(clientId) ? ctx.snapshots.get(clientId) : null;
  return snapshot instanceof Promise
    ? snapshot.then((loaded) => decideDisplay(ctx, request, form, parsed.state, loaded))
    : decideDisplay(ctx, request, form, parsed.state, snapshot);
}

function decideDisplay(
  ctx: DisplayContext,
  request: DisplayCallRequest,
  form: DisplayFormRead,
  visitor: DisplayVisitorState,
  snapshot: SiteSnapshot | null,
): DisplayCallResult | Promise<DisplayCallResult> {
  const host = callingHost(request.headers, form.domain);
  const previewId = form.preview_poptin_id || undefined;
  const refusal = gateRefusal(
    snapshot,
    { host, preview: previewsDraft(snapshot, previewId) },
    ctx.recorder,
  );
  const facts = visitorFacts(request.ip, request.headers, form.cc, form.page_lang);
  let outcome: DisplayOutcome;
  if (refusal) {
    logRefusal(request.log, refusal, host);
    outcome = refusal;
  } else {
    const site = snapshot as SiteSnapshot;
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
        previewPopupId: previewId,
        now: Date.now(),
        // A country only guessed (no remembered code, no answer for the address) decides nothing.
        ...(facts.country.source === 'default' ? {} : { country: facts.country.code }),
        language: facts.lang,
      }),
    };
  }
  const gzip = takesGzip(request);
  // A Wix page's cart goes back with its popups (spec §3 wix_cart_details). Only those pages wait
  // for Wix; the source never rejects, and without details the answer is the usual one.
  const cartId = form.wix_cart_id;
  if (cartId && outcome.display === 'allowed' && ctx.wixCarts) {
    return ctx.wixCarts(outcome.snapshot.site.id, cartId, request.log).then(
      (details) => ({
        ok: true,
        answer: writeDisplayAnswer(outcome, facts, gzip, details ?? undefined),
      }),
      () => ({ ok: true, answer: writeDisplayAnswer(outcome, facts, gzip) }),
    );
  }
  return { ok: true, answer: writeDisplayAnswer(outcome, facts, gzip) };
}

/** One popup, opened by a click: gated like a display, but its triggers and rules do not apply. */
async function clickOutcome(
  ctx: DisplayContext,
  request: DisplayCallRequest,
  popupId: string,
  clientId: string | undefined,
  form: Partial<DisplayRequestBody>,
): Promise<DisplayOutcome> {
  const snapshot = await snapshotFor(
    ctx,
    clientId || (await ctx.popupClientIds.of(popupId)) || undefined,
  );
  const preview = form.preview_poptin_id === popupId;
  const spendsNoViews = preview && previewsDraft(snapshot, popupId);
  const host = callingHost(request.headers, form.domain);
  const refusal = gateRefusal(snapshot, { host, preview: spendsNoViews }, ctx.recorder);
  if (refusal) {
    logRefusal(request.log, refusal, host);
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

/**
 * The click calls: POST /api/display/click/{popupId} with the page's form (its visitor state is
 * checked like a display's), or GET without one (`form` undefined: a popup redirecting to another).
 */
export async function answerClick(
  ctx: DisplayContext,
  request: DisplayCallRequest,
  popupId: string,
  form?: Partial<DisplayRequestBody> & { client_id?: string },
): Promise<DisplayCallResult> {
  if (form) {
    const parsed = parseVisitorState(form.cookies);
    if (!parsed.ok) return parsed;
  }
  const outcome = await clickOutcome(ctx, request, popupId, form?.client_id, form ?? {});
  const facts = visitorFacts(request.ip, request.headers, form?.cc, form?.page_lang);
  return { ok: true, answer: writeClickAnswer(outcome, facts, takesGzip(request)) };
}
