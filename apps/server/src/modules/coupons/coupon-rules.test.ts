// The rules for what codes take off a cart: each refusal for its own reason, the three discount
// kinds, product and category limits, the stacking rule and the shopper's rules at checkout.
import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon-record.ts';
import { judgeCodes, type CouponLine, type Shopper } from './coupon-rules.ts';

const NOW = Date.UTC(2026, 10, 26);
const DAY = 86_400_000;

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'c1',
    code: 'CODE',
    discountType: 'percent',
    amount: 1000,
    freeShipping: false,
    minimumAmount: null,
    maximumAmount: null,
    productIds: [],
    excludedProductIds: [],
    productCategories: [],
    excludedProductCategories: [],
    emailRestrictions: [],
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    usageLimitPerUser: null,
    usageCount: 0,
    individualUse: false,
    firstOrderOnly: false,
    uniqueCodePattern: null,
    description: '',
    status: 'publish',
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

const lines: CouponLine[] = [
  { productId: 'mug', categoryIds: ['kitchen'], quantity: 2, lineTotal: 2500 },
  { productId: 'shirt', categoryIds: ['clothes'], quantity: 1, lineTotal: 4000 },
];

const judgeOne = (found: Coupon | null, shopper?: Shopper, used = false) =>
  judgeCodes([{ code: 'CODE', coupon: found, used }], lines, NOW, shopper)[0]!;

const shopper = (overrides: Partial<Shopper> = {}): Shopper => ({
  email: 'dana@example.com',
  previousOrders: 0,
  usesByCoupon: new Map(),
  ...overrides,
});

describe('judging discount codes', () => {
  it('takes a percentage off every line, a fixed amount off the cart or off each unit', () => {
    expect(judgeOne(coupon()).discount).toBe(650);
    expect(judgeOne(coupon({ discountType: 'fixed_cart', amount: 1000 })).discount).toBe(1000);
    expect(judgeOne(coupon({ discountType: 'fixed_product', amount: 300 })).discount).toBe(900);
    // Never more than the cart.
    expect(judgeOne(coupon({ discountType: 'fixed_cart', amount: 99_999 })).discount).toBe(6500);
  });

  it('limits the discount to the products and categories named, and refuses when none is in', () => {
    expect(judgeOne(coupon({ productIds: ['mug'] })).discount).toBe(250);
    expect(judgeOne(coupon({ productCategories: ['clothes'] })).discount).toBe(400);
    expect(judgeOne(coupon({ excludedProductIds: ['shirt'] })).discount).toBe(250);
    expect(judgeOne(coupon({ excludedProductCategories: ['kitchen'] })).discount).toBe(400);
    expect(judgeOne(coupon({ productIds: ['lamp'] })).refusal).toEqual({
      code: 'not_for_these_products',
    });
  });

  it('refuses each reason on its own', () => {
    expect(judgeOne(null).refusal).toEqual({ code: 'unknown' });
    expect(judgeOne(coupon({ status: 'draft' })).refusal).toEqual({ code: 'unknown' });
    expect(judgeOne(coupon({ expiresAt: NOW - DAY })).refusal).toEqual({ code: 'expired' });
    expect(judgeOne(coupon({ startsAt: NOW + DAY })).refusal).toEqual({ code: 'not_started' });
    expect(judgeOne(coupon({ minimumAmount: 10_000 })).refusal).toEqual({
      code: 'minimum_not_reached',
      amount: 3500,
    });
    expect(judgeOne(coupon({ maximumAmount: 5000 })).refusal).toEqual({
      code: 'maximum_exceeded',
      amount: 5000,
    });
    expect(judgeOne(coupon({ usageLimit: 3, usageCount: 3 })).refusal).toEqual({
      code: 'usage_limit_reached',
    });
    expect(judgeOne(coupon(), undefined, true).refusal).toEqual({ code: 'already_used' });
  });

  it('keeps a code for individual use alone, whichever was entered first', () => {
    const alone = coupon({ id: 'a', individualUse: true });
    const other = coupon({ id: 'b' });
    const [first, second] = judgeCodes(
      [
        { code: 'A', coupon: alone, used: false },
        { code: 'B', coupon: other, used: false },
      ],
      lines,
      NOW,
    );
    expect(first!.refusal).toBeNull();
    expect(second!.refusal).toEqual({ code: 'cannot_combine' });
    const [, late] = judgeCodes(
      [
        { code: 'B', coupon: other, used: false },
        { code: 'A', coupon: alone, used: false },
      ],
      lines,
      NOW,
    );
    expect(late!.refusal).toEqual({ code: 'cannot_combine' });
  });

  it('stacks codes that allow it, the later ones taking at most what is left', () => {
    const judged = judgeCodes(
      [
        {
          code: 'A',
          coupon: coupon({ id: 'a', discountType: 'fixed_cart', amount: 6000 }),
          used: false,
        },
        {
          code: 'B',
          coupon: coupon({ id: 'b', discountType: 'fixed_cart', amount: 1000 }),
          used: false,
        },
      ],
      lines,
      NOW,
    );
    expect(judged.map((entry) => entry.discount)).toEqual([6000, 500]);
  });

  it('judges the shopper at checkout: first order, per-address limit, allowed addresses', () => {
    expect(
      judgeOne(coupon({ firstOrderOnly: true }), shopper({ previousOrders: 1 })).refusal,
    ).toEqual({ code: 'first_order_only' });
    expect(judgeOne(coupon({ firstOrderOnly: true }), shopper()).refusal).toBeNull();
    expect(
      judgeOne(coupon({ usageLimitPerUser: 1 }), shopper({ usesByCoupon: new Map([['c1', 1]]) }))
        .refusal,
    ).toEqual({ code: 'per_user_limit_reached' });
    expect(judgeOne(coupon({ emailRestrictions: ['*@shop.example'] }), shopper()).refusal).toEqual({
      code: 'not_for_this_email',
    });
    expect(
      judgeOne(coupon({ emailRestrictions: ['*@example.com'] }), shopper()).refusal,
    ).toBeNull();
  });

  it('ships free with a free-shipping code', () => {
    const judged = judgeOne(coupon({ discountType: 'fixed_cart', amount: 0, freeShipping: true }));
    expect(judged).toMatchObject({ discount: 0, freeShipping: true, refusal: null });
  });
});
