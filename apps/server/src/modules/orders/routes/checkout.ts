// The checkout API for our own pages and scripts (nonce on every write): POST /api/checkout places
// an order from the given lines or, without lines, from the shopper's own (the CheckoutLines
// provider); POST /api/checkout/buy-now puts one choice straight into checkout. Prices are never
// read from a request: an unknown field such as a price is dropped by the schema.
import {
  attributionFieldNames,
  COUPON_CODE_MAX_LENGTH,
  couponRefusalMessage,
  translate,
  TRACKING_REFUSED_COOKIE,
  type Language,
} from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError, validationFailure } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { oneLineText, multiLineText } from '../../../schemas/plain-text.ts';
import { buyNowCookie } from '../checkout-lines.ts';
import { checkoutFieldNames } from '../checkout-input.ts';
import { submitCheckout } from '../checkout-submission.ts';
import { orderAnswer, orderJson } from '../order-json.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, type OrdersService } from '../service.ts';
import { shortageMessage } from '../shortage-message.ts';

const lineInput = z.object({
  variation_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  deposit_plan_id: z
    .string()
    .regex(/^[\w-]{1,80}$/)
    .nullish(),
});

const checkoutBody = z.object({
  ...Object.fromEntries(
    checkoutFieldNames.map((name) => [
      name,
      (name === 'order_comments' ? multiLineText(1000) : oneLineText(200)).optional(),
    ]),
  ),
  lines: z.array(lineInput).min(1).max(MAX_ORDER_LINES).optional(),
  coupon_codes: z
    .array(oneLineText(COUPON_CODE_MAX_LENGTH))
    .max(5)
    .optional()
    .describe('with `lines`: the discount codes to use (without lines, the cart’s own are used)'),
  attribution: z
    .object(
      Object.fromEntries(attributionFieldNames.map((name) => [name, oneLineText(200).optional()])),
    )
    .optional(),
});

const toWanted = (lines: Array<z.infer<typeof lineInput>>) =>
  lines.map((line) => ({
    variationId: line.variation_id,
    quantity: line.quantity,
    depositPlanId: line.deposit_plan_id ?? null,
  }));

export async function checkoutRoutes(app: FastifyInstance, options: { orders: OrdersService }) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  routes.post(
    '/api/checkout',
    {
      config: { visitorWrite: 'order' },
      schema: {
        tags,
        summary: 'Place an order: the given lines, or the shopper’s own',
        body: checkoutBody,
        response: {
          201: z.object({ order: orderAnswer, received_url: z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const lang: Language = requestLanguage(request, app.shop.settings().defaultLanguage);
      const body = request.body;
      const lines = body.lines ? toWanted(body.lines) : await app.checkoutLines.linesFor(request);
      const couponCodes = body.lines
        ? (body.coupon_codes ?? []).map((code) => code.trim().toUpperCase())
        : await app.checkoutLines.couponCodes(request);
      const outcome = await submitCheckout(orders, {
        lines,
        couponCodes,
        read: (name) => (body as Record<string, unknown>)[name]?.toString() ?? '',
        ...(body.attribution ? { attribution: body.attribution } : {}),
        trackingRefused: request.cookies[TRACKING_REFUSED_COOKIE] === '1',
        lang,
        // A signed-in customer's order is theirs: their account page lists it.
        customerId: (await request.currentCustomer())?.id ?? null,
      });
      if (outcome.ok) {
        if (!body.lines) {
          const cleared = await app.checkoutLines.clear(request);
          if (cleared) reply.header('set-cookie', cleared);
        }
        return reply.status(201).send({
          order: orderJson(outcome.order),
          received_url: orders.receivedPath(outcome.order),
        });
      }
      switch (outcome.reason) {
        case 'invalid': {
          const fields = Object.entries(outcome.errors).map(([field, key]) => ({
            field,
            reason: translate(lang, key),
          }));
          const failure = validationFailure(fields);
          return sendApiError(reply, 400, 'validation_failed', failure.message, fields);
        }
        case 'empty':
          return sendApiError(reply, 400, 'empty_cart', translate(lang, 'checkout.empty'));
        case 'bad_lines':
          return sendApiError(reply, 400, 'validation_failed', 'lines: not valid');
        case 'unknown_items':
          return sendApiError(
            reply,
            422,
            'unknown_items',
            translate(lang, 'checkout.unknownItems'),
            outcome.variationIds.map((id) => ({ field: `lines.${id}`, reason: 'no such item' })),
          );
        case 'out_of_stock': {
          const fields = outcome.lines.map((line) => ({
            field: `lines.${line.variationId}`,
            reason: shortageMessage(lang, line),
          }));
          return sendApiError(
            reply,
            409,
            'out_of_stock',
            fields.map((field) => field.reason).join(' '),
            fields,
          );
        }
        case 'coupon_refused': {
          const reason = couponRefusalMessage(
            lang,
            outcome.refusal,
            outcome.code,
            await orders.currency(),
            await orders.currencyFormat(),
          );
          return sendApiError(reply, 409, `coupon_${outcome.refusal.code}`, reason, [
            { field: 'coupon_codes', reason },
          ]);
        }
        case 'shipping_changed':
          return sendApiError(
            reply,
            409,
            'shipping_changed',
            translate(lang, 'checkout.error.shippingMethod'),
            [
              {
                field: 'shipping_method',
                reason: translate(lang, 'checkout.error.shippingMethod'),
              },
            ],
          );
      }
    },
  );

  routes.post(
    '/api/checkout/buy-now',
    {
      schema: {
        tags,
        summary: 'Take these lines straight to checkout (until the cart is wired in)',
        body: z.object({ lines: z.array(lineInput).min(1).max(MAX_ORDER_LINES) }),
        response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const secure = request.protocol === 'https';
      reply.header('set-cookie', buyNowCookie(toWanted(request.body.lines), secure));
      return reply.status(204).send(null);
    },
  );
}
