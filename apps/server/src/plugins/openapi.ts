// The OpenAPI document, generated from the zod schemas every route declares, and a browsable
// reference page for it. `/api/docs` is Swagger UI served from our own process (swagger-ui-dist's
// files under `/api/docs/static/`, no CDN: the page's CSP allows our own scripts only), and the
// JSON is beside it at `/api/docs/openapi.json`. `/api/docs` answered the JSON before the page
// existed, so a caller that does not ask for HTML there (a script, `curl`) still gets the JSON.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  publicUrl: string;
  version: string;
}

/** One route as registered: what the document must cover unless it is hidden on purpose. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** `schema.hide`: left out of the document deliberately. */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, for checking the document covers them. */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

export const DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${DOCS_PATH}/openapi.json`;

async function openApiPlugin(app: FastifyInstance, options: OpenApiOptions) {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = route.schema?.hide === true;
    for (const method of methods) routes.push({ method, url: route.url, hidden });
  });
  app.decorate('registeredRoutes', () => routes);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pinwheel API',
        description: [
          'The platform API of a Pinwheel shop, under `/wp-json/`, in the conventions WordPress',
          'and WooCommerce clients speak: `wc/v3` (the catalog, orders, coupons, customers),',
          '`wp/v2` (posts, media) and `pinwheel/v1` (popups, leads, forms, …). Authenticate with an',
          'application password or a WooCommerce API key (Basic auth over https; OAuth 1.0a or the',
          'query string as WooCommerce accepts them), or as the signed-in owner with the nonce in',
          '`X-WP-Nonce` (a fresh one from `/wp-admin/admin-ajax.php?action=rest-nonce`). Lists take',
          '`page` and `per_page` (at most 100) and answer `X-WP-Total`, `X-WP-TotalPages` and',
          '`Link`; errors are `{ code, message, data: { status, params } }`. Ids are strings.',
          '\n\nBeside it: the routes our own pages call under `/api/` (their state-changing calls',
          'carry a nonce in `x-pinwheel-nonce`) and the popup widget display protocol.',
        ].join(' '),
        version: options.version,
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
    // Schemas named with `.meta({ id })` (the recursive ones must be) become components.
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title: 'Pinwheel API reference' },
    // BaseLayout: the document alone, without the top bar's logo and "Explore" address field.
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
    },
    // No online validator badge: it would send the document to swagger.io.
    validatorUrl: false,
    uiHooks: { onRequest: jsonForScripts },
  });

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());

  /** The page's own address, asked for by something other than a browser: the JSON, as before. */
  async function jsonForScripts(request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.url !== DOCS_PATH) return;
    reply.header('vary', 'accept');
    if (request.headers.accept?.includes('text/html')) return;
    return reply.type('application/json; charset=utf-8').send(app.swagger());
  }
}

export default fp(openApiPlugin, { name: 'pinwheel-openapi' });
