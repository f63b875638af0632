// pinwheel/v1/overview on the platform API: the dashboard's first view in one call. Today's and
// this month's sold orders and revenue (from moments the browser sends, so "today" is the
// owner's own day), the best sellers this month, stock running low and reviews waiting.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyInputValue, type Language } from '@pinwheel/core';
import { z } from 'zod';
import { restErrorSchema } from '../../../platform-api/index.ts';
import { restDateTime } from '../../../schemas/rest-date.ts';
import type { CatalogService } from '../../catalog/index.ts';
import { bestSellersSince, salesSince } from '../overview-repo.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

const figures = z.object({ orders: z.number().int(), revenue: z.string() });
const overviewAnswer = z.object({
  currency: z.string(),
  today: figures,
  month: figures,
  best_sellers: z.array(
    z.object({ product_id: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
  low_stock: z.array(
    z.object({
      product_id: z.string(),
      variation_id: z.number().int(),
      name: z.string(),
      options: z.string(),
      stock: z.number().int(),
    }),
  ),
  reviews_waiting: z.number().int(),
});

export async function overviewRestRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; catalog: CatalogService; language: () => Language },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wp-json/pinwheel/v1/overview',
    {
      schema: {
        tags: ['pinwheel/v1 overview'],
        summary:
          'The dashboard’s overview: sold orders and revenue since the day’s and the month’s start, best sellers, low stock, reviews waiting',
        querystring: z.object({
          today_start: restDateTime.describe('When the owner’s day began (ISO 8601 with offset)'),
          month_start: restDateTime.describe('When the owner’s month began'),
          lang: z.enum(['en', 'he']).optional(),
        }),
        response: { 200: overviewAnswer, 400: restErrorSchema, 401: restErrorSchema },
      },
    },
    async (request) => {
      const { db, catalog } = options;
      const lang = request.query.lang ?? options.language();
      const currency = (await catalog.settings()).currency;
      const todayStart = new Date(request.query.today_start).getTime();
      const monthStart = new Date(request.query.month_start).getTime();
      const [today, month, sellers, low, waiting] = await Promise.all([
        salesSince(db, todayStart, currency),
        salesSince(db, monthStart, currency),
        bestSellersSince(db, monthStart, 5),
        catalog.lowStock(lang, 10),
        catalog.reviewsWaiting(),
      ]);
      const money = (minor: number) => moneyInputValue(minor, currency);
      return {
        currency,
        today: { orders: today.orders, revenue: money(today.revenue) },
        month: { orders: month.orders, revenue: money(month.revenue) },
        best_sellers: sellers.map((row) => ({
          product_id: row.product_id,
          name: row.title ?? '',
          quantity: Number(row.quantity),
        })),
        low_stock: low.map((item) => ({
          product_id: item.productId,
          variation_id: item.variationId,
          name: item.name,
          options: item.options,
          stock: item.stock,
        })),
        reviews_waiting: waiting.length,
      };
    },
  );
}
