// POST /api/display/shopify/product-recommendation/{poptin_id} (spec §7): the products a popup's
// recommendations block shows, from our catalog (catalog's product-recommendations.ts says which).
// Called from any site's page like the rest of the display protocol (no cookies, no nonce; a form,
// JSON, or JSON as text/plain). An unknown popup answers 404 and a site the page may not use 403,
// both as `{ success: false, error }`; a malformed body or popup id answers 400. It records
// nothing, so like the display call it is not limited per address. While the price password hides
// prices from the caller (always, for the widget's cookie-less call) the products carry no price.
import { languageFromAcceptHeader } from '@pinwheel/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../plugins/errors.ts';
import type { CatalogService, Recommendation } from '../../catalog/index.ts';
import {
  callingHost,
  displayProtocolRoute,
  openToOtherOrigins,
  type DisplayService,
} from '../../display/index.ts';
import {
  recommendationAnswer,
  recommendationBody,
  recommendationParams,
  recommendationRefusal,
  RECOMMENDATION_DEFAULT_COUNT,
  RECOMMENDATION_MAX_COUNT,
} from './recommendation-schema.ts';
import { recommendationItem } from './recommendation-item.ts';

/** The widget's last-visited list is at most 3 (spec §3); more in a request are ignored. */
const LAST_VISITED_MAX = 3;

export async function productRecommendationRoutes(
  app: FastifyInstance,
  options: { display: DisplayService; catalog: CatalogService; publicUrl: string },
) {
  const { display, catalog, publicUrl } = options;
  // The display module's context answers the preflights under /api/display/*.
  await openToOtherOrigins(app, { preflight: false });
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;

  function refuse(reply: FastifyReply, status: 400 | 403 | 404, code: string, message: string) {
    return reply.status(status).send({
      success: false as const,
      error: { code, message, requestId: String(reply.request.id) },
    });
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/display/shopify/product-recommendation/:poptin_id',
    displayProtocolRoute("The products a popup's recommendations block shows", {
      params: recommendationParams,
      body: recommendationBody,
      response: {
        200: recommendationAnswer,
        400: recommendationRefusal.or(apiErrorSchema),
        403: recommendationRefusal,
        404: recommendationRefusal,
        413: apiErrorSchema,
      },
    }),
    async (request, reply) => {
      const body = request.body ?? {};
      const target = await display.recommendationTarget(
        request.params.poptin_id,
        callingHost(request.headers),
      );
      if (!('popup' in target)) return refuse(reply, target.status, target.code, target.message);
      const own = target.selection;
      const category = body.category ?? own?.category;
      if (!category) {
        return refuse(reply, 400, 'no_category', 'category: this popup has no product selection');
      }
      const collection = body.collection ?? own?.collection ?? '';
      if (category === 'product_collection' && !collection) {
        return refuse(reply, 400, 'no_collection', 'collection: required for product_collection');
      }
      const acceptLanguage = request.headers['accept-language'];
      const lang =
        body.lang ??
        languageFromAcceptHeader(typeof acceptLanguage === 'string' ? acceptLanguage : undefined);
      const [found, settings, pricesShown] = await Promise.all([
        catalog.recommendations({
          category,
          count:
            body.count ??
            Math.min(RECOMMENDATION_MAX_COUNT, own?.count || RECOMMENDATION_DEFAULT_COUNT),
          lang,
          manualProducts: body.manual_products ?? own?.manual_products ?? [],
          collection,
          lastVisited: (body.last_visited_products ?? []).slice(0, LAST_VISITED_MAX),
          inCart: body.cart_products_org_ids_list ?? [],
        }),
        catalog.settings(),
        request.pricesShown(),
      ]);
      const currency = settings.currency;
      const itemOf = (product: Recommendation) =>
        recommendationItem(product, { currency, pricesShown, absolute });
      return {
        success: true as const,
        data: { products: found.map((one) => itemOf(one)) },
        currency,
      };
    },
  );
}
