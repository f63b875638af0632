// The store calls of the display protocol (spec §7), made by the widget from other sites' pages
// without cookies: which site a Shopify shop's widget belongs to, a Shopify customer's browse
// abandonment (sent 5 s after a page shows), and the products of a Wix order. The reports pass the
// same client-id gate as the display call (known client, allowed host, not restricted) and count
// against the address's `store-event` limit; bad input answers 400 naming the field.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CART_PRICE_DIVISOR } from '@pinwheel/core';
import { sendApiError } from '../../../plugins/errors.ts';
import { callingHost, displayProtocolRoute, openToOtherOrigins } from '../../display/index.ts';
import { siteRefusal, type Site, type SitesService } from '../../sites/index.ts';
import type { StoresService } from '../service.ts';
import {
  browseAbandonmentQuery,
  clientIdAnswer,
  errorAnswer,
  savedAnswer,
  shopParams,
  wixOrderedProductsBody,
} from './store-schemas.ts';

export interface StoreCallOptions {
  stores: StoresService;
  sites: SitesService;
  /** Per address and minute for the look-up (DISPLAY_EVENTS_PER_MINUTE; 0: no limit). */
  lookupsPerMinute: number;
}

const answers = { 200: savedAnswer, 400: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export async function storeCallRoutes(app: FastifyInstance, options: StoreCallOptions) {
  const { stores, sites } = options;
  // The display module's context answers preflights under /api/display; Wix's call is elsewhere.
  await openToOtherOrigins(app, { preflight: false });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited =
    options.lookupsPerMinute > 0
      ? { rateLimit: { max: options.lookupsPerMinute, timeWindow: 60_000 } }
      : {};

  /** The site a report is for, once past the gate; null once it has answered 404 or 403. */
  async function gatedSite(
    request: FastifyRequest,
    reply: FastifyReply,
    clientId: string,
  ): Promise<Site | null> {
    const site = await sites.findByClientId(clientId);
    const refusal = siteRefusal(site, callingHost(request.headers));
    if (!refusal) return site;
    request.log.info({ clientId, reason: refusal.reason }, 'store report refused');
    sendApiError(
      reply,
      refusal.reason === 'unknown_client' ? 404 : 403,
      refusal.reason,
      refusal.message,
    );
    return null;
  }

  routes.get(
    '/api/display/shopify/get-client-id/:shop',
    displayProtocolRoute(
      "The client id of the site whose allowed domains name this Shopify shop's myshopify.com address",
      { params: shopParams, response: { 200: clientIdAnswer, 404: errorAnswer } },
      limited,
    ),
    async (request, reply) => {
      const clientId = await stores.clientIdOfShop(request.params.shop);
      if (!clientId) {
        return sendApiError(reply, 404, 'unknown_shop', `No site allows ${request.params.shop}`);
      }
      return { client_id: clientId };
    },
  );

  routes.get(
    '/shopify/save/browse-abandonment',
    displayProtocolRoute(
      "A Shopify customer's browse abandonment: the products looked at, or left in the cart",
      { querystring: browseAbandonmentQuery, response: answers },
      { visitorWrite: 'store-event' },
    ),
    async (request, reply) => {
      const { query } = request;
      const site = await gatedSite(request, reply, query.clientId);
      if (!site) return reply;
      await stores.recordBrowseEvent({
        siteId: site.id,
        customerId: query.customer,
        dataFor: query.data_for,
        products: query.products,
        totalCartMinor:
          query.total_cart_value === undefined
            ? null
            : Math.round(query.total_cart_value * CART_PRICE_DIVISOR),
      });
      return reply.header('cache-control', 'no-store').send({ success: true });
    },
  );

  routes.post(
    '/wix/save-ordered-products',
    displayProtocolRoute(
      "The products of a Wix order, for the customer's later popups",
      { body: wixOrderedProductsBody, response: answers },
      { visitorWrite: 'store-event' },
    ),
    async (request, reply) => {
      const { body } = request;
      const site = await gatedSite(request, reply, body.client_id);
      if (!site) return reply;
      await stores.recordWixOrder({
        siteId: site.id,
        customerId: body.customer_id,
        products: body.products,
        sourceTable: body.source_table,
      });
      return { success: true as const };
    },
  );

  // A JSON post from another origin asks first (the widget itself sends text/plain and need not).
  app.options(
    '/wix/save-ordered-products',
    { config: { nonce: false, quietRequestLog: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .status(204)
        .send(),
  );
}
