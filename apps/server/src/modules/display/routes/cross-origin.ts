// What every display-protocol route shares: the widget calls them from other sites' pages, without
// cookies. So: any origin may read the answers (Access-Control-Allow-Origin: *, no credentials),
// preflights are answered, bodies may be form-encoded, JSON, or JSON sent as text/plain (which a
// loader can post without a preflight, or with navigator.sendBeacon), and no body exceeds
// DISPLAY_BODY_LIMIT_BYTES. Each request's line in the log waits for debug, and its child logger is
// made only if it logs (plugins/request-logging.ts): these are the most frequent calls there are.
// Register inside the encapsulated plugin that holds those routes.
import formbody from '@fastify/formbody';
import { DISPLAY_BODY_LIMIT_BYTES } from '../../../server-constants.ts';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { lazyRequestLoggers } from '../../../plugins/request-logging.ts';

/** Spread into every display route's options: the body limit, nonce opt-out, quiet request log. */
export const crossOriginRoute = {
  bodyLimit: DISPLAY_BODY_LIMIT_BYTES,
  config: { nonce: false, quietRequestLog: true },
} as const;

/**
 * A display-protocol route's options: crossOriginRoute, and its schemas filed under the display tag
 * of the OpenAPI document with a one-line summary. One place, so no route forgets either.
 */
export function displayProtocolRoute<Schema extends FastifySchema>(
  summary: string,
  schema: Schema,
  config: FastifyContextConfig = {},
) {
  return {
    ...crossOriginRoute,
    config: { ...crossOriginRoute.config, ...config },
    schema: { tags: ['display'], summary, ...schema },
  };
}

/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_SECONDS = 24 * 60 * 60;

const allowedHeaders = /^[\w-]+(\s*,\s*[\w-]+)*$/;

/**
 * `preflight: false` for a second context under /api/display (the leads module's conversion call):
 * the display module's own context already answers every preflight there.
 */
export async function openToOtherOrigins(
  app: FastifyInstance,
  { preflight = true }: { preflight?: boolean } = {},
): Promise<void> {
  lazyRequestLoggers(app);
  await app.register(formbody, { bodyLimit: DISPLAY_BODY_LIMIT_BYTES });
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: DISPLAY_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        const invalid = new Error(`Body is not valid JSON: ${(error as Error).message}`);
        Object.assign(invalid, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
        done(invalid, undefined);
      }
    },
  );

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
    done();
  });

  if (!preflight) return;
  app.options(
    '/api/display/*',
    { ...crossOriginRoute, schema: { hide: true } },
    async (request, reply) => {
      const requested = request.headers['access-control-request-headers'];
      reply
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header(
          'access-control-allow-headers',
          typeof requested === 'string' && allowedHeaders.test(requested)
            ? requested
            : 'content-type',
        )
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .header('vary', 'access-control-request-headers');
      return reply.status(204).send();
    },
  );
}
