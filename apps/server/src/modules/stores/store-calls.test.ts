// The store calls of the display protocol on a real database, on both engines: a Shopify shop's
// client id, browse abandonment stored and listed for the owner through pinwheel/v1 (paged), a Wix
// order's products, each call's gate (unknown client, a host the site has not allowed), bad input
// answered 400 naming the field, and a flood from one address refused while another writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorWriteLimits } from '../../plugins/visitor-write-limits.ts';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import type { Site } from '../sites/index.ts';

const mugShop = 'mugs-and-more.myshopify.com';
const products = [
  { product_id: 7001, product_name: 'Enamel mug', category: 'Kitchen' },
  { product_id: '7002', product_name: 'Tea towel “Linen”' },
];

function browseAddress(fields: Record<string, string>) {
  return `/shopify/save/browse-abandonment?${new URLSearchParams(fields)}`;
}

describe.each(testEngines())('the store calls on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let mugs: Site;
  let other: Site;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    const plan = { monthly_view_limit: null, is_freemium: false, is_restricted: false };
    mugs = (await t.app.sites.create(
      { name: 'Mugs', allowed_domains: ['mugs.example', mugShop], ...plan },
      1_000,
    ))!;
    // A later site naming the same shop does not take it over.
    other = (await t.app.sites.create(
      { name: 'Mugs again', allowed_domains: [mugShop], ...plan },
      2_000,
    ))!;
  });
  afterAll(() => t.close());

  describe('get-client-id', () => {
    it("answers the client id of the oldest site allowing the shop's myshopify.com address", async () => {
      const answer = await t.app.inject(`/api/display/shopify/get-client-id/${mugShop}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.json()).toEqual({ client_id: mugs.clientId });
      const upper = await t.app.inject(
        `/api/display/shopify/get-client-id/MUGS-AND-MORE.myshopify.com`,
      );
      expect(upper.json()).toEqual({ client_id: mugs.clientId });
    });

    it('answers 404 for a shop no site allows, 400 for what is not a shop', async () => {
      const unknown = await t.app.inject('/api/display/shopify/get-client-id/nobody.myshopify.com');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('unknown_shop');
      const notShop = await t.app.inject('/api/display/shopify/get-client-id/mugs.example');
      expect(notShop.statusCode).toBe(400);
    });
  });

  describe('browse abandonment', () => {
    it('is stored for the site and listed for the owner, newest first, paged', async () => {
      const looked = await t.app.inject({
        url: browseAddress({
          clientId: mugs.clientId,
          customer: '55501',
          products: JSON.stringify(products),
          data_for: 'abandonment',
        }),
        headers: { origin: 'https://mugs.example' },
      });
      expect(looked.statusCode).toBe(200);
      expect(looked.json()).toEqual({ success: true });
      expect(looked.headers['access-control-allow-origin']).toBe('*');
      const inCart = await t.app.inject({
        url: browseAddress({
          clientId: mugs.clientId,
          customer: '55501',
          products: JSON.stringify(products.slice(0, 1)),
          data_for: 'cart',
          total_cart_value: '49.9',
        }),
        headers: { origin: 'https://mugs.example' },
      });
      expect(inCart.statusCode).toBe(200);

      const listed = await owner.request('GET', '/wp-json/pinwheel/v1/browse-abandonment');
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['x-wp-total']).toBe('2');
      const [newest, oldest] = listed.json();
      expect(newest).toMatchObject({
        site_id: mugs.id,
        customer_id: '55501',
        data_for: 'cart',
        total_cart_value: '49.90',
        products: [{ product_id: '7001', product_name: 'Enamel mug', category: 'Kitchen' }],
      });
      expect(newest.date_created_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(oldest).toMatchObject({
        data_for: 'abandonment',
        total_cart_value: null,
        products: [
          { product_id: '7001', product_name: 'Enamel mug', category: 'Kitchen' },
          { product_id: '7002', product_name: 'Tea towel “Linen”', category: '' },
        ],
      });

      const firstPage = await owner.request(
        'GET',
        '/wp-json/pinwheel/v1/browse-abandonment?per_page=1&data_for=abandonment',
      );
      expect(firstPage.headers['x-wp-total']).toBe('1');
      expect(firstPage.json()).toHaveLength(1);
      const secondPage = await owner.request(
        'GET',
        '/wp-json/pinwheel/v1/browse-abandonment?per_page=1&page=2',
      );
      expect(secondPage.json()[0].data_for).toBe('abandonment');
      expect(secondPage.headers.link).toContain('rel="prev"');
      const ofOther = await owner.request(
        'GET',
        `/wp-json/pinwheel/v1/browse-abandonment?site=${other.id}`,
      );
      expect(ofOther.json()).toEqual([]);
    });

    it('is the owner’s only: nobody signed in gets 401', async () => {
      const anonymous = await t.app.inject('/wp-json/pinwheel/v1/browse-abandonment');
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses an unknown client (404), a host the site has not allowed (403), bad fields (400)', async () => {
      const fields = {
        clientId: mugs.clientId,
        customer: '55501',
        products: JSON.stringify(products),
        data_for: 'abandonment',
      };
      const unknown = await t.app.inject(browseAddress({ ...fields, clientId: 'no-such-client' }));
      expect(unknown.statusCode).toBe(404);
      const elsewhere = await t.app.inject({
        url: browseAddress(fields),
        headers: { origin: 'https://not-mugs.example' },
      });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().error.code).toBe('domain_not_allowed');
      const bads: Array<Record<string, string>> = [
        { products: 'not json' },
        { products: JSON.stringify([{ product_id: 1 }]) },
        { data_for: 'wishlist' },
        { total_cart_value: '-5' },
        { customer: '' },
      ];
      for (const bad of bads) {
        const answer = await t.app.inject(browseAddress({ ...fields, ...bad }));
        expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      }
      const listed = await owner.request('GET', '/wp-json/pinwheel/v1/browse-abandonment');
      expect(listed.headers['x-wp-total']).toBe('2');
    });

    it('refuses a flood from one address while another still reports', async () => {
      const fresh = await createTestApp(engine);
      try {
        const site = (await fresh.app.sites.create({
          name: 'Flooded',
          allowed_domains: [],
          monthly_view_limit: null,
          is_freemium: false,
          is_restricted: false,
        }))!;
        const report = (remoteAddress: string) =>
          fresh.app.inject({
            url: browseAddress({
              clientId: site.clientId,
              customer: '1',
              products: '[]',
              data_for: 'abandonment',
            }),
            remoteAddress,
          });
        const { max } = visitorWriteLimits['store-event'];
        for (let i = 0; i < max; i++) expect((await report('203.0.113.9')).statusCode).toBe(200);
        const refused = await report('203.0.113.9');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.code).toBe('rate_limited');
        expect((await report('203.0.113.10')).statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('Wix save-ordered-products', () => {
    it("stores an order's products, as JSON or as text/plain, and lists them for the owner", async () => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        headers: { origin: 'https://mugs.example' },
        payload: {
          client_id: mugs.clientId,
          customer_id: '9b1c0c9e-3f1a-4b55-9a51-2c0e8a1f7d10',
          products: [{ product_id: 'a1b2', product_name: 'Enamel mug', category: 'Kitchen' }],
          source_table: 'Stores/Orders',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ success: true });
      const beacon = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin: 'https://shop.mugs.example',
        },
        payload: JSON.stringify({
          client_id: mugs.clientId,
          customer_id: 'member-2',
          products: [{ product_id: 'c3', product_name: 'Teapot' }],
        }),
      });
      expect(beacon.statusCode).toBe(200);

      const listed = await owner.request('GET', '/wp-json/pinwheel/v1/wix-ordered-products');
      expect(listed.headers['x-wp-total']).toBe('2');
      expect(listed.json()).toMatchObject([
        { customer_id: 'member-2', products: [{ product_id: 'c3', product_name: 'Teapot' }] },
        {
          site_id: mugs.id,
          customer_id: '9b1c0c9e-3f1a-4b55-9a51-2c0e8a1f7d10',
          source_table: 'Stores/Orders',
          products: [{ product_id: 'a1b2', product_name: 'Enamel mug', category: 'Kitchen' }],
        },
      ]);
    });

    it('answers a preflight, and refuses an unknown client, no products and broken JSON', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/wix/save-ordered-products',
        headers: { origin: 'https://mugs.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      const body = { client_id: mugs.clientId, customer_id: 'm', products: products };
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        payload: { ...body, client_id: 'nobody' },
      });
      expect(unknown.statusCode).toBe(404);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        payload: { ...body, products: [] },
      });
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.json())).toContain('products');
      const broken = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        headers: { 'content-type': 'application/json' },
        payload: '{"client_id":',
      });
      expect(broken.statusCode).toBe(400);
    });
  });
});
