// Our own cart API on a real database: every answer is the whole cart with its fragments and
// hash; refusals say why in the visitor's language with the product's page and the cart as it is;
// a client whose cart hash is stale gets 409 and the current cart; calls need the page's nonce.
import { CART_HASH_COOKIE } from '@pinwheel/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { CartBrowser, MUG, PENS, POSTER, SOLD_OUT, saveCartProducts } from '../cart-fixture.ts';

interface Answer {
  cart: {
    token: string | null;
    currency: string;
    item_count: number;
    subtotal: number;
    items: Array<Record<string, unknown> & { key: string; quantity: number }>;
  };
  cart_hash: string;
  fragments: Record<string, string>;
  error?: true;
  code?: string;
  message?: string;
  product_url?: string | null;
}

describe.each(testEngines())('our cart API on %s', (engine) => {
  let t: TestApp;
  let browser: CartBrowser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await saveCartProducts(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    browser = new CartBrowser(t.app);
    await browser.fetchNonce();
  });

  it('adds and answers the whole cart, its hash (also in a cookie) and its fragments', async () => {
    const response = await browser.api('/api/cart/add-to-cart', {
      id: MUG,
      quantity: 2,
      product_id: 'cart-mug',
      price: 1,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.cart).toMatchObject({
      currency: 'USD',
      item_count: 2,
      subtotal: 2500,
      regular_subtotal: 2500,
    });
    expect(answer.cart.items).toEqual([
      {
        key: expect.stringMatching(new RegExp(`^${MUG}:[0-9a-f]{32}$`)),
        id: MUG,
        product_id: 'cart-mug',
        title: 'Cart Mug',
        variant_title: '',
        quantity: 2,
        price: 1250,
        regular_price: 1250,
        bulk_discount_percent: 0,
        line_price: 2500,
        max_quantity: 4,
        url: '/product/cart-mug',
        image: null,
      },
    ]);
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(browser.cookie(CART_HASH_COOKIE)).toBe(answer.cart_hash);
    expect(Object.keys(answer.fragments).sort()).toEqual([
      'div.widget_shopping_cart_content',
      'span.mini-cart__summary',
    ]);
    expect(answer.fragments['span.mini-cart__summary']).toContain('2 items, $25.00');
    const content = answer.fragments['div.widget_shopping_cart_content']!;
    expect(content).toContain('Cart Mug');
    expect(content).toContain('2 × $12.50');
    expect(content).toMatch(/class="remove remove_from_cart_button" href="\/cart\?remove_item=/);
    expect(content).toContain(`data-cart_item_key="${answer.cart.items[0]!.key}"`);
    expect((await browser.get('/api/cart')).json<Answer>().cart_hash).toBe(answer.cart_hash);
  });

  it('shows a bulk tier reached: the price each, the regular price struck through, the next tier', async () => {
    const four = (
      await browser.api('/api/cart/add-to-cart', { id: PENS, quantity: 4 })
    ).json<Answer>();
    expect(four.cart.items[0]).toMatchObject({ price: 400, bulk_discount_percent: 0 });
    const five = (
      await browser.api('/api/cart/add-to-cart', { id: PENS, quantity: 1 })
    ).json<Answer>();
    expect(five.cart).toMatchObject({ subtotal: 1800, regular_subtotal: 2000 });
    expect(five.cart.items[0]).toMatchObject({
      quantity: 5,
      price: 360,
      regular_price: 400,
      bulk_discount_percent: 10,
      line_price: 1800,
    });
    // The hash follows the price: a stale client would be told.
    expect(five.cart_hash).not.toBe(four.cart_hash);
    const content = five.fragments['div.widget_shopping_cart_content']!;
    expect(content).toContain(
      '5 × <del><span class="visually-hidden">Regular price: </span>$4.00</del> ' +
        '<ins><span class="visually-hidden">With the bulk discount: </span>$3.60</ins>',
    );
    expect(five.fragments['span.mini-cart__summary']).toContain('5 items, $18.00');
  });

  it('escapes catalogue text in fragments and speaks Hebrew to a Hebrew visitor', async () => {
    await browser.api('/api/cart/add-to-cart', { id: POSTER });
    const answer = (await browser.get('/api/cart?lang=he')).json<Answer>();
    const content = answer.fragments['div.widget_shopping_cart_content']!;
    expect(content).toContain('Cart &lt;Poster&gt;');
    expect(content).not.toContain('<Poster>');
    expect(answer.fragments['span.mini-cart__summary']).toContain('פריט אחד');
    expect(content).toContain('המשך לתשלום');
  });

  it('refuses quantities the shop cannot sell with a message, product_url and the unchanged cart', async () => {
    await browser.api('/api/cart/add-to-cart', { id: MUG, quantity: 3 });
    const before = (await browser.get('/api/cart')).json<Answer>();
    const cases: Array<[unknown, number, string, string]> = [
      [{ id: MUG, quantity: 2 }, 422, 'max_quantity', 'You can buy at most 4 of “Cart Mug”.'],
      [
        { id: MUG, quantity: -2 },
        422,
        'quantity_invalid',
        'Enter a whole number of items, 1 or more.',
      ],
      [
        { id: MUG, quantity: 0.5 },
        422,
        'quantity_invalid',
        'Enter a whole number of items, 1 or more.',
      ],
      [{ id: SOLD_OUT }, 422, 'out_of_stock', '“Cart Candle” is out of stock.'],
      [{ id: 99999999999 }, 404, 'unknown_variation', 'That product is not in our shop.'],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await browser.api('/api/cart/add-to-cart', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      const answer = response.json<Answer>();
      expect(answer).toMatchObject({ error: true, code, message, cart_hash: before.cart_hash });
      expect(answer.cart).toEqual(before.cart);
    }
    const refused = (await browser.api('/api/cart/add-to-cart', { id: SOLD_OUT })).json<Answer>();
    expect(refused.product_url).toBe('/product/cart-candle');
    const hebrew = await browser.post(
      '/api/cart/add-to-cart?lang=he',
      { id: MUG, quantity: 2 },
      { 'x-pinwheel-nonce': browser.nonce },
    );
    expect(hebrew.json<Answer>().message).toBe('ניתן לקנות לכל היותר 4 של ״ספל לסל״.');
  });

  it('answers 400 for wrong types, malformed JSON and a huge body; 403 without the nonce', async () => {
    for (const body of [{}, { id: 'abc' }, { id: MUG, quantity: '2' }, { id: -5 }]) {
      const response = await browser.api('/api/cart/add-to-cart', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const malformed = await browser.post('/api/cart/add-to-cart', '{"id":', {
      'content-type': 'application/json',
      'x-pinwheel-nonce': browser.nonce,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformed_json');
    const huge = await browser.api('/api/cart/add-to-cart', {
      id: MUG,
      pad: 'x'.repeat(2_000_000),
    });
    expect(huge.statusCode).toBe(413);
    const noNonce = await browser.post('/api/cart/add-to-cart', { id: MUG });
    expect(noNonce.statusCode).toBe(403);
    expect((await browser.get('/api/cart')).json<Answer>().cart.item_count).toBe(0);
  });

  it('changes quantities and removes lines; an unknown key is 404 with the cart', async () => {
    const added = (await browser.api('/api/cart/add-to-cart', { id: MUG })).json<Answer>();
    const key = added.cart.items[0]!.key;
    const changed = await browser.api('/api/cart/update-quantity', {
      cart_item_key: key,
      quantity: 3,
      cart_hash: added.cart_hash,
    });
    expect(changed.statusCode).toBe(200);
    const afterChange = changed.json<Answer>();
    expect(afterChange.cart.items[0]).toMatchObject({ quantity: 3, line_price: 3750 });
    expect(afterChange.cart_hash).not.toBe(added.cart_hash);

    const unknown = await browser.api('/api/cart/remove-from-cart', {
      cart_item_key: `${POSTER}:${'a'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Answer>()).toMatchObject({
      error: true,
      code: 'unknown_line',
      message: 'That item is no longer in your cart.',
    });
    const badKey = await browser.api('/api/cart/remove-from-cart', { cart_item_key: '<script>' });
    expect(badKey.statusCode).toBe(400);

    const removed = await browser.api('/api/cart/remove-from-cart', { cart_item_key: key });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Answer>()).toMatchObject({
      cart: { item_count: 0, items: [] },
      cart_hash: '',
    });
    expect(removed.json<Answer>().fragments['div.widget_shopping_cart_content']).toContain(
      'Your cart is empty.',
    );
  });

  it('answers 409 with the current cart when the client has not seen the latest change', async () => {
    const first = (await browser.api('/api/cart/add-to-cart', { id: MUG })).json<Answer>();
    const key = first.cart.items[0]!.key;
    // Another tab adds a poster; this page still shows the cart without it.
    await browser.api('/api/cart/add-to-cart', { id: POSTER });
    const stale = await browser.api('/api/cart/update-quantity', {
      cart_item_key: key,
      quantity: 2,
      cart_hash: first.cart_hash,
    });
    expect(stale.statusCode).toBe(409);
    const answer = stale.json<Answer>();
    expect(answer).toMatchObject({ error: true, code: 'cart_stale' });
    expect(answer.cart.items.map((item) => [item.id, item.quantity])).toEqual([
      [MUG, 1],
      [POSTER, 1],
    ]);
    // With the hash it now has, the same change goes through.
    const retried = await browser.api('/api/cart/update-quantity', {
      cart_item_key: key,
      quantity: 2,
      cart_hash: answer.cart_hash,
    });
    expect(retried.statusCode).toBe(200);
  });

  it('refreshes fragments (get_refreshed_fragments) and serves checkout through app.cart', async () => {
    const added = (
      await browser.api('/api/cart/add-to-cart', { id: POSTER, quantity: 2 })
    ).json<Answer>();
    const refreshed = await browser.api('/api/cart/refreshed-fragments', { time: Date.now() });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<Answer>().cart_hash).toBe(added.cart_hash);

    const cartId = added.cart.token!;
    expect(await t.app.cart.linesFor(cartId)).toEqual([
      {
        key: added.cart.items[0]!.key,
        variationId: POSTER,
        productId: 'cart-poster',
        quantity: 2,
        unitPrice: 3000,
        title: 'Cart <Poster>',
        properties: {},
      },
    ]);
    // A price change in the catalog is what the cart charges from then on.
    await t.app.catalog.saveProduct({
      id: 'cart-poster',
      slug: 'cart-poster',
      type: 'simple',
      title: 'Cart <Poster>',
      created_at: Date.now(),
      variations: [{ id: POSTER, price: 3500 }],
    });
    expect((await t.app.cart.linesFor(cartId))[0]?.unitPrice).toBe(3500);
    await t.app.cart.clear(cartId);
    expect(await t.app.cart.linesFor(cartId)).toEqual([]);
  });
});

describe.each(testEngines())("the owner's cart settings on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('turns the cart redirect on for the owner only, and pages see it', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/cart-settings' });
    expect(anonymous.statusCode).toBe(401);
    const owner = await signInOwnerClient(t.app);
    const before = await owner.request('GET', '/api/admin/cart-settings');
    expect(before.json()).toEqual({ settings: { redirect_after_add: false } });
    const bad = await owner.request('PUT', '/api/admin/cart-settings', {
      redirect_after_add: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await owner.request('PUT', '/api/admin/cart-settings', {
      redirect_after_add: true,
    });
    expect(saved.json()).toEqual({ settings: { redirect_after_add: true } });
    expect((await t.app.cart.settings()).redirect_after_add).toBe(true);
  });
});
