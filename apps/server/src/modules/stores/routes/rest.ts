// pinwheel/v1 on the platform API: what the widget reported from the owner's stores, newest first,
// paged in SQL (a store sends a browse report per customer page view): Shopify customers' browse
// abandonment and the products of Wix orders, each filterable by site.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CART_PRICE_DIVISOR } from '@pinwheel/core';
import { pageQuery, pageWindow, sendPage } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { wpDateGmt } from '../../../schemas/rest-date.ts';
import type { BrowseEvent, StoresService, WixOrder } from '../service.ts';

const base = '/wp-json/pinwheel/v1';
const product = z.object({
  product_id: z.string(),
  product_name: z.string(),
  category: z.string(),
});

const browseEventAnswer = z.object({
  id: z.string(),
  site_id: z.string(),
  customer_id: z.string(),
  data_for: z.enum(['abandonment', 'cart']),
  products: z.array(product),
  /** Decimal text in the shop's currency ("49.90"), as the platform API writes money. */
  total_cart_value: z.string().nullable(),
  date_created_gmt: z.string(),
});
const wixOrderAnswer = z.object({
  id: z.string(),
  site_id: z.string(),
  customer_id: z.string(),
  products: z.array(product),
  source_table: z.string(),
  date_created_gmt: z.string(),
});

export const browseEventJson = (event: BrowseEvent): z.infer<typeof browseEventAnswer> => ({
  id: event.id,
  site_id: event.siteId,
  customer_id: event.customerId,
  data_for: event.dataFor,
  products: event.products,
  total_cart_value:
    event.totalCartMinor === null ? null : (event.totalCartMinor / CART_PRICE_DIVISOR).toFixed(2),
  date_created_gmt: wpDateGmt(event.createdAt),
});

const wixOrderJson = (order: WixOrder): z.infer<typeof wixOrderAnswer> => ({
  id: order.id,
  site_id: order.siteId,
  customer_id: order.customerId,
  products: order.products,
  source_table: order.sourceTable,
  date_created_gmt: wpDateGmt(order.createdAt),
});

const siteFilter = { site: oneLineText(64).min(1).optional() };

export async function storeRestRoutes(app: FastifyInstance, options: { stores: StoresService }) {
  const { stores } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 stores'];

  routes.get(
    `${base}/browse-abandonment`,
    {
      schema: {
        tags,
        summary:
          "Shopify customers' browse abandonment, newest first (site: one site's; data_for: abandonment or cart)",
        querystring: z.object({
          ...pageQuery,
          ...siteFilter,
          data_for: z.enum(['abandonment', 'cart']).optional(),
        }),
        response: { 200: z.array(browseEventAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { events, total } = await stores.pageBrowseEvents({
        ...pageWindow(query),
        order: query.order,
        siteId: query.site,
        dataFor: query.data_for,
      });
      return sendPage(request, reply, events.map(browseEventJson), total);
    },
  );

  routes.get(
    `${base}/wix-ordered-products`,
    {
      schema: {
        tags,
        summary: "The products of Wix orders the widget reported, newest first (site: one site's)",
        querystring: z.object({ ...pageQuery, ...siteFilter }),
        response: { 200: z.array(wixOrderAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { orders, total } = await stores.pageWixOrders({
        ...pageWindow(query),
        order: query.order,
        siteId: query.site,
      });
      return sendPage(request, reply, orders.map(wixOrderJson), total);
    },
  );
}
