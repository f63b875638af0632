// Builds React Router's load context for one request from the modules' services, so loaders and
// actions call them in-process. Each domain is a lazy getter: a page that never asks who is signed
// in never looks the session up. The contract is apps/web/app/load-context.ts, which augments React
// Router's AppLoadContext; importing it here makes the compiler hold us to it.
import '@pinwheel/web/load-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { ownerText } from '@pinwheel/core';
import { schemaOf } from '../modules/contact-forms/index.ts';
import { cartPages } from '../modules/cart/index.ts';
import { catalogPages } from '../modules/catalog/index.ts';
import { checkoutPages, ordersAdminPages } from '../modules/orders/index.ts';
import { contentPages } from '../modules/content/index.ts';
import { popupOverview } from '../modules/display/index.ts';
import { conversionsByPopup } from '../modules/leads/index.ts';
import { integrationsForPages, leadsForPages } from './lead-pages.ts';
import { settingsForPages } from './settings-pages.ts';
import { requestLanguage } from '../plugins/request-language.ts';

type Domains = Pick<
  AppLoadContext,
  | 'shop'
  | 'widget'
  | 'popups'
  | 'leads'
  | 'integrations'
  | 'accounts'
  | 'lang'
  | 'formNonce'
  | 'contactForms'
  | 'mailingList'
  | 'catalog'
  | 'cart'
  | 'content'
  | 'checkout'
  | 'orders'
  | 'settings'
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
    logRefusal: (status: number, reason: string) =>
      request.log.warn({ statusCode: status, reason }, 'page refused the request'),
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
    cart: () =>
      cartPages(
        app.cart,
        request,
        reply,
        requestLanguage(request, app.shop.settings().defaultLanguage),
      ),
    checkout: () =>
      checkoutPages({
        request,
        orders: app.orders,
        lines: app.checkoutLines,
        lang: requestLanguage(request, app.shop.settings().defaultLanguage),
      }),
    orders: () =>
      ordersAdminPages(app.orders, requestLanguage(request, app.shop.settings().defaultLanguage)),
    settings: () =>
      settingsForPages(app, requestLanguage(request, app.shop.settings().defaultLanguage)),
    content: () =>
      contentPages(app.content, requestLanguage(request, app.shop.settings().defaultLanguage)),
    popups: () => ({
      list: async () => {
        const [popups, conversions] = await Promise.all([
          popupOverview(app.display),
          conversionsByPopup(app.leads),
        ]);
        return popups.map(({ siteId: _siteId, ...popup }) => ({
          ...popup,
          conversions: conversions.get(popup.id) ?? 0,
        }));
      },
    }),
    leads: () => leadsForPages(app),
    integrations: () => integrationsForPages(app),
    contactForms: () => ({
      async published(id) {
        const form = await app.contactForms.get(id);
        if (!form) return null;
        const lang = requestLanguage(request, app.shop.settings().defaultLanguage);
        return {
          id: form.id,
          name: form.name,
          fields: form.definition.fields,
          schema: schemaOf(form, lang),
          started: app.contactForms.startedToken(form.id),
        };
      },
      async messages() {
        const lang = requestLanguage(request, app.shop.settings().defaultLanguage);
        const [messages, forms] = await Promise.all([
          app.contactForms.submissions(),
          app.contactForms.list(),
        ]);
        const formsById = new Map(forms.map((form) => [form.id, form]));
        return messages.map((message) => {
          const definition = formsById.get(message.formId)?.definition.fields ?? [];
          const named = definition.filter((field) => field.type !== 'file');
          return {
            id: message.id,
            formName: message.formName,
            fields: named.map((field) => ({
              label: ownerText(field.label, lang) || field.name,
              values: message.fields[field.name] ?? [],
            })),
            files: message.files.map((file, index) => ({
              name: file.name,
              size: file.size,
              href: `/api/admin/contact-form-messages/${encodeURIComponent(message.id)}/files/${index}`,
            })),
            mailState: message.mailState,
            pageUrl: message.pageUrl,
            createdAt: message.createdAt,
          };
        });
      },
    }),
    mailingList: () => ({
      async publicList(id) {
        const list = await app.mailingList.getList(id);
        if (!list) return null;
        const lang = requestLanguage(request, app.shop.settings().defaultLanguage);
        return { id: list.id, consentText: ownerText(list.consentText, lang) };
      },
      confirm: (subscriberId, token) => app.mailingList.confirm(subscriberId, token),
      unsubscribe: (subscriberId, token) => app.mailingList.unsubscribe(subscriberId, token),
      async overview() {
        const lists = await app.mailingList.lists();
        return Promise.all(
          lists.map(async (list) => ({
            id: list.id,
            name: list.name,
            doubleOptIn: list.doubleOptIn,
            csvHref: `/api/admin/mailing-lists/${encodeURIComponent(list.id)}/subscribers.csv`,
            subscribers: ((await app.mailingList.subscribers(list.id)) ?? []).map((one) => ({
              id: one.id,
              email: one.email,
              name: [one.firstName, one.lastName].filter(Boolean).join(' '),
              status: one.status,
              consentedAt: one.consentedAt,
              source: one.source,
            })),
          })),
        );
      },
    }),
    accounts: () => ({
      currentOwner: () => request.currentOwner(),
      async comingSoonBannerDismissed() {
        const owner = await request.currentOwner();
        if (!owner) return false;
        return (await app.accounts.ownerMeta(owner.id, 'coming_soon_banner_dismissed')) === 'yes';
      },
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
