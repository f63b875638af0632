// WooCommerce's own REST client, @woocommerce/woocommerce-rest-api as installed from npm, against
// the running server on a real port, signing its calls with a consumer key by OAuth 1.0a as it does
// over http: a variable product with variations, a coupon, and 250 products paged through (by the
// WooCommerce client page by page, by WordPress's api-fetch and by our typed client with
// per_page=-1).
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPinwheelClient } from '@pinwheel/client';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { restOwner } from './testing/rest-owner.ts';

interface WcProduct {
  id: string;
  name: string;
  type: string;
  variations: unknown[];
}

describe.each(testEngines())("WooCommerce's npm client on %s", (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let woo: WooCommerceRestApi;
  const middlewares: APIFetchMiddleware[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await restOwner(t.app);

    // api-fetch keeps its middlewares in the module: registered here, taken off in afterAll.
    const cookie: APIFetchMiddleware = (options, next) =>
      next({ ...options, headers: { ...options.headers, cookie: owner.headers.cookie! } });
    middlewares.push(
      apiFetch.createRootURLMiddleware(`${baseUrl}/wp-json/`),
      apiFetch.createNonceMiddleware(owner.headers['x-wp-nonce']!),
      cookie,
    );
    for (const middleware of middlewares) apiFetch.use(middleware);
    apiFetch.nonceEndpoint = `${baseUrl}/wp-admin/admin-ajax.php?action=rest-nonce`;

    const session = await t.app.inject({ url: '/api/session', headers: owner.headers });
    const ownerId = session.json().owner.id as string;
    const key = await t.app.accounts.apiKeys.createConsumerKey(ownerId, {
      description: 'npm client test',
      scope: 'read_write',
    });
    woo = new WooCommerceRestApi({
      url: baseUrl,
      consumerKey: key.consumerKey,
      consumerSecret: key.consumerSecret,
      version: 'wc/v3',
    });
  });
  afterAll(async () => {
    for (const middleware of middlewares) apiFetch.unregister(middleware);
    middlewares.length = 0;
    await t.close();
  });

  it('the WooCommerce client creates a variable product with variations, and reads it', async () => {
    // WooCommerce's order: the attribute and its terms, then the product that uses them.
    const { data: colour } = await woo.post('products/attributes', { name: 'Colour' });
    for (const name of ['Red', 'Blue']) {
      await woo.post(`products/attributes/${colour.id}/terms`, { name });
    }
    const { data: product } = await woo.post('products', {
      name: 'Enamel mug',
      type: 'variable',
      description: '<p>Holds <em>350 ml</em>.</p>',
      attributes: [{ id: colour.id, options: ['Red', 'Blue'], variation: true, visible: true }],
    });
    expect(product).toMatchObject({ name: 'Enamel mug', type: 'variable' });

    for (const [colourName, price] of [
      ['Red', '19.90'],
      ['Blue', '21.50'],
    ] as const) {
      const { status } = await woo.post(`products/${product.id}/variations`, {
        regular_price: price,
        attributes: [{ id: colour.id, option: colourName }],
      });
      expect(status).toBe(201);
    }
    const { data: variations } = await woo.get(`products/${product.id}/variations`);
    expect(
      (variations as Array<{ regular_price: string; attributes: Array<{ option: string }> }>)
        .map((variation) => `${variation.attributes[0]!.option} ${variation.regular_price}`)
        .sort(),
    ).toEqual(['Blue 21.50', 'Red 19.90']);
    const { data: read } = await woo.get(`products/${product.id}`);
    expect((read as WcProduct).variations).toHaveLength(2);
  });

  it('the WooCommerce client creates a coupon and reads it', async () => {
    const { data: coupon, status } = await woo.post('coupons', {
      code: 'spring10',
      discount_type: 'percent',
      amount: '10',
    });
    expect(status).toBe(201);
    const { data: read } = await woo.get(`coupons/${coupon.id}`);
    expect(read).toMatchObject({ code: 'spring10', discount_type: 'percent', amount: '10.00' });
  });

  // 250 products written and read four times over: the heaviest test here, so its own limit (it
  // passed 60 s on PostgreSQL beside the browser tests in CI).
  it(
    'pages through 250 products: the WooCommerce client by page, api-fetch with per_page=-1',
    {
      timeout: 180_000,
    },
    async () => {
      const names = Array.from({ length: 250 }, (_, index) => `Paged product ${index + 1}`);
      for (let start = 0; start < names.length; start += 100) {
        const { data } = await woo.post('products/batch', {
          create: names
            .slice(start, start + 100)
            .map((name) => ({ name, type: 'simple', regular_price: '5.00', status: 'publish' })),
        });
        expect((data as { create: unknown[] }).create).toHaveLength(Math.min(100, 250 - start));
      }

      const seen: string[] = [];
      let totalPages = 1;
      for (let page = 1; page <= totalPages; page += 1) {
        const response = await woo.get('products', {
          per_page: 100,
          page,
          search: 'Paged product',
        });
        totalPages = Number(response.headers['x-wp-totalpages']);
        expect(Number(response.headers['x-wp-total'])).toBe(250);
        seen.push(...(response.data as WcProduct[]).map((product) => product.name));
      }
      expect(totalPages).toBe(3);
      expect(seen.sort()).toEqual([...names].sort());

      const all = await apiFetch<WcProduct[]>({
        path: '/wc/v3/products?per_page=-1&search=Paged%20product',
      });
      expect(all.map((product) => product.name).sort()).toEqual([...names].sort());

      // And our typed client, signed in as the owner (restOwner's account), the same way.
      const typed = createPinwheelClient({ baseUrl, cookieJar: new CookieJar() });
      await typed.session.signIn('owner@api.test', 'api test password');
      const fromTyped = await typed.get('/wp-json/wc/v3/products', {
        query: { per_page: -1, search: 'Paged product' },
      });
      expect(fromTyped.map((product) => product.name).sort()).toEqual([...names].sort());
    },
  );
});
