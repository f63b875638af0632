// pinwheel/v1/popups/analytics and popups/{id}/ab on the platform API (issue 29): the figures over
// time with their breakdowns (over-time.ts), and an A/B test's results, its winner and its
// automatic-winner threshold (ab-results.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyInputValue } from '@pinwheel/core';
import { z } from 'zod';
import { invalidParams, restError, restErrorSchema } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { restDateTime } from '../../../schemas/rest-date.ts';
import { popupStatuses, popupTypes } from '../../display/index.ts';
import type { AbResults } from '../ab-results.ts';
import type { AnalyticsService } from '../service.ts';

const base = '/wp-json/pinwheel/v1/popups';
const DAY_MS = 86_400_000;
/** The longest period counted day by day: two years (a chart of more days says nothing more). */
const MAX_DAYS = 731;

const tags = ['pinwheel/v1 popups'];
const money = z.string().describe('In the shop’s currency, as a decimal (“123.40”)');
const rate = z.number().nullable().describe('Conversions per view, 0 to 1; null without views');
const figures = {
  views: z.number().int(),
  conversions: z.number().int(),
  conversion_rate: rate,
  revenue: money,
  orders: z.number().int(),
};
const sourceKinds = ['utm', 'organic', 'referral', 'direct', 'unknown'] as const;

const analyticsAnswer = z.object({
  currency: z.string(),
  after: z.string(),
  before: z.string(),
  utc_offset: z
    .number()
    .int()
    .describe('Minutes east of UTC the days were counted in: the one asked, to the whole hour'),
  attribution_window_days: z.number().int(),
  days: z.array(z.object({ date: z.string().describe('YYYY-MM-DD'), ...figures })),
  totals: z.object(figures),
  by_popup: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(popupTypes),
      status: z.enum(popupStatuses),
      site_name: z.string(),
      ab_test: z.string().nullable().describe('The A/B test it is in (its original’s id)'),
      ...figures,
    }),
  ),
  by_device: z
    .array(z.object({ device: z.string(), conversions: z.number().int() }))
    .describe('Conversions by the device the visitor’s browser reported (views record none)'),
  by_page: z
    .array(
      z.object({
        page: z.string(),
        views: z.number().int(),
        conversions: z.number().int(),
        conversion_rate: rate,
      }),
    )
    .describe('The 20 most viewed pages, counted on the whole UTC days the period overlaps'),
  by_source: z
    .array(
      z.object({
        kind: z.enum(sourceKinds),
        name: z.string(),
        conversions: z.number().int(),
        revenue: money,
        orders: z.number().int(),
      }),
    )
    .describe(
      'Conversions by their page’s utm_source or referrer; revenue by the order’s own attribution',
    ),
});

const abAnswer = z.object({
  test_id: z.string(),
  name: z.string(),
  currency: z.string(),
  before: z.string().describe('The figures’ end: when the winner was chosen, or now'),
  method: z.string(),
  variants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(popupStatuses),
      is_control: z.boolean(),
      split: z.number().describe('Share of visitors it is shown to now, 0 to 1'),
      ...figures,
      interval: z
        .object({ low: z.number(), high: z.number() })
        .nullable()
        .describe('95% Wilson score interval of the rate'),
      chance_to_beat_control: z.number().nullable(),
    }),
  ),
  auto_winner: z.object({ min_views: z.number().int(), min_chance: z.number().int() }).nullable(),
  winner: z
    .object({ id: z.string(), at: z.string(), by: z.enum(['owner', 'threshold']) })
    .nullable(),
});

const METHOD =
  'Rate: 95% Wilson score interval. Chance to beat the control: Bayesian posterior P(variant rate > control rate), Beta(1,1) prior, computed exactly (Evan Miller’s closed form; normal approximation past 100,000 conversions).';

const popupParams = z.object({ id: oneLineText(64).min(1).describe('The popup id') });

const popupNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_popup_invalid_id', 'Invalid ID.');

const rateOf = (conversions: number, views: number) => (views > 0 ? conversions / views : null);

