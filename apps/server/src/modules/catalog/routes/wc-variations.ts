// WooCommerce's REST product variations (wc/v3 products/{product_id}/variations) on our catalog:
// a variable product's variations listed, read, created, updated, deleted (force=true only:
// variations have no trash) and batched. A simple product's one variation is how we sell it,
// not one of these: it lists none and is changed through the product.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  pageQuery,
  pageWindow,
  requireVersion,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { batchWrite, variationWrite } from '../products-api-input.ts';
import { wcVariationSchema } from '../products-api-read.ts';
import type { CatalogService } from '../service.ts';
import { apiContext, queryFlag, refusing } from './rest-refusal.ts';

const tags = ['wc/v3 product variations'];
const VARIATIONS = '/wp-json/wc/v3/products/:product_id/variations';

const productParams = z.object({ product_id: z.string().min(1).max(200) });
const variationParams = productParams.extend({ id: z.coerce.number().int().positive() });

const listQuery = z.object({
  ...pageQuery,
  orderby: z.enum(['menu_order', 'id', 'date']).default('date'),
  context: z.enum(['view', 'edit']).default('view'),
});

const batchErrorSchema = z.object({
  id: z.union([z.string(), z.number()]),
  error: restErrorSchema,
});
const batchItem = z.union([wcVariationSchema, batchErrorSchema]);
const batchAnswer = z.object({
  create: z.array(batchItem),
  update: z.array(batchItem),
  delete: z.array(batchItem),
});

const errors = { 400: restErrorSchema, 404: restErrorSchema };

export async function wcVariationRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    VARIATIONS,
    {
      schema: {
        tags,
        summary: "List a variable product's variations, with X-WP-Total",
        params: productParams,
        querystring: listQuery,
        response: { 200: z.array(wcVariationSchema), ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        const { query } = request;
        const { items, total } = await catalog.api.variations(
          request.params.product_id,
          { ...pageWindow(query), include: query.include, exclude: query.exclude },
          // WooCommerce's "date" is when each was made: ours are numbered in that order.
          { orderby: query.orderby, order: query.order },
          await apiContext(catalog, request),
        );
        return sendPage(request, reply, items, total);
      }),
  );

  api.post(
    VARIATIONS,
    {
      schema: {
        tags,
        summary: 'Create a variation of a variable product',
        params: productParams,
        body: variationWrite,
        response: { 201: wcVariationSchema, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        const variation = await catalog.api.createVariation(
          request.params.product_id,
          request.body,
          await apiContext(catalog, request),
        );
        return reply.status(201).send(variation);
      }),
  );

  api.post(
    `${VARIATIONS}/batch`,
    {
      schema: {
        tags,
        summary: "Create, update and delete a product's variations in one call (at most 100)",
        params: productParams,
        body: batchWrite,
        response: { 200: batchAnswer, ...errors, 413: restErrorSchema },
      },
    },
    async (request, reply) =>
      refusing(reply, async () =>
        catalog.api.batchVariations(
          request.params.product_id,
          request.body,
          await apiContext(catalog, request),
        ),
      ),
  );

  api.get(
    `${VARIATIONS}/:id`,
    {
      schema: {
        tags,
        summary: 'Read a variation',
        params: variationParams,
        querystring: z.object({ context: z.enum(['view', 'edit']).default('view') }),
        response: { 200: wcVariationSchema, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        // A variation's version is its product's (every variation write changes the product).
        const version = await catalog.api.version(request.params.product_id);
        const variation = await catalog.api.variation(
          request.params.product_id,
          request.params.id,
          await apiContext(catalog, request),
        );
        if (version !== null) answerVersion(reply, version);
        return variation;
      }),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    api.route({
      method,
      url: `${VARIATIONS}/:id`,
      schema: {
        tags,
        summary: 'Update a variation: the fields sent change, the others stay',
        params: variationParams,
        body: variationWrite,
        response: { 200: wcVariationSchema, ...errors, 412: restErrorSchema },
      },
      handler: async (request, reply) =>
        refusing(reply, async () => {
          const variation = await catalog.api.updateVariation(
            request.params.product_id,
            request.params.id,
            request.body,
            await apiContext(catalog, request),
            (updatedAt) => requireVersion(request, updatedAt),
          );
          const version = await catalog.api.version(request.params.product_id);
          if (version !== null) answerVersion(reply, version);
          return variation;
        }),
    });
  }

  api.delete(
    `${VARIATIONS}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a variation (force=true: variations have no trash)',
        params: variationParams,
        querystring: z.object({ force: queryFlag.default(false) }),
        response: { 200: wcVariationSchema, ...errors, 501: restErrorSchema },
      },
    },
    async (request, reply) =>
      refusing(reply, async () =>
        catalog.api.deleteVariation(
          request.params.product_id,
          request.params.id,
          request.query.force,
          await apiContext(catalog, request),
        ),
      ),
  );
}
