// Codes as shoppers use them, on both databases: applied to and removed from the cart through our
// cart API (each refusal with its own message, in English and Hebrew), shown while the cart
// changes, redeemed by checkout with the discount in the order, its API answer and its mail; the
// last use of a code won by exactly one of two racing orders; a single-use code good for one
// order; a first-order code refused to an address that ordered before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import type { CouponInput } from './coupon-record.ts';
import { Shopper, checkoutDetails as details } from '../../testing/shopper.ts';

const MUG = 82000000001; // $12.50
const LAMP = 82000000002; // $40.00

const rules: CouponInput = {
  code: '',
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
  individualUse: false,
  firstOrderOnly: false,
  uniqueCodePattern: null,
  description: '',
  status: 'publish',
};

interface CartAnswer {
  cart: {
    subtotal: number;
    discount_total: number;
    total: number;
    free_shipping: boolean;
    coupons: Array<{
      code: string;
      discount: number;
      free_shipping: boolean;
      error: { code: string; message: string } | null;
    }>;
  };
  cart_hash: string;
  error?: true;
  code?: string;
  message?: string;
}

describe.each(testEngines())('discount codes at the cart and checkout on %s', (engine) => {
  let t: TestApp;
  const shopper = () => new Shopper(t.app).start();
  const create = async (input: Partial<CouponInput>) => {
    const written = await t.app.coupons.create({ ...rules, ...input });
    if (!written.ok) throw new Error(JSON.stringify(written.errors));
    return written.coupon;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const base = { type: 'simple' as const, created_at: Date.now() };
    await t.app.catalog.saveProduct({
      ...base,
      id: 'code-mug',
      slug: 'code-mug',
      title: 'Code Mug',
      variations: [{ id: MUG, price: 1250, stock: 100 }],
    });
    await t.app.catalog.saveProduct({
      ...base,
      id: 'code-lamp',
      slug: 'code-lamp',
      title: 'Code Lamp',
      variations: [{ id: LAMP, price: 4000, stock: 100 }],
    });
    await create({ code: 'TENOFF' });
    await create({ code: 'SPEND100', minimumAmount: 10_000 });
    await create({ code: 'ALONE', individualUse: true, discountType: 'fixed_cart', amount: 500 });
    await create({ code: 'SHIPFREE', discountType: 'fixed_cart', amount: 0, freeShipping: true });
  });
  afterAll(() => t.close());

  it('applies a code: the cart shows its discount and the new total; removing it undoes that', async () => {
    const browser = await shopper();
    const added = await browser.add(MUG, 2);
    const applied = await browser.apply(' tenoff ');
    expect(applied.statusCode).toBe(200);
    const answer = applied.json<CartAnswer>();
    expect(answer.cart).toMatchObject({
      subtotal: 2500,
      discount_total: 250,
      total: 2250,
      coupons: [{ code: 'TENOFF', discount: 250, free_shipping: false, error: null }],
    });
    // A cart with a code is another cart to a client comparing hashes.
    expect(answer.cart_hash).not.toBe(added.json<CartAnswer>().cart_hash);
    // Shopify's AJAX cart shows the code as a cart-level discount application.
    expect((await browser.get('/cart.js')).json()).toMatchObject({
      original_total_price: 2500,
      total_price: 2250,
      total_discount: 250,
      cart_level_discount_applications: [
        {
          type: 'discount_code',
          key: 'TENOFF',
          title: 'TENOFF',
          value_type: 'fixed_amount',
          total_allocated_amount: 250,
        },
      ],
    });
    const again = await browser.apply('TENOFF');
    expect(again.statusCode).toBe(422);
    expect(again.json<CartAnswer>().code).toBe('coupon_already_applied');
    const removed = await browser.post('/api/cart/remove-coupon', { code: 'tenoff' });
    expect(removed.json<CartAnswer>().cart).toMatchObject({
      discount_total: 0,
      total: 2500,
      coupons: [],
    });
  });

  it('refuses each code with its own message, in the shopper’s language', async () => {
    const browser = await shopper();
    await browser.add(MUG, 2);
    const unknown = await browser.apply('NOPE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<CartAnswer>()).toMatchObject({
      error: true,
      code: 'coupon_unknown',
      message: 'We do not know the code “NOPE”. Check it and try again.',
      cart: { coupons: [], total: 2500 },
    });
    const short = await browser.apply('spend100');
    expect(short.json<CartAnswer>()).toMatchObject({
      code: 'coupon_minimum_not_reached',
      message: 'Spend $75.00 more to use the code SPEND100.',
    });
    const hebrew = await browser.apply('spend100', 'he');
    expect(hebrew.json<CartAnswer>().message).toMatch(
      /^הוסיפו עוד .*75\.00.* לעגלה כדי להשתמש בקוד SPEND100\.$/,
    );
    await browser.apply('TENOFF');
    const alone = await browser.apply('ALONE');
    expect(alone.json<CartAnswer>()).toMatchObject({
      code: 'coupon_cannot_combine',
      message: 'The code ALONE cannot be combined with your other code.',
    });
    // What no keyboard types is no code at all: a 400 naming the field.
    const control = await browser.apply('BAD\u0000CODE');
    expect(control.statusCode).toBe(400);
    const spaced = await browser.apply('BAD CODE');
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json<CartAnswer>().code).toBe('coupon_invalid');
    const huge = await browser.apply('X'.repeat(10_000));
    expect(huge.statusCode).toBe(400);
  });

  it('keeps a code the cart no longer reaches, with its reason and nothing off', async () => {
    const browser = await shopper();
    await browser.add(LAMP, 3);
    expect((await browser.apply('SPEND100')).statusCode).toBe(200);
    const cart = (await browser.post('/api/cart/refreshed-fragments', {})).json<{
      cart: CartAnswer['cart'] & { items: Array<{ key: string }> };
    }>().cart;
    const lowered = await browser.post('/api/cart/update-quantity', {
      cart_item_key: cart.items[0]!.key,
      quantity: 1,
    });
    expect(lowered.json<CartAnswer>().cart).toMatchObject({
      subtotal: 4000,
      discount_total: 0,
      total: 4000,
      coupons: [
        {
          code: 'SPEND100',
          discount: 0,
          error: {
            code: 'minimum_not_reached',
            message: 'Spend $60.00 more to use the code SPEND100.',
          },
        },
      ],
    });
    // Checkout will not place an order with a code that does not apply.
    const refused = await browser.checkout('keep@buyer.example');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('coupon_minimum_not_reached');
  });

  it('remembers a share link’s code with a new cart until the cart reaches it', async () => {
    const remembered = await t.app.cart.rememberCoupon(null, 'en', 'spend100');
    expect(remembered.ok).toBe(true);
    expect(remembered.cartId).toEqual(expect.any(String));
    expect(remembered.view.coupons).toEqual([
      {
        code: 'SPEND100',
        discount: 0,
        freeShipping: false,
        refusal: {
          code: 'minimum_not_reached',
          message: 'Spend $100.00 more to use the code SPEND100.',
        },
      },
    ]);
    const added = await t.app.cart.add(remembered.cartId, 'en', [
      { variationId: LAMP, quantity: 3, properties: {} },
    ]);
    expect(added.view).toMatchObject({ subtotal: 12_000, discountTotal: 1200, total: 10_800 });
    // A code that can never apply is not kept.
    const unknown = await t.app.cart.rememberCoupon(remembered.cartId, 'en', 'NOPE');
    expect(unknown).toMatchObject({ ok: false, refusal: { code: 'unknown' } });
    expect(await t.app.cart.couponCodes(remembered.cartId)).toEqual(['SPEND100']);
  });

  it('places an order with the discount: the order, its mail and the coupon’s count show it', async () => {
    const browser = await shopper();
    await browser.add(MUG, 2);
    await browser.apply('TENOFF');
    const placed = await browser.checkout('ten@buyer.example');
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({
      subtotal: 2500,
      coupon_lines: [{ code: 'TENOFF', discount: 250 }],
      discount_total: 250,
      shipping_total: 500,
      total: 2750,
      due_now: 2750,
    });
    await t.app.orders.settle();
    const mails = await t.app.orders.mails(order.id);
    expect(mails.find((mail) => mail.recipient === 'ten@buyer.example')?.body).toContain(
      'Discount (TENOFF): -$2.50',
    );
    // The owner's wc/v3/orders shows the code as WooCommerce does.
    const owner = await restOwner(t.app);
    const wcOrder = (await owner.request('GET', `/wp-json/wc/v3/orders/${order.id}`)).json();
    expect(wcOrder).toMatchObject({
      discount_total: '2.50',
      total: '27.50',
      coupon_lines: [{ code: 'TENOFF', discount: '2.50' }],
    });
    const { coupons } = await t.app.coupons.list({
      limit: 1,
      offset: 0,
      code: 'TENOFF',
      orderby: 'date',
      order: 'desc',
    });
    expect(coupons[0]!.usageCount).toBe(1);
    expect((await t.app.coupons.usedBy([coupons[0]!.id])).get(coupons[0]!.id)).toEqual([
      'ten@buyer.example',
    ]);
  });

  it('ships free with a free-shipping code below the free-shipping threshold', async () => {
    const browser = await shopper();
    await browser.add(MUG, 1);
    await browser.apply('SHIPFREE');
    const placed = await browser.post('/api/checkout', {
      ...details,
      billing_email: 'ship@buyer.example',
      shipping_method: 'free_shipping',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ shipping_total: 0, total: 1250 });
  });

  it('lets exactly one of two racing orders take a code’s last use', async () => {
    await create({ code: 'LASTONE', usageLimit: 1 });
    const [first, second] = await Promise.all([shopper(), shopper()]);
    for (const browser of [first!, second!]) {
      await browser.add(LAMP, 1);
      expect((await browser.apply('LASTONE')).statusCode).toBe(200);
    }
    const [stockBefore] = await t.app.catalog.priceLines([{ variationId: LAMP, quantity: 1 }]);
    const answers = await Promise.all([
      first!.checkout('race1@buyer.example'),
      second!.checkout('race2@buyer.example'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().error).toMatchObject({
      code: 'coupon_usage_limit_reached',
      message: 'The code LASTONE has been used up.',
    });
    // The refused order took no stock.
    const [stockAfter] = await t.app.catalog.priceLines([{ variationId: LAMP, quantity: 1 }]);
    expect(stockAfter!.available).toBe(stockBefore!.available! - 1);
  });

  it('issues single-use codes from a pattern, each good for one order', async () => {
    const welcome = await create({ code: 'WELCOMEBASE', uniqueCodePattern: 'WELCOME-XXXXXX' });
    const code = (await t.app.coupons.issueUniqueCode(welcome.id, { leadId: 'lead-1' }))!;
    expect(code).toMatch(/^WELCOME-[A-Z2-9]{6}$/);
    expect(await t.app.coupons.issueUniqueCode(welcome.id, { leadId: 'lead-1' })).toBe(code);
    expect(await t.app.coupons.issueUniqueCode(welcome.id, { leadId: 'lead-2' })).not.toBe(code);

    const first = await shopper();
    await first.add(MUG, 1);
    // The coupon's own code is not one a shopper can use: only the codes issued from it.
    expect((await first.apply('WELCOMEBASE')).json<CartAnswer>().code).toBe('coupon_unknown');
    expect((await first.apply(code.toLowerCase())).statusCode).toBe(200);
    const second = await shopper();
    await second.add(MUG, 1);
    expect((await second.apply(code)).statusCode).toBe(200);
    expect((await first.checkout('one@buyer.example')).statusCode).toBe(201);
    const reused = await second.checkout('two@buyer.example');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('coupon_already_used');
    const third = await shopper();
    await third.add(MUG, 1);
    expect((await third.apply(code)).json<CartAnswer>()).toMatchObject({
      code: 'coupon_already_used',
      message: `The code ${code} has already been used.`,
    });
  });

  it('lets one of twenty orders racing for one single-use code have it', async () => {
    const prize = await create({ code: 'PRIZEBASE', uniqueCodePattern: 'PRIZE-XXXXXX' });
    const code = (await t.app.coupons.issueUniqueCode(prize.id))!;
    const browsers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    for (const browser of browsers) {
      await browser.add(MUG, 1);
      expect((await browser.apply(code)).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      browsers.map((browser, index) => browser.checkout(`racer${index}@buyer.example`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('refuses a first-order code to an address that ordered before', async () => {
    await create({ code: 'FIRSTONLY', firstOrderOnly: true });
    const before = await shopper();
    await before.add(MUG, 1);
    expect((await before.checkout('returning@buyer.example')).statusCode).toBe(201);
    const again = await shopper();
    await again.add(MUG, 1);
    expect((await again.apply('FIRSTONLY')).statusCode).toBe(200);
    const refused = await again.checkout('Returning@Buyer.example');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'coupon_first_order_only',
      message: 'The code FIRSTONLY is for a first order only.',
    });
    expect((await again.checkout('new@buyer.example')).statusCode).toBe(201);
  });
});
