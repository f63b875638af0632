// The context of our own pages and API (DomainModuleOptions.ownSite): cookies are read, the owner
// session is resolved on demand and every state-changing call needs a nonce. Each group of routes
// wrapped with it gets these in an encapsulated context of its own; calls from other sites' pages
// (the display protocol) never pay for them.
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { RouteContext } from './domain-module.ts';
import nonce from './plugins/nonce.ts';
import ownerSession, { type FindSessionOwner } from './plugins/owner-session.ts';

export interface OwnSiteOptions {
  secretKey: string;
  /** PUBLIC_URL is https: cookies are marked Secure. */
  secureCookies: boolean;
  findOwner: FindSessionOwner;
}

export function ownSiteContext(options: OwnSiteOptions): RouteContext {
  return <RouteOptions extends FastifyPluginOptions>(routes: FastifyPluginAsync<RouteOptions>) => {
    const context: FastifyPluginAsync<RouteOptions> = async (site, routeOptions) => {
      await site.register(cookie, { secret: options.secretKey });
      await site.register(nonce, {
        secretKey: options.secretKey,
        secureCookies: options.secureCookies,
      });
      await site.register(ownerSession, {
        findOwner: options.findOwner,
        secureCookies: options.secureCookies,
      });
      await site.register(routes, routeOptions);
    };
    return context;
  };
}

/** Calls from other sites' pages: an encapsulated context and nothing more. */
export const otherOriginsContext: RouteContext = (routes) => async (app, routeOptions) => {
  await app.register(routes, routeOptions);
};