export async function popupAnalyticsRestRoutes(
  app: FastifyInstance,
  options: { analytics: AnalyticsService },
) {
  const { analytics } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const abJson = async (results: AbResults) => {
    const currency = await analytics.currency();
    return {
      test_id: results.testId,
      name: results.name,
      currency,
      before: new Date(results.to).toISOString(),
      method: METHOD,
      variants: results.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        status: variant.status,
        is_control: variant.isControl,
        split: variant.split,
        views: variant.views,
        conversions: variant.conversions,
        conversion_rate: variant.rate,
        revenue: moneyInputValue(variant.revenue, currency),
        orders: variant.orders,
        interval: variant.interval,
        chance_to_beat_control: variant.chanceToBeatControl,
      })),
      auto_winner: results.autoWinner && {
        min_views: results.autoWinner.minViews,
        min_chance: results.autoWinner.minChance,
      },
      winner: results.winner && {
        id: results.winner.id,
        at: new Date(results.winner.at).toISOString(),
        by: results.winner.by,
      },
    };
  };

  routes.get(
    `${base}/analytics`,
    {
      schema: {
        tags,
        summary:
          'Views, conversions, rate and revenue per day in a period, and by popup, device, page and traffic source',
        querystring: z.object({
          after: restDateTime
            .optional()
            .describe('The period’s start (ISO 8601); 30 days before `before` when left out'),
          before: restDateTime
            .optional()
            .describe('The period’s end (ISO 8601); now when left out'),
          popup: oneLineText(64).min(1).optional().describe('Only this popup’s figures'),
          utc_offset: z.coerce
            .number()
            .int()
            .min(-14 * 60)
            .max(14 * 60)
            .default(0)
            .describe('Minutes east of UTC to count days in (the owner’s clock); 0 when left out'),
        }),
        response: { 200: analyticsAnswer, 400: restErrorSchema, 401: restErrorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const to = query.before ?? Date.now();
      const from = query.after ?? to - 30 * DAY_MS;
      if (from >= to) return invalidParams(reply, { after: 'Must be before `before`.' });
      if (to - from > MAX_DAYS * DAY_MS) {
        return invalidParams(reply, { after: `At most ${MAX_DAYS} days before \`before\`.` });
      }
      // Views are counted ahead by the hour (display's 0045), so days begin on a whole hour: an
      // offset such as +05:30 is taken to the nearest, and the answer says which was used.
      const offset = Math.round(query.utc_offset / 60) * 60;
      const [data, currency] = await Promise.all([
        analytics.overTime({ from, to, offsetMs: offset * 60_000, popupId: query.popup }),
        analytics.currency(),
      ]);
      const withRate = <T extends { views: number; conversions: number; revenue: number }>(
        row: T,
      ) => ({
        ...row,
        conversion_rate: rateOf(row.conversions, row.views),
        revenue: moneyInputValue(row.revenue, currency),
      });
      return {
        currency,
        after: new Date(from).toISOString(),
        before: new Date(to).toISOString(),
        utc_offset: offset,
        attribution_window_days: analytics.attributionWindowDays,
        days: data.days.map(withRate),
        totals: withRate(data.totals),
        by_popup: data.byPopup.map(({ siteName, abTest, ...row }) => ({
          ...withRate(row),
          site_name: siteName,
          ab_test: abTest,
        })),
        by_device: data.byDevice,
        by_page: data.byPage.map((row) => ({
          ...row,
          conversion_rate: rateOf(row.conversions, row.views),
        })),
        by_source: data.bySource.map((row) => ({
          ...row,
          revenue: moneyInputValue(row.revenue, currency),
        })),
      };
    },
  );

  routes.get(
    `${base}/:id/ab`,
    {
      schema: {
        tags,
        summary:
          'The A/B test a popup is in: each variant’s split, views, conversions, rate with its 95% Wilson interval, chance to beat the control and revenue (applies the automatic winner when its threshold is met)',
        params: popupParams,
        response: { 200: abAnswer, 401: restErrorSchema, 404: restErrorSchema },
      },
    },
    async (request, reply) => {
      const results = await analytics.abResults(request.params.id);
      return results ? abJson(results) : popupNotFound(reply);
    },
  );

  routes.post(
    `${base}/:id/ab/winner`,
    {
      schema: {
        tags,
        summary:
          'End the A/B test with a winner: the original takes the winner’s popup (keeping its id, name and status) and the variants are paused',
        params: popupParams,
        body: z.object({ winner: oneLineText(64).min(1).describe('The winning popup’s id') }),
        response: {
          200: abAnswer,
          400: restErrorSchema,
          401: restErrorSchema,
          404: restErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const made = await analytics.makeWinner(request.params.id, request.body.winner);
      if (made === 'unknown_popup') return popupNotFound(reply);
      if (made === 'not_in_test') {
        return invalidParams(reply, { winner: 'Must be the original or one of its variants.' });
      }
      if (made === 'not_saved') {
        return invalidParams(reply, {
          winner: 'Its popup cannot be saved as the original (check its coupon).',
        });
      }
      return abJson(made);
    },
  );

  routes.put(
    `${base}/:id/ab/auto-winner`,
    {
      schema: {
        tags,
        summary:
          'Set (or clear, with null) the threshold at which the A/B test’s winner is made automatically',
        params: popupParams,
        body: z.object({
          auto_winner: z
            .object({
              min_views: z.number().int().min(1).max(10_000_000),
              min_chance: z.number().int().min(51).max(99),
            })
            .nullable(),
        }),
        response: {
          200: abAnswer,
          400: restErrorSchema,
          401: restErrorSchema,
          404: restErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const threshold = request.body.auto_winner;
      const results = await analytics.setAutoWinner(
        request.params.id,
        threshold && { minViews: threshold.min_views, minChance: threshold.min_chance },
      );
      return results ? abJson(results) : popupNotFound(reply);
    },
  );
}
