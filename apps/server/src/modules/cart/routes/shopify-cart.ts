// Shopify's AJAX cart (ARCHITECTURE.md "Carts"): GET /cart.js (and /cart.json), POST
// /cart/add.js, /cart/change.js, /cart/update.js and /cart/clear.js, with Shopify's field names,
// bodies (JSON, form and multipart) and its errors `{status, message, description}`: 404 for an
// unknown variant, 422 for a quantity the shop cannot sell (more than the stock, over max_qty,
// negative or fractional), 400 for a body that names nothing. The popup widget reads /cart.js for
// cart rules; scripts written for Shopify themes use the rest unchanged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_MAX_COUPONS, COUPON_CODE_MAX_LENGTH, type CartView } from '@pinwheel/core';
import { z } from 'zod';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { rememberCart, shownCartId } from '../cart-cookie.ts';
import { couponCodeOf } from '../coupon-code.ts';
import { lineKeyPattern } from '../line-key.ts';
import type { CartOutcome, CartService, LineReference } from '../service.ts';
import { shopifyCart, shopifyCartLine, shopifyError } from '../shopify-shape.ts';
import { refusalMessage } from './cart-messages.ts';
import { comesFromAnotherSite } from './same-origin.ts';
import { registerShopifyBodyParsers } from './shopify-body.ts';

export interface ShopifyCartOptions {
  cart: CartService;
  secureCookies: boolean;
}

/** A number as JSON or a form gives it ("2"); anything else is not a quantity at all. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(\.\d+)?$/)
    .transform(Number),
]);
const variantId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
]);
const properties = z
  .record(
    z.string().max(100),
    z.union([z.string().max(1000), z.number(), z.boolean()]).transform(String),
  )
  .refine((value) => Object.keys(value).length <= 20, 'at most 20 properties')
  .optional()
  .transform((value) => value ?? {});
const addItem = z.object({
  id: variantId,
  quantity: numeric.optional().transform((value) => value ?? 1),
  properties,
});
const addBody = z.union([z.object({ items: z.array(addItem).min(1).max(100) }), addItem]);
const changeBody = z.object({
  id: z.union([z.string().regex(lineKeyPattern), variantId]).optional(),
  line: numeric.optional(),
  quantity: numeric,
});
/**
 * Shopify's `discount` (its older `discount_code` too): the cart's codes, comma-separated, in
 * place of those it holds ('' takes them all off). What no keyboard types is refused whole.
 */
const discountList = oneLineText((COUPON_CODE_MAX_LENGTH + 2) * CART_MAX_COUPONS)
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  )
  .refine((codes) => codes.length <= CART_MAX_COUPONS, `at most ${CART_MAX_COUPONS} codes`)
  .refine((codes) => codes.every((code) => couponCodeOf(code) !== null), 'not a discount code');
const updateBody = z
  .object({
    updates: z.union([z.record(z.string().max(60), numeric), z.array(numeric).max(100)]).optional(),
    discount: discountList.optional(),
    discount_code: discountList.optional(),
  })
  .refine((body) => body.updates || body.discount || body.discount_code, {
    path: ['updates'],
  });

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

function badRequest(reply: FastifyReply, parameter: string) {
  return noStore(reply)
    .status(400)
    .send({
      status: 'bad_request',
      message: 'Parameter Missing or Invalid',
      description: `Required parameter missing or invalid: ${parameter}`,
    });
}

