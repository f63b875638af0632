// Assembles the Fastify application: the cross-cutting plugins, then every domain module from one
// list, then the pages. Tests call buildApp with a temp database and no web build; main.ts calls it
// with everything.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { DemoData } from './db/demo-data.ts';
import type { DomainModuleOptions } from './domain-module.ts';
import accounts from './modules/accounts/index.ts';
import cart from './modules/cart/index.ts';
import catalog from './modules/catalog/index.ts';
import contactForms from './modules/contact-forms/index.ts';
import content from './modules/content/index.ts';
import coupons from './modules/coupons/index.ts';
import display from './modules/display/index.ts';
import forms from './modules/forms/index.ts';
import health from './modules/health/index.ts';
import leads from './modules/leads/index.ts';
import mailingList from './modules/mailing-list/index.ts';
import media from './modules/media/index.ts';
import notices from './modules/notices/index.ts';
import analytics from './modules/analytics/index.ts';
import privacy from './modules/privacy/index.ts';
import orders from './modules/orders/index.ts';
import recommendations from './modules/recommendations/index.ts';
import search from './modules/search/index.ts';
import shop from './modules/shop/index.ts';
import sites from './modules/sites/index.ts';
import stores from './modules/stores/index.ts';
import { otherOriginsContext, ownSiteContext } from './own-site-context.ts';
import compression from './plugins/compression.ts';
import errors, { answerClientError, answerFrameworkError } from './plugins/errors.ts';
import mailer from './plugins/mailer.ts';
import { applyMethodOverride } from './plugins/method-override.ts';
import { platformPlumbingRoutes } from './platform-api/plumbing-routes.ts';
import { platformApiContext } from './platform-api/rest-context.ts';
import { collectRestRoutes, restIndexRoutes } from './platform-api/rest-index.ts';
import { applyMethodParam, restRouteAddress } from './platform-api/rest-route-address.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import { requestLogController } from './plugins/request-logging.ts';
import securityHeaders from './plugins/security-headers.ts';
import { API_BODY_LIMIT_BYTES } from './server-constants.ts';
import { reactRouterPlugin } from './web/react-router-plugin.ts';
import { staticAssets } from './web/static-assets.ts';

export const VERSION = '0.1.0';

/**
 * Every domain module, in dependency order: a module reaches only those before it (through their
 * index.ts and the service each decorates the app with), and the demo data is seeded in this
 * order. Each puts its routes in the context they belong to (domain-module.ts).
 */
const domainModules = [
  health,
  shop,
  accounts,
  sites,
  display,
  media,
  catalog,
  coupons,
  cart,
  recommendations,
  content,
  search,
  contactForms,
  mailingList,
  leads,
  orders,
  forms,
  stores,
  notices,
  analytics,
  privacy,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo shop's data, as the modules contribute it (db/demo-data.ts). */
    demo: DemoData;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  secretKey: string;
  /** The web app: omitted in API tests, a build in production, a loader in development. */
  web?: { build: ServerBuild | (() => Promise<ServerBuild>); clientDir: string | undefined };
  /** packages/widget/dist; omitted in API tests. */
  widgetDir?: string;
  /** The process's pino logger; tests omit it and get a silent one. */
  logger?: FastifyBaseLogger;
  /** Extra setup between plugins and pages (development mounts Vite's middleware here). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** Draws game prizes (a number in [0, 1)); API tests hand in a seeded one. */
  prizeRandom?: () => number;
}

/**
 * Fastify's `rewriteUrl`, before routing: WordPress's `?rest_route=` addresses, then the method a
 * POST asks to be routed as (X-HTTP-Method-Override, or `_method` on the platform API).
 */
function routingAddress(request: IncomingMessage): string {
  const url = restRouteAddress(applyMethodOverride(request));
  applyMethodParam(request, url);
  return url;
}

const requestIdPattern = /^[\w.-]{1,64}$/;

/** A hop count means "trust the n nearest hops" (Fastify's types take no number). */
function trustProxyOption(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Request ids: behind a trusted proxy keep its request id (when sane), so its logs and ours join
 * up; a process facing visitors directly makes its own.
 */
function requestIdMaker(setting: Config['trustProxy']) {
  return setting === false
    ? () => randomUUID()
    : (request: IncomingMessage) => {
        const incoming = request.headers['x-request-id'];
        return typeof incoming === 'string' && requestIdPattern.test(incoming)
          ? incoming
          : randomUUID();
      };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const secureCookies = config.publicUrl.startsWith('https:');

  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    logController: requestLogController(deps.logger),
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Long path parameters (a mistyped client id) reach their route's own answer, not a bare 404.
    routerOptions: { maxParamLength: 500 },
    rewriteUrl: routingAddress,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdMaker(config.trustProxy),
    // Requests refused before routing answer in the API's error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // While closing, new requests get 503 and idle keep-alive sockets close; requests already
    // running finish (shutdown.ts bounds how long that may take).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(securityHeaders, { development: config.mode === 'development' });
  await app.register(compression); // before every route: it attaches to the routes added after it
  await app.register(openapi, { publicUrl: config.publicUrl, version: VERSION });
  await app.register(rateLimit, {
    redisUrl: config.redisUrl,
    visitorWriteLimits: config.visitorWriteLimits,
  });
  if (!config.visitorWriteLimits) {
    app.log.warn('VISITOR_WRITE_LIMITS=off: visitors’ writes are not limited per address');
  }
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.decorate('demo', new DemoData(database.db));

  const ownSite = ownSiteContext({
    secretKey: deps.secretKey,
    secureCookies,
    // The accounts module registers before any route can ask.
    findOwner: (token) => app.accounts.ownerForSession(token),
  });
  const platformApi = platformApiContext({
    secretKey: deps.secretKey,
    secureCookies,
    findOwner: (token) => app.accounts.ownerForSession(token),
    // Application passwords and WooCommerce keys are the accounts module's (api-auth.ts).
    keyAuthentication: (request) => app.accounts.authenticateApiRequest(request),
  });
  const moduleOptions: DomainModuleOptions = {
    config,
    database,
    ownSite,
    otherOrigins: otherOriginsContext,
    platformApi,
    secretKey: deps.secretKey,
    prizeRandom: deps.prizeRandom,
  };
  // Noted from here on: the modules' routes under /wp-json, for the API's index.
  const restRoutes = collectRestRoutes(app);
  for (const domainModule of domainModules) await app.register(domainModule, moduleOptions);
  await app.register(platformApi(platformPlumbingRoutes));
  await app.register(platformApi(restIndexRoutes), {
    table: restRoutes,
    site: () => ({ name: app.shop.settings().name, description: '' }),
  });

  if (deps.widgetDir || deps.web?.clientDir) {
    await app.register(staticAssets, {
      webClientDir: deps.web?.clientDir,
      widgetDir: deps.widgetDir,
    });
  }
  if (deps.beforePages) await deps.beforePages(app);
  if (deps.web) {
    await app.register(ownSite(reactRouterPlugin), {
      build: deps.web.build,
      mode: config.mode === 'development' ? 'development' : 'production',
      publicUrl: config.publicUrl,
    });
  }
  return app;
}
