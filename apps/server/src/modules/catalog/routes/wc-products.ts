// WooCommerce's REST products (wc/v3) on our catalog: list with WooCommerce's filters, read,
// create, update (PUT and PATCH alike: what is named changes), delete (trash, or gone with
// force=true) and batch. Owner only (the platformApi context): reads need read scope, writes
// write scope. Shapes: products-api-read.ts (answers) and products-api-input.ts (writes).
import { parseMoneyInput } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  pageQuery,
  pageWindow,
  requireVersion,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { productNotFound } from '../product-api-refusal.ts';
import { batchWrite, productWrite, stockStatus } from '../products-api-input.ts';
import { wcProductSchema } from '../products-api-read.ts';
import type { CatalogService } from '../service.ts';
import { apiContext, queryFlag, refusing } from './rest-refusal.ts';

const tags = ['wc/v3 products'];
const PRODUCTS = '/wp-json/wc/v3/products';

const listQuery = z.object({
  ...pageQuery,
  orderby: z.enum(['date', 'id', 'title', 'slug', 'price', 'popularity', 'rating']).default('date'),
  status: z.enum(['any', 'draft', 'pending', 'private', 'publish', 'trash']).default('any'),
  type: z.enum(['simple', 'variable']).optional(),
  sku: z.string().trim().max(64).optional(),
  featured: queryFlag.optional(),
  category: z.string().trim().max(200).optional().describe('A category id'),
  on_sale: queryFlag.optional(),
  stock_status: stockStatus.optional(),
  min_price: z.string().trim().max(32).optional(),
  max_price: z.string().trim().max(32).optional(),
  context: z.enum(['view', 'edit']).default('view'),
});

const idParams = z.object({ id: z.string().min(1).max(200) });
const deleteQuery = z.object({ force: queryFlag.default(false) });

const batchErrorSchema = z.object({
  id: z.union([z.string(), z.number()]),
  error: restErrorSchema,
});
const batchItem = z.union([wcProductSchema, batchErrorSchema]);
const batchAnswer = z.object({
  create: z.array(batchItem),
  update: z.array(batchItem),
  delete: z.array(batchItem),
});

const errors = { 400: restErrorSchema, 404: restErrorSchema };

export async function wcProductRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PRODUCTS,
    {
      schema: {
        tags,
        summary: 'List products (every status but trash unless asked), with X-WP-Total',
        querystring: listQuery,
        response: { 200: z.array(wcProductSchema), 400: restErrorSchema },
      },
      // The schema documents the answer; it is not checked again on the way out: the products are
      // built by typed code from wcProductSchema's own type, and re-parsing a page of 100 full
      // products cost more than reading them (bench/api-products.mjs).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const query = request.query;
      const ctx = await apiContext(catalog, request);
      const prices: Record<string, number> = {};
      for (const field of ['min_price', 'max_price'] as const) {
        const text = query[field];
        if (text === undefined || text === '') continue;
        const read = parseMoneyInput(text, ctx.currency);
        if (!read.ok) return invalidParams(reply, { [field]: 'Not an amount, like "19.90".' });
        prices[field] = read.minor;
      }
      const { items, total } = await catalog.api.list(
        {
          ...pageWindow(query),
          search: query.search,
          include: query.include,
          exclude: query.exclude,
          orderby: query.orderby,
          order: query.order,
          status: query.status === 'publish' ? 'published' : query.status,
          type: query.type,
          sku: query.sku,
          featured: query.featured,
          categoryId: query.category,
          onSale: query.on_sale,
          stockStatus: query.stock_status,
          minPrice: prices.min_price,
          maxPrice: prices.max_price,
        },
        ctx,
      );
      return sendPage(request, reply, items, total);
    },
  );

  api.post(
    PRODUCTS,
    {
      schema: {
        tags,
        summary: 'Create a product (a variable one with its variations, all or nothing)',
        body: productWrite,
        response: { 201: wcProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        const product = await catalog.api.create(request.body, await apiContext(catalog, request));
        return reply.status(201).send(product);
      }),
  );

  api.post(
    `${PRODUCTS}/batch`,
    {
      schema: {
        tags,
        summary: 'Create, update and delete products in one call (at most 100 objects)',
        description:
          'Each item is saved or refused on its own; a refused item answers its error in its place.',
        body: batchWrite,
        response: { 200: batchAnswer, 400: restErrorSchema, 413: restErrorSchema },
      },
    },
    async (request, reply) =>
      refusing(reply, async () =>
        catalog.api.batch(request.body, await apiContext(catalog, request)),
      ),
  );

  api.get(
    `${PRODUCTS}/:id`,
    {
      schema: {
        tags,
        summary: 'Read a product',
        params: idParams,
        querystring: z.object({ context: z.enum(['view', 'edit']).default('view') }),
        response: { 200: wcProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, async () => {
        const version = await catalog.api.version(request.params.id);
        const product = await catalog.api.get(
          request.params.id,
          await apiContext(catalog, request),
        );
        if (!product || version === null) throw productNotFound();
        answerVersion(reply, version);
        return product;
      }),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    api.route({
      method,
      url: `${PRODUCTS}/:id`,
      schema: {
        tags,
        summary: 'Update a product: the fields sent change, the others stay',
        params: idParams,
        body: productWrite,
        response: { 200: wcProductSchema, ...errors, 412: restErrorSchema },
      },
      // With If-Match (the dashboard's editor), a save made on an older version is refused 412.
      handler: async (request, reply) =>
        refusing(reply, async () => {
          const product = await catalog.api.update(
            request.params.id,
            request.body,
            await apiContext(catalog, request),
            (updatedAt) => requireVersion(request, updatedAt),
          );
          const version = await catalog.api.version(request.params.id);
          if (version !== null) answerVersion(reply, version);
          return product;
        }),
    });
  }

  api.delete(
    `${PRODUCTS}/:id`,
    {
      schema: {
        tags,
        summary: 'Trash a product, or delete it for good with force=true (orders keep their lines)',
        params: idParams,
        querystring: deleteQuery,
        response: { 200: wcProductSchema, ...errors, 410: restErrorSchema },
      },
    },
    async (request, reply) =>
      refusing(reply, async () =>
        catalog.api.delete(
          request.params.id,
          request.query.force,
          await apiContext(catalog, request),
        ),
      ),
  );
}
