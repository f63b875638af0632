// The store's own cart API (ARCHITECTURE.md "Carts", WooCommerce's cart calls of spec §7): every
// answer is the whole cart with its fragments and hash, so the page never drifts from the server.
//   GET  /api/cart                    the cart, fragments, cart_hash
//   POST /api/cart/add-to-cart        { id, quantity?, product_id?, properties? }
//   POST /api/cart/update-quantity    { cart_item_key, quantity, cart_hash? }
//   POST /api/cart/remove-from-cart   { cart_item_key, cart_hash? }
//   POST /api/cart/refreshed-fragments { time? }  (get_refreshed_fragments)
//   POST /api/cart/apply-coupon       { code }   (422 with the reason when it does not apply)
//   POST /api/cart/remove-coupon      { code }
// A refused change answers `error: true` with the code, the message in the visitor's language,
// the product's page (`product_url`, where the storefront sends the shopper) and the cart as it
// is: 422 for a quantity the shop cannot sell, 404 for an unknown variation or line, 409 when the
// `cart_hash` sent is not the cart's (the client's view is stale). Calls carry the nonce.
import { COUPON_CODE_MAX_LENGTH, type CartView } from '@pinwheel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { rememberCart, shownCartId } from '../cart-cookie.ts';
import { cartFragments } from '../fragments.ts';
import { lineKeyPattern } from '../line-key.ts';
import type { CartOutcome, CartService, CouponOutcome } from '../service.ts';
import { refusalMessage } from './cart-messages.ts';

export interface CartApiOptions {
  cart: CartService;
  secureCookies: boolean;
}

/** Whole numbers arrive as numbers; anything numeric is let through for the rules to judge. */
const quantity = z.number().min(-1_000_000).max(1_000_000);
const cartHash = z.string().max(64).optional();

const addBody = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  quantity: quantity.optional(),
  product_id: z.string().max(64).optional(),
  properties: z
    .record(z.string().max(100), z.string().max(1000))
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 properties')
    .optional(),
});
const lineBody = z.object({ cart_item_key: z.string().regex(lineKeyPattern), cart_hash: cartHash });
const quantityBody = lineBody.extend({ quantity });

const cartAnswer = z.object({
  cart: z.object({
    token: z.string().nullable(),
    currency: z.string(),
    item_count: z.number().int(),
    subtotal: z.number().int().describe('minor units, bulk discounts applied'),
    regular_subtotal: z.number().int().describe('minor units, before bulk discounts'),
    coupons: z.array(
      z.object({
        code: z.string(),
        discount: z.number().int().describe('minor units taken off; 0 while it does not apply'),
        free_shipping: z.boolean(),
        error: z
          .object({ code: z.string(), message: z.string() })
          .nullable()
          .describe('why the code does not apply to the cart as it is now; null: it applies'),
      }),
    ),
    discount_total: z.number().int().describe('minor units, the codes together'),
    total: z.number().int().describe('subtotal less the codes’ discount, before shipping'),
    free_shipping: z.boolean(),
    items: z.array(
      z.object({
        key: z.string(),
        id: z.number().int(),
        product_id: z.string(),
        title: z.string(),
        variant_title: z.string(),
        quantity: z.number().int(),
        price: z.number().int().describe('each, the bulk tier reached applied'),
        regular_price: z.number().int().describe('each, before any bulk discount'),
        bulk_discount_percent: z.number().int().describe('0: no tier reached'),
        line_price: z.number().int(),
        max_quantity: z.number().int().nullable(),
        url: z.string(),
        image: z.string().nullable(),
      }),
    ),
  }),
  cart_hash: z.string(),
  fragments: z.record(z.string(), z.string()),
});
const refusedAnswer = cartAnswer.extend({
  error: z.literal(true),
  code: z.string(),
  message: z.string(),
  product_url: z.string().nullable(),
});

export function cartJson(view: CartView) {
  return {
    token: view.token,
    currency: view.currency,
    item_count: view.itemCount,
    subtotal: view.subtotal,
    regular_subtotal: view.regularSubtotal,
    coupons: view.coupons.map((coupon) => ({
      code: coupon.code,
      discount: coupon.discount,
      free_shipping: coupon.freeShipping,
      error: coupon.refusal,
    })),
    discount_total: view.discountTotal,
    total: view.total,
    free_shipping: view.freeShipping,
    items: view.lines.map((line) => ({
      key: line.key,
      id: line.variationId,
      product_id: line.productId,
      title: line.productTitle,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      price: line.unitPrice,
      regular_price: line.regularUnitPrice,
      bulk_discount_percent: line.bulkDiscountPercent,
      line_price: line.linePrice,
      max_quantity: line.maxQuantity,
      url: line.url,
      image: line.image?.src ?? null,
    })),
  };
}

