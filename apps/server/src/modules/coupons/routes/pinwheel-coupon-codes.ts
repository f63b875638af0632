// pinwheel/v1/coupons/{id}/codes: the single-use codes issued from a coupon's pattern (by a popup
// for a lead, or by the owner), each with the lead it was given to and the order that used it, and
// `POST` to issue one more (for the owner to hand a customer). The lead's own details are the
// leads module's (`pinwheel/v1/leads?include=`): coupons start before leads and never read them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyInputValue } from '@pinwheel/core';
import { z } from 'zod';
import { pageQuery, pageWindow, restError, sendPage } from '../../../platform-api/index.ts';
import type { CatalogService } from '../../catalog/index.ts';
import type { IssuedCode } from '../repo.ts';
import type { CouponsService } from '../service.ts';
import { wpDate } from './coupon-json.ts';

const codeAnswer = z.object({
  code: z.string(),
  lead_id: z.string().nullable().describe('the lead it was issued to (pinwheel/v1/leads/{id})'),
  date_issued_gmt: z.string(),
  used: z.boolean(),
  date_used_gmt: z.string().nullable(),
  order_id: z.string().nullable().describe('the order that used it (wc/v3/orders/{id})'),
  email: z.string().nullable().describe('the address of the order that used it'),
  discount: z.string().nullable().describe('what it took off that order'),
});

const idParams = z.object({ id: z.string().min(1).max(200) });

export async function pinwheelCouponCodeRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsService; catalog: CatalogService },
) {
  const { coupons, catalog } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 coupons'];
  const path = '/wp-json/pinwheel/v1/coupons/:id/codes';
  const notFound = (reply: Parameters<typeof restError>[0]) =>
    restError(reply, 404, 'woocommerce_rest_shop_coupon_invalid_id', 'Invalid ID.');

  const json = (code: IssuedCode, currency: string) => ({
    code: code.code,
    lead_id: code.leadId,
    date_issued_gmt: wpDate(code.issuedAt),
    used: code.usedAt !== null,
    date_used_gmt: code.usedAt === null ? null : wpDate(code.usedAt),
    order_id: code.orderId,
    email: code.email,
    discount: code.discount === null ? null : moneyInputValue(code.discount, currency),
  });

  routes.get(
    path,
    {
      schema: {
        tags,
        summary:
          'The single-use codes issued from a coupon, newest first, with their lead and use (search matches the code)',
        params: idParams,
        querystring: z.object({
          page: pageQuery.page,
          per_page: pageQuery.per_page,
          search: pageQuery.search,
          used: z
            .enum(['true', 'false'])
            .optional()
            .describe('only used (true) or unused (false) codes'),
        }),
        response: { 200: z.array(codeAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await coupons.issuedCodes(
        request.params.id,
        {
          used: query.used === undefined ? undefined : query.used === 'true',
          search: query.search,
        },
        pageWindow(query),
      );
      if (!page) return notFound(reply);
      const currency = (await catalog.settings()).currency;
      return sendPage(
        request,
        reply,
        page.codes.map((code) => json(code, currency)),
        page.total,
      );
    },
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        summary: 'Issue one more single-use code from the coupon’s pattern',
        params: idParams,
        response: { 201: codeAnswer },
      },
    },
    async (request, reply) => {
      const code = await coupons.issueUniqueCode(request.params.id);
      if (!code) return notFound(reply);
      const currency = (await catalog.settings()).currency;
      return reply.code(201).send(
        json(
          {
            code,
            leadId: null,
            issuedAt: Date.now(),
            usedAt: null,
            orderId: null,
            email: null,
            discount: null,
          },
          currency,
        ),
      );
    },
  );
}
