// Where the checkout gets the shopper's lines from. The cart module owns the cart; the checkout
// only needs "which variations, how many" for this request and a way to empty it once the order
// is placed, so it asks a CheckoutLines provider: the visitor's cart (cartCheckoutLines over
// app.cart), and when that is empty a short "buy now" cookie set by POST /api/checkout/buy-now
// (one product straight to checkout, past the cart).
import { CART_HASH_COOKIE } from '@pinwheel/core';
import type { FastifyRequest } from 'fastify';
import type { WantedLine } from '../catalog/index.ts';

export interface CheckoutLines {
  linesFor(request: FastifyRequest): Promise<WantedLine[]>;
  /** The discount codes held with those lines (a cart's; a buy-now choice holds none). */
  couponCodes(request: FastifyRequest): Promise<string[]>;
  /** Empties what the order took; may answer a Set-Cookie value the response must carry. */
  clear(request: FastifyRequest): Promise<string | null>;
}

export const BUY_NOW_COOKIE = 'pw_buy_now';
/** A buy-now choice is forgotten after a day. */
const BUY_NOW_MAX_AGE_S = 24 * 3600;

/** `variation:quantity[:plan]` items, comma-separated; anything malformed reads as nothing. */
export function parseBuyNow(value: string | undefined): WantedLine[] {
  if (!value || value.length > 2000) return [];
  const lines: WantedLine[] = [];
  for (const item of value.split(',')) {
    const match = /^(\d{1,15}):(\d{1,3})(?::([\w-]{1,80}))?$/.exec(item);
    if (!match) return [];
    lines.push({
      variationId: Number(match[1]),
      quantity: Number(match[2]),
      depositPlanId: match[3] ?? null,
    });
  }
  return lines;
}

export function buyNowCookie(lines: readonly WantedLine[], secure: boolean): string {
  const value = lines
    .map((line) =>
      [line.variationId, line.quantity, ...(line.depositPlanId ? [line.depositPlanId] : [])].join(
        ':',
      ),
    )
    .join(',');
  return `${BUY_NOW_COOKIE}=${value}; Path=/; Max-Age=${BUY_NOW_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function buyNowLines(secure: boolean): CheckoutLines {
  return {
    // Prices hidden by the price password: nothing to buy, so nothing priced is shown.
    linesFor: async (request) =>
      (await request.pricesShown()) ? parseBuyNow(request.cookies[BUY_NOW_COOKIE]) : [],
    couponCodes: async () => [],
    clear: async (request) =>
      request.cookies[BUY_NOW_COOKIE]
        ? `${BUY_NOW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
        : null,
  };
}

/**
 * What the cart module offers checkout (its CartService): the visitor's cart id from a request,
 * that cart's lines, and emptying it. The deposit plan a shopper chose travels in a line's
 * properties as `deposit_plan_id`.
 */
export interface CartLinesSource {
  cartIdFrom(
    request: FastifyRequest,
  ): string | null | undefined | Promise<string | null | undefined>;
  linesFor(
    cartId: string,
  ): Promise<
    Array<{ variationId: number; quantity: number; properties?: Record<string, unknown> | null }>
  >;
  clear(cartId: string): Promise<void>;
  couponCodes(cartId: string): Promise<string[]>;
}

/** Checkout over the visitor's cart: `app.decorate('checkoutLines', cartCheckoutLines(app.cart))`. */
export function cartCheckoutLines(cart: CartLinesSource): CheckoutLines {
  return {
    async linesFor(request) {
      const cartId = await cart.cartIdFrom(request);
      if (!cartId) return [];
      return (await cart.linesFor(cartId)).map((line) => {
        const plan = line.properties?.deposit_plan_id;
        return {
          variationId: line.variationId,
          quantity: line.quantity,
          depositPlanId: typeof plan === 'string' ? plan : null,
        };
      });
    },
    async couponCodes(request) {
      const cartId = await cart.cartIdFrom(request);
      return cartId ? cart.couponCodes(cartId) : [];
    },
    async clear(request) {
      const cartId = await cart.cartIdFrom(request);
      if (!cartId) return null;
      await cart.clear(cartId);
      // An empty cart has no hash: the browser's mini cart sees the cookie gone and refreshes.
      return `${CART_HASH_COOKIE}=; Path=/; Max-Age=0`;
    },
  };
}

/**
 * The checkout's lines: the visitor's cart when it holds anything, else a buy-now choice. Placing
 * the order empties whichever it took.
 */
export function cartOrBuyNowLines(cart: CheckoutLines, buyNow: CheckoutLines): CheckoutLines {
  const sourceOf = async (request: FastifyRequest) => {
    const fromCart = await cart.linesFor(request);
    return fromCart.length > 0
      ? { source: cart, lines: fromCart }
      : { source: buyNow, lines: await buyNow.linesFor(request) };
  };
  return {
    linesFor: async (request) => (await sourceOf(request)).lines,
    couponCodes: async (request) => (await sourceOf(request)).source.couponCodes(request),
    clear: async (request) => (await sourceOf(request)).source.clear(request),
  };
}
