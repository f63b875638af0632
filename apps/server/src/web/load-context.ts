// Builds React Router's context for one request: a RouterContextProvider (the app runs with
// middleware) carrying the web app's page contract (apps/web/app/load-context.ts), so loaders and
// actions call the module services in-process. The request's language is read once; each domain
// is one line naming its module's pages function, made on first read: a page that never asks who
// is signed in never looks the session up.
import type { PageDomains, PageRequest } from '@pinwheel/web/load-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider } from 'react-router';
import { accountsPages, apiKeysPages, customerPages } from '../modules/accounts/index.ts';
import { cartPages } from '../modules/cart/index.ts';
import { catalogPages } from '../modules/catalog/index.ts';
import { contactFormsPages } from '../modules/contact-forms/index.ts';
import { contentPages } from '../modules/content/index.ts';
import { webFormsPages } from '../modules/forms/index.ts';
import { integrationsPages, leadsPages } from '../modules/leads/index.ts';
import { mailingListPages } from '../modules/mailing-list/index.ts';
import { checkoutCountries, checkoutPages, customerOrdersPages } from '../modules/orders/index.ts';
import { shopPages } from '../modules/shop/index.ts';
import { storefrontWidget } from '../modules/sites/index.ts';
import { storesPages } from '../modules/stores/index.ts';
import { requestLanguage } from '../plugins/request-language.ts';
import { lazily } from './lazily.ts';

export function buildLoadContext(
  request: FastifyRequest,
  reply: FastifyReply,
): RouterContextProvider {
  const app = request.server;
  const lang = requestLanguage(request, app.shop.settings().defaultLanguage);
  const page: PageRequest = {
    requestId: String(request.id),
    cspNonce: request.cspNonce,
    lang,
    logError: (error, message = 'page error') => request.log.error({ err: error }, message),
    logRefusal: (status, reason) =>
      request.log.warn({ statusCode: status, reason }, 'page refused the request'),
  };
  const context = Object.assign(new RouterContextProvider(), page);
  return lazily<RouterContextProvider, PageDomains>(context, {
    // The form nonce sets the browser-id cookie when the browser has none: only pages with forms.
    formNonce: () => reply.issueFormNonce(),
    shop: () => shopPages(app.shop, lang),
    widget: () => storefrontWidget(app.sites),
    accounts: () => accountsPages(app.accounts, request),
    apiKeys: () => apiKeysPages(app.accounts, request),
    customers: () => customerPages(app.customers.accounts, request),
    customerOrders: () => customerOrdersPages(app.orders, lang),
    catalog: () => catalogPages(app.catalog, lang, () => request.pricesShown()),
    cart: () => cartPages(app.cart, request, reply, lang),
    content: () => contentPages(app.content, lang),
    checkout: () => checkoutPages({ request, orders: app.orders, lines: app.checkoutLines, lang }),
    contactForms: () => contactFormsPages(app.contactForms, lang),
    webForms: () => webFormsPages(app.formsVisitor, lang),
    mailingList: () => mailingListPages(app.mailingList, lang),
    leads: () => leadsPages(app.leads, app.display, app.coupons),
    integrations: () => integrationsPages(app.leads, app.sites),
    stores: () => storesPages(app.stores, app.sites, lang),
    checkoutCountries: () => checkoutCountries(lang),
  });
}
