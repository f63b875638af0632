// The shape of a domain module (ARCHITECTURE.md "Layout"): its index.ts exports one Fastify plugin,
// made with domainModule, that registers its routes, hooks, onClose work and demo data. app.ts
// registers every module from one list, handing each what it needs (DomainModuleOptions).
//
// A module's plugin is not encapsulated (fastify-plugin), so the service it decorates the app with
// (app.sites, app.display, …) is visible to the modules after it: that, and its index.ts exports,
// are how another module reaches it. Its routes and hooks go in one of the two contexts below,
// each an encapsulated child: hooks added there never reach another module's routes.
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';

/** A plugin for a group of routes, wrapped into a context (see DomainModuleOptions). */
export type RouteContext = <Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsync<Options>,
) => FastifyPluginAsync<Options>;

export interface DomainModuleOptions {
  config: Config;
  database: DatabaseHandle;
  /**
   * Our own pages and API: cookies read, the owner session resolved, a nonce checked on every
   * state-changing call. `await app.register(ownSite(adminRoutes), options)`.
   */
  ownSite: RouteContext;
  /**
   * Calls from other sites' pages (the display protocol; embedded forms and notices later): no
   * cookies and no nonce, so none of their cost; the routes open themselves to other origins.
   */
  otherOrigins: RouteContext;
  /**
   * The platform API under /wp-json (platform-api/rest-context.ts): WordPress's and WooCommerce's
   * conventions, the owner by cookie + X-WP-Nonce or by key, access checked before the body.
   */
  platformApi: RouteContext;
  /** Signs what a module hands visitors and must trust back (spam-trap times, unsubscribe links). */
  secretKey: string;
  /** Draws game prizes (a number in [0, 1)); tests hand in a seeded one, else crypto-random. */
  prizeRandom?: (() => number) | undefined;
}

/** Declares a domain module's one plugin; `dependencies` are the modules it reaches. */
export function domainModule(
  name: string,
  plugin: (app: FastifyInstance, options: DomainModuleOptions) => Promise<void>,
  dependencies: string[] = [],
): FastifyPluginAsync<DomainModuleOptions> {
  return fp(plugin, { name, dependencies, fastify: '5.x' });
}