export async function shopifyCartRoutes(app: FastifyInstance, options: ShopifyCartOptions) {
  const { cart } = options;
  registerShopifyBodyParsers(app);
  // The price password hides prices (and so buying) from this visitor: no change is made, in
  // Shopify's error shape. Reads answer an empty cart (shownCartId).
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || (await request.pricesShown())) return;
    return noStore(reply)
      .status(403)
      .send({
        status: 'forbidden',
        message: 'Prices hidden',
        description: refusalMessage(requestLanguage(request), {
          code: 'prices_hidden',
          params: {},
        }),
      });
  });

  // Errors before the handler (malformed JSON, a body too large) in Shopify's shape too.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'cart error');
    return noStore(reply)
      .status(status)
      .send(shopifyError(status, status === 500 ? 'Something went wrong' : error.message));
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && comesFromAnotherSite(request)) {
      return noStore(reply)
        .status(403)
        .send(shopifyError(403, 'Cart calls come from the shop’s own pages only'));
    }
  });

  function answerRefusal(request: FastifyRequest, reply: FastifyReply, outcome: CartOutcome) {
    if (outcome.ok) throw new Error('not a refusal');
    const lang = requestLanguage(request);
    const code = outcome.refusal.code;
    if (code === 'unknown_variation') {
      return noStore(reply).status(404).send(shopifyError(404, 'Cannot find variant'));
    }
    if (code === 'unknown_line') {
      return noStore(reply).status(400).send(shopifyError(400, 'no valid id or line parameter'));
    }
    return noStore(reply)
      .status(422)
      .send(shopifyError(422, refusalMessage(lang, outcome.refusal)));
  }

  function keep(reply: FastifyReply, outcome: { cartId: string | null; view: CartView }) {
    rememberCart(
      reply,
      { id: outcome.cartId, hash: outcome.view.cartHash },
      { secure: options.secureCookies },
    );
  }

  const hidden = { schema: { tags: ['cart'] }, config: { nonce: false } } as const;
  /** Each change counts against the address's limit (plugins/visitor-write-limits.ts). */
  const change = { ...hidden, config: { nonce: false, visitorWrite: 'cart' } } as const;

  for (const path of ['/cart.js', '/cart.json']) {
    app.get(
      path,
      {
        ...hidden,
        schema: { tags: ['cart'], summary: "The visitor's cart in Shopify's AJAX cart shape" },
      },
      async (request, reply) => {
        const view = await cart.view(await shownCartId(request), requestLanguage(request));
        return noStore(reply).send(shopifyCart(view));
      },
    );
  }

  app.post(
    '/cart/add.js',
    {
      ...change,
      schema: {
        tags: ['cart'],
        summary: 'Add variants: `items: [{id, quantity, properties}]` or one `id`/`quantity`',
      },
    },
    async (request, reply) => {
      const parsed = addBody.safeParse(request.body ?? {});
      if (!parsed.success) return badRequest(reply, 'items');
      const items = 'items' in parsed.data ? parsed.data.items : [parsed.data];
      const outcome = await cart.add(
        await shownCartId(request),
        requestLanguage(request),
        items.map((item) => ({
          variationId: item.id,
          quantity: item.quantity,
          properties: item.properties,
        })),
      );
      if (!outcome.ok) return answerRefusal(request, reply, outcome);
      keep(reply, outcome);
      const added = outcome.view.lines
        .filter((line) => outcome.changedKeys.includes(line.key))
        .map((line) => shopifyCartLine(outcome.view, line));
      // One item posted the way product forms post it answers that line alone, as Shopify does.
      return noStore(reply).send('items' in parsed.data ? { items: added } : added[0]);
    },
  );

  app.post(
    '/cart/change.js',
    {
      ...change,
      schema: {
        tags: ['cart'],
        summary: 'Set one line’s quantity (0 removes it), by `id` (key or variant) or `line`',
      },
    },
    async (request, reply) => {
      const parsed = changeBody.safeParse(request.body ?? {});
      if (!parsed.success)
        return badRequest(reply, parsed.error.issues[0]?.path[0]?.toString() ?? 'id');
      const { id, line, quantity } = parsed.data;
      let reference: LineReference;
      if (typeof id === 'string') reference = { key: id };
      else if (typeof id === 'number') reference = { variationId: id };
      else if (line !== undefined && Number.isSafeInteger(line) && line >= 1) reference = { line };
      else return badRequest(reply, 'line');
      const outcome = await cart.setQuantities(
        await shownCartId(request),
        requestLanguage(request),
        [{ line: reference, quantity }],
      );
      if (!outcome.ok) return answerRefusal(request, reply, outcome);
      keep(reply, outcome);
      return noStore(reply).send(shopifyCart(outcome.view));
    },
  );

  app.post(
    '/cart/update.js',
    {
      ...change,
      schema: {
        tags: ['cart'],
        summary: 'Set several quantities: `updates` by line key or variant id, or a list by line',
      },
    },
    async (request, reply) => {
      const parsed = updateBody.safeParse(request.body ?? {});
      if (!parsed.success) return badRequest(reply, String(parsed.error.issues[0]!.path[0]));
      const { updates = {} } = parsed.data;
      const changes: Array<{ line: LineReference; quantity: number }> = [];
      if (Array.isArray(updates)) {
        updates.forEach((quantity, index) => changes.push({ line: { line: index + 1 }, quantity }));
      } else {
        for (const [reference, quantity] of Object.entries(updates)) {
          if (lineKeyPattern.test(reference)) changes.push({ line: { key: reference }, quantity });
          else if (/^[1-9]\d{0,15}$/.test(reference)) {
            changes.push({ line: { variationId: Number(reference) }, quantity });
          } else return badRequest(reply, 'updates');
        }
      }
      const lang = requestLanguage(request);
      const outcome = await cart.setQuantities(await shownCartId(request), lang, changes);
      if (!outcome.ok) return answerRefusal(request, reply, outcome);
      const discount = parsed.data.discount ?? parsed.data.discount_code;
      const answer = discount ? await cart.replaceCoupons(outcome.cartId, lang, discount) : outcome;
      keep(reply, answer);
      return noStore(reply).send(shopifyCart(answer.view));
    },
  );

  app.post(
    '/cart/clear.js',
    { ...change, schema: { tags: ['cart'], summary: 'Empty the cart' } },
    async (request, reply) => {
      const cartId = await shownCartId(request);
      await cart.clear(cartId);
      const view = await cart.view(cartId, requestLanguage(request));
      rememberCart(reply, { id: null, hash: view.cartHash }, { secure: options.secureCookies });
      return noStore(reply).send(shopifyCart(view));
    },
  );
}
