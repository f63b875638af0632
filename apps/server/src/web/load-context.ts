// Builds React Router's load context for one request from the modules' services, so loaders and
// actions call them in-process. Each domain is a lazy getter: a page that never asks who is signed
// in never looks the session up. The contract is apps/web/app/load-context.ts, which augments React
// Router's AppLoadContext; importing it here makes the compiler hold us to it.
import '@pinwheel/web/load-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { catalogPages } from '../modules/catalog/index.ts';
import { contentPages } from '../modules/content/index.ts';
import { popupOverview } from '../modules/display/index.ts';
import { requestLanguage } from '../plugins/request-language.ts';

type Domains = Pick<
  AppLoadContext,
  'shop' | 'widget' | 'popups' | 'accounts' | 'lang' | 'formNonce' | 'catalog' | 'content'
>;

/** Defines each of `getters` on `target` as a property made on first read and kept. */
function lazily<Target extends object, Lazy extends object>(
  target: Target,
  getters: { [Key in keyof Lazy]: () => Lazy[Key] },
): Target & Lazy {
  for (const key of Object.keys(getters) as Array<keyof Lazy & string>) {
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = getters[key]();
        Object.defineProperty(target, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return target as Target & Lazy;
}

export function buildLoadContext(request: FastifyRequest, reply: FastifyReply): AppLoadContext {
  const app = request.server;
  const base = {
    requestId: String(request.id),
    logError: (error: unknown, message = 'page error') =>
      request.log.error({ err: error }, message),
    cspNonce: request.cspNonce,
  };
  return lazily<typeof base, Domains>(base, {
    // The form nonce sets the browser-id cookie when the browser has none: only pages with forms.
    formNonce: () => reply.issueFormNonce(),
    lang: () => requestLanguage(request, app.shop.settings().defaultLanguage),
    shop: () => ({ name: app.shop.settings().name }),
    widget: async () => {
      const site = await app.sites.storefrontSite();
      return site ? { clientId: site.clientId } : null;
    },
    catalog: () =>
      catalogPages(app.catalog, requestLanguage(request, app.shop.settings().defaultLanguage)),
    content: () =>
      contentPages(app.content, requestLanguage(request, app.shop.settings().defaultLanguage)),
    popups: () => ({
      list: async () =>
        (await popupOverview(app.display)).map(({ siteId: _siteId, ...popup }) => popup),
    }),
    accounts: () => ({
      currentOwner: () => request.currentOwner(),
      async signIn({ email, password }) {
        const outcome = await app.accounts.signIn({ email, password, ip: request.ip });
        if (!outcome.ok) {
          request.log.info({ reason: outcome.reason }, 'owner sign-in refused');
          return outcome;
        }
        request.log.info({ ownerId: outcome.owner.id }, 'owner signed in');
        return {
          ok: true,
          setCookie: app.ownerSessionCookie(outcome.sessionToken, outcome.expiresAt),
        };
      },
      async signOut() {
        const token = request.sessionToken();
        if (token) await app.accounts.signOut(token);
        return app.clearedOwnerSessionCookie();
      },
    }),
  });
}
