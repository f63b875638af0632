// Assembles the Fastify application from its plugins and modules. Tests call buildApp with a temp
// database and no web build; main.ts calls it with everything.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import cookie from '@fastify/cookie';
import { API_BODY_LIMIT_BYTES } from '@pinwheel/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import {
  createDisplayContext,
  DisplayLane,
  displayAdminRoutes,
  displayProtocolRoutes,
  type TrustProxy,
} from './modules/display/routes/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { serverWithLanes, type RequestLane } from './http-server.ts';
import compression from './plugins/compression.ts';
import errors from './plugins/errors.ts';
import { applyMethodOverride } from './plugins/method-override.ts';
import nonce from './plugins/nonce.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import ownerSession from './plugins/owner-session.ts';
import { requestLogController } from './plugins/request-logging.ts';
import securityHeaders from './plugins/security-headers.ts';
import { reactRouterPlugin } from './web/react-router-plugin.ts';
import { staticAssets } from './web/static-assets.ts';

export const VERSION = '0.1.0';

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
}

const requestIdPattern = /^[\w.-]{1,64}$/;

/**
 * Whom to believe about the visitor's address, as one function for Fastify and the display lane.
 * A hop count becomes "trust the n nearest hops", the meaning proxy-addr gives a number.
 */
function trustProxyFunction(setting: Config['trustProxy']): TrustProxy | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
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

  const trustProxy = trustProxyFunction(config.trustProxy);
  const requestId = requestIdMaker(config.trustProxy);
  const lanes: RequestLane[] = [];

  const app = Fastify({
    serverFactory: serverWithLanes(lanes),
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    logController: requestLogController(deps.logger),
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Long path parameters (a mistyped client id) reach their route's own answer, not a bare 404.
    routerOptions: { maxParamLength: 500 },
    rewriteUrl: applyMethodOverride,
    trustProxy: trustProxy ?? false,
    genReqId: requestId,
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
  await app.register(healthRoutes, { pingDatabase: database.ping });
  await app.register(rateLimit, { redisUrl: config.redisUrl });

  // The display protocol sits outside the context below: the widget calls it from other sites
  // without cookies or nonces, so it pays for neither (it is the hottest path there is).
  const display = createDisplayContext(app, database.db);
  await app.register(displayProtocolRoutes, {
    ctx: display,
    eventsPerMinute: config.displayEventsPerMinute,
  });
  // The loader's display requests are served before Fastify routes them (http-server.ts); while
  // the app closes they go to Fastify, which answers 503.
  const displayLane = new DisplayLane({ ctx: display, trustProxy, requestId, logger: app.log });
  lanes.push(displayLane);
  app.decorate('displayLane', displayLane);
  app.addHook('preClose', (done) => {
    displayLane.close();
    done();
  });

  // Our own site: its API and pages read cookies, owner sessions and nonces.
  await app.register(async (site) => {
    await site.register(cookie, { secret: deps.secretKey });
    await site.register(nonce, { secretKey: deps.secretKey, secureCookies });
    await site.register(ownerSession, { db: database.db, secureCookies });

    await site.register(accountRoutes, { db: database.db });
    await site.register(displayAdminRoutes, { ctx: display });

    if (deps.widgetDir || deps.web?.clientDir) {
      await site.register(staticAssets, {
        webClientDir: deps.web?.clientDir,
        widgetDir: deps.widgetDir,
      });
    }
    if (deps.beforePages) await deps.beforePages(site);
    if (deps.web) {
      await site.register(reactRouterPlugin, {
        db: database.db,
        build: deps.web.build,
        mode: config.mode === 'development' ? 'development' : 'production',
        publicUrl: config.publicUrl,
      });
    }
  });
  return app;
}
