// Serves every page through React Router: one catch-all route in its own encapsulated plugin, with
// Fastify's body parsers removed so the raw body reaches React Router's actions. Because Fastify's
// bodyLimit and the nonce hook do not see those bodies, this plugin enforces both itself, and the
// per-address limits on visitors' writes (page-write-limits.ts), which routes ask for in config.
import { NONCE_FIELD, NONCE_HEADER } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { API_BODY_LIMIT_BYTES } from '../server-constants.ts';
import { sendApiError } from '../plugins/errors.ts';
import { isStateChanging, rejectNonce } from '../plugins/nonce.ts';
import { sendExpiredFormPage, wantsPage } from './expired-form-page.ts';
import { toFetchRequest, sendFetchResponse } from './fetch-request.ts';
import { buildLoadContext } from './load-context.ts';
import { nonceFromBody } from '../plugins/nonce-from-body.ts';
import { BodyTooLargeError, readBody } from './read-body.ts';
import { pageWriteKind } from './page-write-limits.ts';
import { tooManyRequests } from '../plugins/visitor-write-limits.ts';
import { rememberUrlLanguage } from './url-language.ts';

export interface ReactRouterPluginOptions {
  /** Production passes the imported build; development a function that loads it per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Origin to build page addresses from when the Host header is unusable. */
  publicUrl: string;
}

export async function reactRouterPlugin(app: FastifyInstance, options: ReactRouterPluginOptions) {
  const handle = createRequestHandler(options.build, options.mode);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { nonce: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      // Unknown API paths and assets answer the JSON 404, not a page.
      const path = request.url.split('?')[0]!;
      if (/^\/(api|assets|embed)(\/|$)/.test(path) || path === '/embed.js') {
        return reply.callNotFound();
      }
      let body: Buffer | undefined;
      if (isStateChanging(request.method)) {
        const kind = pageWriteKind(path);
        const wait = kind ? await request.server.visitorWrites.take(request, kind) : null;
        if (wait !== null) {
          // Not read: the connection closes after the answer, as for a body over the limit.
          reply.header('connection', 'close').header('retry-after', wait);
          return sendApiError(reply, 429, 'rate_limited', tooManyRequests(wait).message);
        }
        try {
          body = await readBody(request.raw, API_BODY_LIMIT_BYTES);
        } catch (error) {
          if (error instanceof BodyTooLargeError) {
            // The rest of the body is not read: close the connection after answering.
            reply.header('connection', 'close');
            return sendApiError(reply, 413, 'payload_too_large', error.message);
          }
          throw error;
        }
        const header = request.headers[NONCE_HEADER];
        const nonce =
          typeof header === 'string'
            ? header
            : await nonceFromBody(request.headers['content-type'], body, NONCE_FIELD);
        const check = request.checkFormNonce(nonce);
        if (check !== 'valid') {
          return wantsPage(request)
            ? sendExpiredFormPage(request, reply, check)
            : rejectNonce(reply, check);
        }
      }
      rememberUrlLanguage(request, reply);
      const context = buildLoadContext(request, reply);
      const response = await handle(
        toFetchRequest(request, reply, body, options.publicUrl),
        context,
      );
      return sendFetchResponse(reply, response);
    },
  });
}
