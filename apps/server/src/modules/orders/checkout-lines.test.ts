// The buy-now cookie, read strictly. Checkout over the real cart is tested through the API
// (routes/checkout.test.ts: "checks out the visitor's cart").
import { describe, expect, it } from 'vitest';
import { buyNowCookie, parseBuyNow } from './checkout-lines.ts';

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
});
