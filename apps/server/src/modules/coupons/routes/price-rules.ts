// GET /api/display/shopify/get-price-rules/{clientId} (spec §7): the site's shop's discounts as
// Shopify price rules, for the widget and for theme scripts written for Shopify. It sits in the
// display protocol's cross-origin context (no cookies, no nonce) and passes the site's gate
// (allowed domains, restriction). Only the site our storefront is has a shop here: its live
// coupons are answered; any other site's shop is not ours to know, so its list is empty.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { callingHost, displayProtocolRoute, openToOtherOrigins } from '../../display/index.ts';
import { isClientIdShape, siteRefusal, type SitesService } from '../../sites/index.ts';
import type { CouponsService } from '../service.ts';

const priceRule = z.object({
  id: z.string(),
  title: z.string().describe('the code a shopper types'),
  value_type: z.enum(['percentage', 'fixed_amount']),
  value: z.string().describe('negative: "-10.0" (percent) or "-5.00" (money, the shop’s currency)'),
  target_type: z.enum(['line_item', 'shipping_line']),
  target_selection: z.enum(['all', 'entitled']),
  allocation_method: z.enum(['across', 'each']),
  customer_selection: z.literal('all'),
  once_per_customer: z.boolean(),
  usage_limit: z.number().int().nullable(),
  entitled_product_ids: z.array(z.string()),
  entitled_collection_ids: z.array(z.string()).describe('our category ids'),
  prerequisite_subtotal_range: z
    .object({ greater_than_or_equal_to: z.string() })
    .nullable()
    .describe('the minimum spend, money in the shop’s currency'),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});

export async function priceRuleRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsService; sites: SitesService },
) {
  const { coupons, sites } = options;
  // The display module's context answers the preflights under /api/display/*.
  await openToOtherOrigins(app, { preflight: false });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/display/shopify/get-price-rules/:clientId',
    displayProtocolRoute("The site's shop's discount codes as Shopify price rules", {
      params: z.object({ clientId: z.string().min(1).max(500) }),
      response: {
        200: z.object({ price_rules: z.array(priceRule) }),
        403: apiErrorSchema,
        404: apiErrorSchema,
      },
    }),
    async (request, reply) => {
      const { clientId } = request.params;
      const site = isClientIdShape(clientId) ? await sites.findByClientId(clientId) : null;
      if (!site) {
        return sendApiError(reply, 404, 'unknown_client', `No site has client id ${clientId}`);
      }
      const refused = siteRefusal(site, callingHost(request.headers));
      if (refused) return sendApiError(reply, 403, refused.reason, refused.message);
      const storefront = await sites.storefrontSite();
      return { price_rules: storefront?.id === site.id ? await coupons.priceRules() : [] };
    },
  );
}