export async function cartApiRoutes(app: FastifyInstance, options: CartApiOptions) {
  const { cart } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The price password hides prices (and so buying) from this visitor: no change is made. Reads
  // answer an empty cart (shownCartId).
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || (await request.pricesShown())) return;
    const lang = requestLanguage(request);
    return sendApiError(
      reply,
      403,
      'prices_hidden',
      refusalMessage(lang, { code: 'prices_hidden', params: {} }),
    );
  });

  function whole(request: FastifyRequest, reply: FastifyReply, view: CartView) {
    const lang = requestLanguage(request);
    return {
      cart: cartJson(view),
      cart_hash: view.cartHash,
      fragments: cartFragments(view, lang, reply.issueFormNonce()),
    };
  }

  function answer(request: FastifyRequest, reply: FastifyReply, outcome: CartOutcome) {
    reply.header('cache-control', 'private, no-store');
    rememberCart(
      reply,
      { id: outcome.cartId, hash: outcome.view.cartHash },
      { secure: options.secureCookies },
    );
    if (outcome.ok) return reply.send(whole(request, reply, outcome.view));
    const code = outcome.refusal.code;
    const status =
      code === 'cart_stale'
        ? 409
        : code === 'unknown_line' || code === 'unknown_variation'
          ? 404
          : 422;
    return reply.status(status).send({
      ...whole(request, reply, outcome.view),
      error: true as const,
      code,
      message: refusalMessage(requestLanguage(request), outcome.refusal),
      product_url: outcome.productUrl,
    });
  }

  function couponAnswer(request: FastifyRequest, reply: FastifyReply, outcome: CouponOutcome) {
    reply.header('cache-control', 'private, no-store');
    rememberCart(
      reply,
      { id: outcome.cartId, hash: outcome.view.cartHash },
      { secure: options.secureCookies },
    );
    if (outcome.ok) return reply.send(whole(request, reply, outcome.view));
    return reply.status(422).send({
      ...whole(request, reply, outcome.view),
      error: true as const,
      code: `coupon_${outcome.refusal.code}`,
      message: outcome.message,
      product_url: null,
    });
  }

  const responses = {
    200: cartAnswer,
    404: refusedAnswer,
    409: refusedAnswer,
    422: refusedAnswer,
    429: apiErrorSchema,
  };
  /** Each change counts against the address's limit (plugins/visitor-write-limits.ts). */
  const config = { visitorWrite: 'cart' } as const;

  api.get(
    '/api/cart',
    { schema: { tags: ['cart'], summary: "The visitor's cart", response: { 200: cartAnswer } } },
    async (request, reply) => {
      const view = await cart.view(await shownCartId(request), requestLanguage(request));
      return reply.header('cache-control', 'private, no-store').send(whole(request, reply, view));
    },
  );

  api.post(
    '/api/cart/add-to-cart',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Add a variation; answers the whole cart, or error with product_url',
        body: addBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id, properties } = request.body;
      const outcome = await cart.add(await shownCartId(request), requestLanguage(request), [
        { variationId: id, quantity: request.body.quantity ?? 1, properties: properties ?? {} },
      ]);
      return answer(request, reply, outcome);
    },
  );

  api.post(
    '/api/cart/update-quantity',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Set a line’s quantity (0 removes it); 409 with the cart when cart_hash is stale',
        body: quantityBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { cart_item_key: key, quantity: wanted, cart_hash: hash } = request.body;
      const outcome = await cart.setQuantities(
        await shownCartId(request),
        requestLanguage(request),
        [{ line: { key }, quantity: wanted }],
        hash !== undefined ? { expectedHash: hash } : {},
      );
      return answer(request, reply, outcome);
    },
  );

  api.post(
    '/api/cart/remove-from-cart',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Remove a line by cart_item_key; answers fragments and cart_hash',
        body: lineBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { cart_item_key: key, cart_hash: hash } = request.body;
      const outcome = await cart.remove(
        await shownCartId(request),
        requestLanguage(request),
        key,
        hash,
      );
      return answer(request, reply, outcome);
    },
  );

  api.post(
    '/api/cart/apply-coupon',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Apply a discount code; 422 with the reason (coupon_*) when it does not apply',
        body: couponBody,
        response: { 200: cartAnswer, 422: refusedAnswer, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await cart.applyCoupon(
        await shownCartId(request),
        requestLanguage(request),
        request.body.code,
      );
      return couponAnswer(request, reply, outcome);
    },
  );

  api.post(
    '/api/cart/remove-coupon',
    {
      config,
      schema: {
        tags: ['cart'],
        summary: 'Take a discount code off the cart',
        body: couponBody,
        response: { 200: cartAnswer, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await cart.removeCoupon(
        await shownCartId(request),
        requestLanguage(request),
        request.body.code,
      );
      return couponAnswer(request, reply, outcome);
    },
  );

  api.post(
    '/api/cart/refreshed-fragments',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart fragments and hash (get_refreshed_fragments)',
        body: z.object({ time: z.number().optional() }).optional(),
        response: { 200: cartAnswer },
      },
    },
    async (request, reply) => {
      const view = await cart.view(await shownCartId(request), requestLanguage(request));
      return reply.header('cache-control', 'private, no-store').send(whole(request, reply, view));
    },
  );
}

/**
 * A code as typed: its shape is judged by the cart (a space or a symbol inside: refused with its
 * message, 422); what no keyboard types (control characters, a 10 KB paste) is a 400.
 */
const couponBody = z.object({
  code: oneLineText(COUPON_CODE_MAX_LENGTH * 4).describe('the discount code, any case'),
});
