// Discount codes where the browser sends them, on both engines: Shopify's /cart/update.js takes
// `discount` (and the older `discount_code`) as Shopify's does, a comma-separated list in place
// of the cart's codes; a discount the browser sends anywhere else changes nothing; and what is no
// code at all (control characters, a 10 KB paste) is a 400 with its message in every place a code
// enters (our cart API, update.js, checkout), never a 5xx.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { CartBrowser, MUG, POSTER, saveCartProducts } from '../cart-fixture.ts';

const TEN_KB = 'A'.repeat(10 * 1024);

describe.each(testEngines())('discount codes from the browser on %s', (engine) => {
  let t: TestApp;
  let browser: CartBrowser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await saveCartProducts(t);
    for (const [code, amount, productIds] of [
      ['TENOFF', 1000, []],
      ['FIVEOFF', 500, []],
      ['MUGS20', 2000, ['cart-mug']],
    ] as const) {
      const made = await t.app.coupons.create({
        code,
        discountType: 'percent',
        amount,
        freeShipping: false,
        minimumAmount: null,
        maximumAmount: null,
        productIds: [...productIds],
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
      });
      expect(made.ok).toBe(true);
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    browser = new CartBrowser(t.app);
    // Two mugs ($12.50 each); a price or discount in the body is not the shop's to take.
    const added = await browser.post('/cart/add.js', {
      items: [{ id: MUG, quantity: 2, price: 1, discount: 'TENOFF', final_price: 0 }],
      discount: 'TENOFF',
    });
    expect(added.statusCode).toBe(200);
  });

  const cartJs = async () => (await browser.get('/cart.js')).json();

  it('ignores a discount sent with an add: the cart has no code and full prices', async () => {
    expect(await cartJs()).toMatchObject({
      total_price: 2500,
      total_discount: 0,
      cart_level_discount_applications: [],
    });
  });

  it('takes update.js `discount` as the cart’s codes, in place of those held', async () => {
    const updated = await browser.post('/cart/update.js', { discount: 'tenoff, FIVEOFF' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      // Each code takes its share of the lines: 10% and 5% of $25.00.
      total_price: 2500 - 250 - 125,
      total_discount: 375,
      cart_level_discount_applications: [
        { type: 'discount_code', title: 'TENOFF', total_allocated_amount: 250 },
        { type: 'discount_code', title: 'FIVEOFF', total_allocated_amount: 125 },
      ],
    });
    // The older name, and quantities in the same call.
    const again = await browser.post('/cart/update.js', `updates[${MUG}]=1&discount_code=FIVEOFF`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      item_count: 1,
      total_price: 1250 - 63,
      cart_level_discount_applications: [{ title: 'FIVEOFF', total_allocated_amount: 63 }],
    });
    // '' takes every code off.
    const none = await browser.post('/cart/update.js', { discount: '' });
    expect(none.json()).toMatchObject({ total_price: 1250, cart_level_discount_applications: [] });
  });

  it('allocates a code for certain items to their lines, as Shopify does', async () => {
    await browser.post('/cart/add.js', { items: [{ id: POSTER, quantity: 1 }] });
    const cart = (await browser.post('/cart/update.js', { discount: 'MUGS20' })).json();
    // 20% off the two mugs ($25.00) only: $5.00 on the mugs' line, nothing on the poster's.
    expect(cart).toMatchObject({
      total_price: 2500 + 3000 - 500,
      total_discount: 500,
      cart_level_discount_applications: [],
    });
    const [mugs, poster] = cart.items;
    expect(mugs).toMatchObject({
      line_price: 2500,
      final_line_price: 2000,
      final_price: 1000,
      total_discount: 500,
      discounts: [{ amount: 500, title: 'MUGS20' }],
      line_level_total_discount: 500,
      line_level_discount_allocations: [
        {
          amount: 500,
          discount_application: {
            type: 'discount_code',
            title: 'MUGS20',
            target_selection: 'entitled',
            target_type: 'line_item',
            total_allocated_amount: 500,
          },
        },
      ],
    });
    expect(poster).toMatchObject({
      final_line_price: 3000,
      line_level_discount_allocations: [],
    });
  });

  it('refuses what is no code at all with a 400 and its message, everywhere, the cart unchanged', async () => {
    for (const discount of ['TEN\u0000OFF', 'TEN OFF', TEN_KB, 'A,B,C,D,E,F,G,H,I,J,K']) {
      const refused = await browser.post('/cart/update.js', { discount });
      expect(refused.statusCode, discount.slice(0, 20)).toBe(400);
      expect(refused.json()).toEqual({
        status: 'bad_request',
        message: 'Parameter Missing or Invalid',
        description: 'Required parameter missing or invalid: discount',
      });
    }
    expect((await cartJs()).total_price).toBe(2500);

    await browser.fetchNonce();
    for (const code of ['TEN\u0007OFF', `TEN\nOFF`, TEN_KB]) {
      const refused = await browser.api('/api/cart/apply-coupon', { code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'validation_failed',
        fields: [{ field: 'code', reason: expect.stringMatching(/control characters|256/) }],
      });
    }
    // Well formed but not a code's shape: the cart's own refusal, with its message.
    const spaced = await browser.api('/api/cart/apply-coupon', { code: 'TEN OFF' });
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json()).toMatchObject({
      code: 'coupon_invalid',
      message: 'Enter a code of letters, digits and dashes.',
    });

    for (const code of ['TEN\u0000OFF', TEN_KB]) {
      const checkout = await browser.api('/api/checkout', {
        billing_email: 'dana@buyer.example',
        lines: [{ variation_id: MUG, quantity: 1 }],
        coupon_codes: [code],
      });
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().error.fields[0].field).toBe('coupon_codes.0');
    }
    expect((await cartJs()).total_price).toBe(2500);
  });
});
