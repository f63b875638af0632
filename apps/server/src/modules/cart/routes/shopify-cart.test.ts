// Shopify's AJAX cart on a real database, field by field: what /cart.js answers, the bodies
// /cart/add.js takes (JSON items, one id/quantity form post, multipart), change/update/clear,
// Shopify's errors, prices taken from the catalog whatever a request says, and cookies that are
// not ours starting a new cart.
import { CART_COOKIE, CART_HASH_COOKIE } from '@pinwheel/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  CartBrowser,
  HIDDEN,
  MUG,
  PENS,
  POSTER,
  SOLD_OUT,
  saveCartProducts,
} from '../cart-fixture.ts';

describe.each(testEngines())("Shopify's AJAX cart on %s", (engine) => {
  let t: TestApp;
  let browser: CartBrowser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await saveCartProducts(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    browser = new CartBrowser(t.app);
  });

  it("answers a visitor without a cart Shopify's empty cart, kept by no shared cache", async () => {
    const response = await browser.get('/cart.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      token: null,
      note: null,
      attributes: {},
      original_total_price: 0,
      total_price: 0,
      total_discount: 0,
      total_weight: 0,
      item_count: 0,
      items: [],
      requires_shipping: false,
      currency: 'USD',
      items_subtotal_price: 0,
      cart_level_discount_applications: [],
    });
    // Reading makes no cart.
    expect(browser.cookie(CART_COOKIE)).toBeUndefined();
  });

  it('adds JSON items and answers them; /cart.js then has every field, prices from the catalog', async () => {
    const added = await browser.post('/cart/add.js', {
      items: [
        { id: MUG, quantity: 2, properties: { Engraving: 'Ada' }, price: 1 },
        { id: POSTER, quantity: 1, price: 0, final_price: 0 },
      ],
    });
    expect(added.statusCode).toBe(200);
    const { items } = added.json<{ items: Array<Record<string, unknown>> }>();
    expect(items.map((item) => [item.id, item.quantity, item.price])).toEqual([
      [MUG, 2, 1250],
      [POSTER, 1, 3000],
    ]);
    expect(browser.cookie(CART_COOKIE)).toBeTruthy();
    expect(browser.cookie(CART_HASH_COOKIE)).toMatch(/^[0-9a-f]{32}$/);

    const cart = (await browser.get('/cart.js')).json();
    expect(cart).toMatchObject({
      note: null,
      attributes: {},
      original_total_price: 5500,
      total_price: 5500,
      total_discount: 0,
      item_count: 3,
      requires_shipping: true,
      currency: 'USD',
      items_subtotal_price: 5500,
    });
    expect(cart.token).toMatch(/^[\w-]{16,64}$/);
    const [mug, poster] = cart.items;
    expect(mug).toMatchObject({
      id: MUG,
      variant_id: MUG,
      product_id: 'cart-mug',
      quantity: 2,
      properties: { Engraving: 'Ada' },
      title: 'Cart Mug',
      product_title: 'Cart Mug',
      variant_title: null,
      price: 1250,
      original_price: 1250,
      final_price: 1250,
      line_price: 2500,
      original_line_price: 2500,
      final_line_price: 2500,
      total_discount: 0,
      discounts: [],
      sku: 'MUG-1',
      url: '/product/cart-mug',
      handle: 'cart-mug',
      product_has_only_default_variant: true,
      options_with_values: [{ name: 'Title', value: 'Default Title' }],
      requires_shipping: true,
      gift_card: false,
    });
    expect(mug.key).toMatch(new RegExp(`^${MUG}:[0-9a-f]{32}$`));
    expect(mug).toHaveProperty('image');
    expect(mug).toHaveProperty('featured_image');
    // Visitor text and catalogue text are data in JSON: the title is as the owner wrote it.
    expect(poster.product_title).toBe('Cart <Poster>');
  });

  it('takes the form-encoded id/quantity product forms post and answers that one line', async () => {
    const response = await browser.post(
      '/cart/add.js',
      `id=${POSTER}&quantity=2&properties%5BGift%5D=yes`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: POSTER,
      quantity: 2,
      properties: { Gift: 'yes' },
      line_price: 6000,
    });
    // The same variation with the same properties adds up on its line.
    await browser.post('/cart/add.js', `id=${POSTER}&properties%5BGift%5D=yes`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const cart = (await browser.get('/cart.js')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
  });

  it('takes a multipart post (a theme posting new FormData(form))', async () => {
    const form = new FormData();
    form.set('id', String(MUG));
    form.set('quantity', '1');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer()).toString('latin1');
    const response = await browser.post('/cart/add.js', body, {
      'content-type': request.headers.get('content-type')!,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: MUG, quantity: 1 });
  });

  it("answers Shopify's 422 for more than the stock or max_qty, and the cart is unchanged", async () => {
    await browser.post('/cart/add.js', { items: [{ id: MUG, quantity: 3 }] });
    const before = (await browser.get('/cart.js')).json();

    const overMax = await browser.post('/cart/add.js', { items: [{ id: MUG, quantity: 2 }] });
    expect(overMax.statusCode).toBe(422);
    expect(overMax.json()).toEqual({
      status: 422,
      message: 'Cart Error',
      description: 'You can buy at most 4 of “Cart Mug”.',
    });
    const soldOut = await browser.post('/cart/add.js', { id: SOLD_OUT, quantity: 1 });
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json().description).toBe('“Cart Candle” is out of stock.');
    for (const quantity of [-1, 1.5, 0]) {
      const bad = await browser.post('/cart/add.js', { id: POSTER, quantity });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().description).toBe('Enter a whole number of items, 1 or more.');
    }
    // All or none: a good item beside a refused one is not added either.
    const mixed = await browser.post('/cart/add.js', {
      items: [
        { id: POSTER, quantity: 1 },
        { id: MUG, quantity: 9 },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect((await browser.get('/cart.js')).json()).toEqual(before);
  });

  it('words the refusal in Hebrew for a Hebrew visitor', async () => {
    const response = await browser.post(
      '/cart/add.js',
      { id: SOLD_OUT },
      { 'accept-language': 'he-IL,he;q=0.9' },
    );
    expect(response.json().description).toBe('״Cart Candle״ אזל מהמלאי.');
  });

  it("answers Shopify's 404 for an unknown or unpublished variant, 400 for a body naming nothing", async () => {
    for (const id of [99999999999, HIDDEN]) {
      const response = await browser.post('/cart/add.js', { items: [{ id, quantity: 1 }] });
      expect(response.statusCode, String(id)).toBe(id === HIDDEN ? 422 : 404);
    }
    const unknown = await browser.post('/cart/add.js', { id: 99999999999 });
    expect(unknown.json()).toEqual({
      status: 404,
      message: 'Cart Error',
      description: 'Cannot find variant',
    });
    for (const body of [{}, { items: [] }, { id: 'abc' }, { id: MUG, quantity: 'lots' }]) {
      const response = await browser.post('/cart/add.js', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'bad_request',
        message: 'Parameter Missing or Invalid',
      });
    }
    const malformed = await browser.post('/cart/add.js', '{"items": [', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, message: 'Cart Error' });
    const huge = await browser.post('/cart/add.js', `id=${MUG}&x=${'a'.repeat(200_000)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413, message: 'Cart Error' });
    expect(browser.cookie(CART_COOKIE)).toBeUndefined();
  });

  it('changes a line by key, variant id or line number; 0 removes; unknown lines are 400', async () => {
    await browser.post('/cart/add.js', { items: [{ id: MUG, quantity: 1 }, { id: POSTER }] });
    const key = (await browser.get('/cart.js')).json().items[0].key as string;

    const byKey = await browser.post('/cart/change.js', { id: key, quantity: 3 });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json()).toMatchObject({ item_count: 4, total_price: 3 * 1250 + 3000 });
    const byLine = await browser.post('/cart/change.js', `line=2&quantity=2`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(byLine.json().items[1].quantity).toBe(2);
    const tooMany = await browser.post('/cart/change.js', { id: MUG, quantity: 6 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().description).toBe(
      'You cannot have 6 of “Cart Mug” in your cart: we have 5 in stock.',
    );
    const removed = await browser.post('/cart/change.js', { id: MUG, quantity: 0 });
    expect(removed.json().items.map((item: { id: number }) => item.id)).toEqual([POSTER]);
    const unknown = await browser.post('/cart/change.js', {
      id: `${MUG}:${'0'.repeat(32)}`,
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: 400,
      message: 'Cart Error',
      description: 'no valid id or line parameter',
    });
  });

  it('updates several quantities and clears the cart', async () => {
    await browser.post('/cart/add.js', { items: [{ id: MUG }, { id: POSTER }] });
    const updated = await browser.post('/cart/update.js', {
      updates: { [String(MUG)]: 2, [String(POSTER)]: 0 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ item_count: 2, total_price: 2500 });
    const byList = await browser.post('/cart/update.js', 'updates%5B%5D=4', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(byList.json().item_count).toBe(4);
    const cleared = await browser.post('/cart/clear.js', '');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ item_count: 0, total_price: 0, items: [] });
    expect(browser.cookie(CART_HASH_COOKIE)).toBeUndefined();
  });

  it('starts a new cart for a tampered, foreign or expired cookie', async () => {
    await browser.post('/cart/add.js', { id: POSTER });
    const token = (await browser.get('/cart.js')).json().token as string;
    const signed = browser.cookie(CART_COOKIE)!;

    browser.setCookie(
      CART_COOKIE,
      signed.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await browser.get('/cart.js')).json().item_count).toBe(0);
    browser.setCookie(CART_COOKIE, 'made-up-cart-id-0123456789');
    expect((await browser.get('/cart.js')).json().item_count).toBe(0);
    await browser.post('/cart/add.js', { id: MUG });
    const fresh = (await browser.get('/cart.js')).json();
    expect(fresh.token).not.toBe(token);
    expect(fresh.items.map((item: { id: number }) => item.id)).toEqual([MUG]);

    // An expired cart reads as none, and the next add starts another.
    await t.database.db
      .updateTable('cart_carts')
      .set({ expires_at: 1 })
      .where('id', '=', fresh.token)
      .execute();
    expect((await browser.get('/cart.js')).json()).toMatchObject({ token: null, item_count: 0 });
    await browser.post('/cart/add.js', { id: POSTER });
    expect((await browser.get('/cart.js')).json().token).not.toBe(fresh.token);
  });

  it('shows a price the owner just changed and stock an order just took, at once', async () => {
    const LAMP = 71000000090;
    const lamp = (price: number) => ({
      type: 'simple' as const,
      created_at: 1,
      id: 'cart-fresh-lamp',
      slug: 'cart-fresh-lamp',
      title: 'Fresh Lamp',
      variations: [{ id: LAMP, price, stock: 4 }],
    });
    await t.app.catalog.saveProduct(lamp(2000));
    await browser.post('/cart/add.js', { id: LAMP, quantity: 1 });
    expect((await browser.get('/cart.js')).json().total_price).toBe(2000);
    await t.app.catalog.saveProduct(lamp(2600));
    expect((await browser.get('/cart.js')).json().total_price).toBe(2600);

    // Another shopper's order takes three of the four: a second lamp is one too many now.
    await t.database.db
      .transaction()
      .execute((trx) => t.app.catalog.reserveStock(trx, [{ variationId: LAMP, quantity: 3 }]));
    const refused = await browser.post('/cart/add.js', { id: LAMP, quantity: 1 });
    expect(refused.statusCode).toBe(422);
    expect((await browser.get('/cart.js')).json().item_count).toBe(1);
  });

  it('prices a line at the bulk tier its quantity reaches, as an automatic line discount', async () => {
    await browser.post('/cart/add.js', { id: PENS, quantity: 4 });
    const four = (await browser.get('/cart.js')).json();
    expect(four).toMatchObject({
      total_price: 1600,
      original_total_price: 1600,
      total_discount: 0,
    });
    expect(four.items[0]).toMatchObject({ price: 400, final_price: 400, discounts: [] });

    const added = await browser.post('/cart/add.js', { id: PENS, quantity: 1 });
    // The line added answers with the tier its new quantity (5) reaches: 10% off.
    expect(added.json()).toMatchObject({ quantity: 5, price: 400, final_price: 360 });
    const cart = (await browser.get('/cart.js')).json();
    expect(cart).toMatchObject({
      original_total_price: 2000,
      total_price: 1800,
      total_discount: 200,
      items_subtotal_price: 1800,
    });
    expect(cart.items[0]).toMatchObject({
      price: 400,
      original_price: 400,
      discounted_price: 360,
      final_price: 360,
      line_price: 1800,
      final_line_price: 1800,
      original_line_price: 2000,
      total_discount: 200,
      discounts: [{ amount: 200, title: 'Bulk discount' }],
      line_level_total_discount: 200,
      line_level_discount_allocations: [
        {
          amount: 200,
          discount_application: expect.objectContaining({
            type: 'automatic',
            title: 'Bulk discount',
            value_type: 'percentage',
            value: '10',
            target_type: 'line_item',
          }),
        },
      ],
    });
    // Ten reach the deeper tier.
    const ten = await browser.post('/cart/change.js', { id: PENS, quantity: 10 });
    expect(ten.json()).toMatchObject({ total_price: 3000, total_discount: 1000 });
  });

  it('sweeps expired carts away when a cart is made, at most once a minute', async () => {
    const cart = t.app.cart;
    const later = Date.now() + 30 * 24 * 3600_000;
    const carts = async () =>
      (await t.database.db.selectFrom('cart_carts').select('id').execute()).map((row) => row.id);
    const old = (
      await cart.add(null, 'en', [{ variationId: POSTER, quantity: 1, properties: {} }], later)
    ).cartId!;
    // That add's sweep takes every cart of the earlier tests (expired by then); once it is done,
    // this one expires, and a cart made within the minute of that sweep leaves it for the next.
    await expect.poll(carts).toEqual([old]);
    await t.database.db
      .updateTable('cart_carts')
      .set({ expires_at: 1 })
      .where('id', '=', old)
      .execute();
    await cart.add(
      null,
      'en',
      [{ variationId: POSTER, quantity: 1, properties: {} }],
      later + 1000,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await carts()).toContain(old);
    await cart.add(
      null,
      'en',
      [{ variationId: POSTER, quantity: 1, properties: {} }],
      later + 61_000,
    );
    await expect.poll(carts).not.toContain(old);
    const lines = await t.database.db
      .selectFrom('cart_lines')
      .select('cart_id')
      .where('cart_id', '=', old)
      .execute();
    expect(lines).toEqual([]);
  });

  it('refuses changes made from another site', async () => {
    const response = await browser.post(
      '/cart/add.js',
      { id: POSTER },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: 'Cart Error' });
    const fetchMetadata = await browser.post('/cart/clear.js', '', {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchMetadata.statusCode).toBe(403);
  });
});
