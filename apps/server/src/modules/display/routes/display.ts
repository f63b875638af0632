// The display calls (spec §7) as Fastify routes: POST /api/display/{clientId} answers the popups a
// page may show; POST and GET /api/display/click/{id} answer one popup opened by a click or by
// another popup. What they answer is display-call.ts's. The display call sits in a context of its
// own, whose form parser is the one-pass reader (display-form-parser.ts): it is the call every page
// view of every shop makes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendApiError, validationFailure } from '../../../plugins/errors.ts';
import { answerBody } from '../display-answer.ts';
import { answerClick, answerDisplay, type DisplayCallResult } from '../display-call.ts';
import type { DisplayContext } from '../display-context.ts';
import { displayProtocolRoute } from './cross-origin.ts';
import { displayFormValidator, parseDisplayForms } from './display-form-parser.ts';
import {
  clickAnswer,
  clickRequestBody,
  clientIdParams,
  displayAnswer,
  displayRequestBody,
  popupIdParams,
} from './protocol-schemas.ts';

/** The content type of every display and click answer. */
export const DISPLAY_ANSWER_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an answer that is already JSON bytes, gzipped or not (see display-answer.ts), or the 400 of
 * a malformed visitor state. Fastify sends a buffer as it is; the route's response schema
 * documents the shape for the OpenAPI document. Vary on every answer: a cache must not hand a
 * gzipped one to a client without gzip.
 */
function send(reply: FastifyReply, result: DisplayCallResult) {
  if (!result.ok) {
    const failure = validationFailure([result.problem]);
    return sendApiError(reply, 400, 'validation_failed', failure.message, failure.fields);
  }
  reply.header('vary', 'accept-encoding');
  if (result.answer.gzipped) reply.header('content-encoding', 'gzip');
  return reply.type(DISPLAY_ANSWER_TYPE).send(answerBody(result.answer));
}

const callOf = (request: FastifyRequest) => ({
  ip: request.ip,
  headers: request.headers,
  log: request.log,
});

export async function displayCallRoutes(app: FastifyInstance, options: { ctx: DisplayContext }) {
  await app.register(displayRoute, options);
  await app.register(clickRoutes, options);
}

async function displayRoute(app: FastifyInstance, options: { ctx: DisplayContext }) {
  const { ctx } = options;
  parseDisplayForms(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/display/:clientId',
    {
      ...displayProtocolRoute('The popups this page may show (form-encoded display request)', {
        params: clientIdParams,
        body: displayRequestBody,
        response: { 200: displayAnswer },
      }),
      validatorCompiler: displayFormValidator,
      // It gzips its own answers without compressing per request (gzip-splice.ts): the
      // compression plugin's hook would only cost it time.
      compress: false,
    },
    // Not an async handler: while the site's snapshot is fresh (nearly always) the answer is ready
    // at once, and a promise per request (with its turn of the event loop) is measurable here.
    (request, reply) => {
      const result = answerDisplay(ctx, callOf(request), request.params.clientId, request.body);
      if (result instanceof Promise) {
        return result.then((ready) => {
          send(reply, ready);
        });
      }
      send(reply, result);
    },
  );
}

async function clickRoutes(app: FastifyInstance, options: { ctx: DisplayContext }) {
  const { ctx } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/display/click/:popupId',
    displayProtocolRoute('A popup opened by a click on a link or button (form-encoded)', {
      params: popupIdParams,
      body: clickRequestBody,
      response: { 200: clickAnswer },
    }),
    async (request, reply) =>
      send(reply, await answerClick(ctx, callOf(request), request.params.popupId, request.body)),
  );

  routes.get(
    '/api/display/click/:popupId',
    displayProtocolRoute('A popup another popup redirects to', {
      params: popupIdParams,
      response: { 200: clickAnswer },
    }),
    async (request, reply) =>
      send(reply, await answerClick(ctx, callOf(request), request.params.popupId)),
  );
}
