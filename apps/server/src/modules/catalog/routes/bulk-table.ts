// The bulk-table call (spec storefront §7 "action get_table_with_product_bulk_table"): the product
// page asks for the table of the variation a shopper chose, with the nonce like every call from our
// pages. It answers `{ success, data }` with the table's markup (empty when the product has no
// tiers); an unknown product is a 404 and bad input a 400, which the page treats as the spec's
// failure (it shows the product's own table again).
import { translate } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import type { CatalogService } from '../service.ts';

const attributeName = z
  .string()
  .max(100)
  .regex(/^[a-z0-9_-]+$/, 'must be an attribute name');
const termSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]*$/, 'must be a term');

export async function bulkTableRoutes(app: FastifyInstance, options: { catalog: CatalogService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/catalog/bulk-table',
    {
      schema: {
        tags: ['catalog'],
        summary: "A product's bulk discount table for the chosen attributes, as markup",
        querystring: z.object({ lang: languageSchema.optional() }),
        body: z
          .object({
            action: z.literal('get_table_with_product_bulk_table'),
            product_id: z
              .string()
              .min(1)
              .max(40)
              .regex(/^[\w-]+$/, 'must be a product id'),
            attributes: z
              .record(attributeName, termSlug)
              .refine((map) => Object.keys(map).length <= 20, 'must name at most 20 attributes')
              .default({}),
          })
          .strict(),
        response: {
          200: z.object({ success: z.literal(true), data: z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A table of prices: not for a visitor the price password hides them from.
      if (!(await request.pricesShown())) {
        return sendApiError(
          reply,
          403,
          'prices_hidden',
          translate(requestLanguage(request), 'pricePassword.cartHidden'),
        );
      }
      const { product_id, attributes } = request.body;
      const markup = await options.catalog.bulkTable(
        requestLanguage(request),
        product_id,
        attributes,
      );
      if (markup === null) {
        return sendApiError(reply, 404, 'not_found', 'No such product', [
          { field: 'product_id', reason: 'is not a product of this shop' },
        ]);
      }
      return { success: true as const, data: markup };
    },
  );
}
