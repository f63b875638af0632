// pinwheel/v1 `POST popups/{id}/recommendations`: the products a popup's recommendations block
// shows, for the editor's live preview. It takes the selection being edited (saved or not) and
// answers the very items the widget's call would (recommendation-item.ts), prices included only
// when a visitor's cookie-less call would get them (the price password off). The preview has no
// visitor: the categories that read one (`last_visited`, `product_in_cart`) answer what a visitor
// with no history and an empty cart gets, nothing, and the editor says so.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { RECOMMENDATION_CATEGORIES, type CatalogService } from '../../catalog/index.ts';
import type { DisplayService } from '../../display/index.ts';
import { recommendationItem } from './recommendation-item.ts';
import {
  popupId,
  productId,
  productItem,
  RECOMMENDATION_DEFAULT_COUNT,
  RECOMMENDATION_MAX_COUNT,
} from './recommendation-schema.ts';

export async function recommendationPreviewRoutes(
  app: FastifyInstance,
  options: { display: DisplayService; catalog: CatalogService; publicUrl: string },
) {
  const { display, catalog, publicUrl } = options;
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/wp-json/pinwheel/v1/popups/:id/recommendations',
    {
      schema: {
        tags: ['pinwheel/v1 popups'],
        summary:
          "The products a popup's recommendations block shows visitors, for the editor's preview of a selection (saved or not)",
        params: z.object({ id: popupId.describe('The popup id') }),
        body: z.object({
          lang: languageSchema,
          selection: z.object({
            category: z.enum(RECOMMENDATION_CATEGORIES),
            manual_products: z.array(productId).max(50).default([]),
            count: z.number().int().min(0).max(RECOMMENDATION_MAX_COUNT).default(0),
            collection: z.string().trim().max(200).default(''),
          }),
        }),
        response: {
          200: z.object({ products: z.array(productItem), currency: z.string() }),
        },
      },
    },
    async (request, reply) => {
      if (!(await display.getPopup(request.params.id))) {
        return restError(reply, 404, 'pinwheel_rest_popup_invalid_id', 'Invalid ID.');
      }
      const { lang, selection } = request.body;
      const [found, settings, pricesShown] = await Promise.all([
        catalog.recommendations({
          category: selection.category,
          count: selection.count || RECOMMENDATION_DEFAULT_COUNT,
          lang,
          manualProducts: selection.manual_products,
          collection: selection.collection,
          lastVisited: [],
          inCart: [],
        }),
        catalog.settings(),
        // What a visitor's call gets: it carries no cookie, so no proof of the price password.
        catalog.pricePassword.pricesShown(undefined),
      ]);
      const currency = settings.currency;
      return {
        products: found.map((one) => recommendationItem(one, { currency, pricesShown, absolute })),
        currency,
      };
    },
  );
}
