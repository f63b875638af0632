// pinwheel/v1/popups/performance on the platform API: every popup with its views, conversions,
// conversion rate and the revenue credited to it (popup-revenue.ts) in a period the dashboard
// chooses, filtered by site, type and status.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyInputValue } from '@pinwheel/core';
import { z } from 'zod';
import { invalidParams, restErrorSchema } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { restDateTime } from '../../../schemas/rest-date.ts';
import { popupStatuses, popupTypes } from '../../display/index.ts';
import type { AnalyticsService } from '../service.ts';

const DAY_MS = 86_400_000;

const popupFigures = z.object({
  id: z.string(),
  name: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  site_client_id: z.string(),
  type: z.enum(popupTypes),
  status: z.enum(popupStatuses),
  views: z.number().int(),
  conversions: z.number().int(),
  /** Conversions per view, 0 to 1; null without views. */
  conversion_rate: z.number().nullable(),
  revenue: z.string().describe('In the shop’s currency, as a decimal (“123.40”)'),
  orders: z.number().int(),
});

const performanceAnswer = z.object({
  currency: z.string(),
  after: z.string(),
  before: z.string(),
  attribution_window_days: z.number().int(),
  popups: z.array(popupFigures),
  totals: z.object({
    views: z.number().int(),
    conversions: z.number().int(),
    conversion_rate: z.number().nullable(),
    revenue: z.string(),
    orders: z.number().int(),
  }),
});

const rate = (conversions: number, views: number) => (views > 0 ? conversions / views : null);

export async function popupPerformanceRestRoutes(
  app: FastifyInstance,
  options: { analytics: AnalyticsService },
) {
  const { analytics } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wp-json/pinwheel/v1/popups/performance',
    {
      schema: {
        tags: ['pinwheel/v1 popups'],
        summary:
          'Every popup’s views, conversions, rate and revenue in a period (revenue: orders with its coupon, or by a visitor within the attribution window after converting on it)',
        querystring: z.object({
          after: restDateTime
            .optional()
            .describe('The period’s start (ISO 8601); 30 days before `before` when left out'),
          before: restDateTime
            .optional()
            .describe('The period’s end (ISO 8601); now when left out'),
          site: oneLineText(64).min(1).optional().describe('Only this site’s popups'),
          type: z.enum(popupTypes).optional(),
          status: z.enum(popupStatuses).optional(),
        }),
        response: { 200: performanceAnswer, 400: restErrorSchema, 401: restErrorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const to = query.before ?? Date.now();
      const from = query.after ?? to - 30 * DAY_MS;
      if (from >= to) return invalidParams(reply, { after: 'Must be before `before`.' });
      const [popups, currency] = await Promise.all([
        analytics.popupPerformance({
          from,
          to,
          siteId: query.site,
          type: query.type,
          status: query.status,
        }),
        analytics.currency(),
      ]);
      const sum = (pick: (popup: (typeof popups)[number]) => number) =>
        popups.reduce((total, popup) => total + pick(popup), 0);
      const totals = {
        views: sum((popup) => popup.views),
        conversions: sum((popup) => popup.conversions),
        revenue: sum((popup) => popup.revenue),
        orders: sum((popup) => popup.orders),
      };
      return {
        currency,
        after: new Date(from).toISOString(),
        before: new Date(to).toISOString(),
        attribution_window_days: analytics.attributionWindowDays,
        popups: popups.map((popup) => ({
          id: popup.id,
          name: popup.name,
          site_id: popup.siteId,
          site_name: popup.siteName,
          site_client_id: popup.siteClientId,
          type: popup.type,
          status: popup.status,
          views: popup.views,
          conversions: popup.conversions,
          conversion_rate: rate(popup.conversions, popup.views),
          revenue: moneyInputValue(popup.revenue, currency),
          orders: popup.orders,
        })),
        totals: {
          ...totals,
          conversion_rate: rate(totals.conversions, totals.views),
          revenue: moneyInputValue(totals.revenue, currency),
        },
      };
    },
  );
}
