// The checkout's line providers: the interim buy-now cookie, read strictly, and the adapter over
// the cart module's service that replaces it once the cart is wired in.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buyNowCookie, cartCheckoutLines, parseBuyNow } from './checkout-lines.ts';

describe('checkout lines', () => {
  it('reads the buy-now cookie it wrote, and nothing from a malformed one', () => {
    const lines = [
      { variationId: 45000000001, quantity: 2, depositPlanId: null },
      { variationId: 46000000001, quantity: 1, depositPlanId: 'prod-oak-armchair-plan-0' },
    ];
    const cookie = buyNowCookie(lines, false);
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax$/);
    const value = cookie.split(';')[0]!.split('=')[1];
    expect(parseBuyNow(value)).toEqual(lines);
    expect(parseBuyNow('1:2,<script>')).toEqual([]);
    expect(parseBuyNow('1:-2')).toEqual([]);
    expect(parseBuyNow(undefined)).toEqual([]);
  });

  it('takes the cart’s lines and empties that cart once the order is placed', async () => {
    const cleared: string[] = [];
    const provider = cartCheckoutLines({
      cartIdFrom: (request) => (request.headers['x-cart'] as string | undefined) ?? null,
      linesFor: async (cartId) =>
        cartId === 'cart-1'
          ? [
              { variationId: 7, quantity: 3, properties: {} },
              { variationId: 8, quantity: 1, properties: { deposit_plan_id: 'plan-a' } },
            ]
          : [],
      clear: async (cartId) => {
        cleared.push(cartId);
      },
    });
    const request = { headers: { 'x-cart': 'cart-1' } } as unknown as FastifyRequest;
    expect(await provider.linesFor(request)).toEqual([
      { variationId: 7, quantity: 3, depositPlanId: null },
      { variationId: 8, quantity: 1, depositPlanId: 'plan-a' },
    ]);
    expect(await provider.clear(request)).toBeNull();
    expect(cleared).toEqual(['cart-1']);
    const none = { headers: {} } as unknown as FastifyRequest;
    expect(await provider.linesFor(none)).toEqual([]);
  });
});
