// The bulk-table call (spec storefront §7) through real HTTP on a real database: the chosen
// variation's table as markup, the product's own table when the choice names no variation, and
// clear refusals for bad input and calls without the nonce.
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorBrowser } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const rowsOf = (markup: string) =>
  [...markup.matchAll(/<tr><td>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map(
    ([, from, price, discount]) => `${from} ${price} ${discount}`,
  );

describe.each(testEngines())('the bulk-table call on %s', (engine) => {
  let t: TestApp;
  let browser: { cookie: string; nonce: string };
  let mugId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    browser = await visitorBrowser(t.app);
    mugId = (await t.app.catalog.productPage('en', 'stoneware-mug'))!.id;
  });
  afterAll(() => t.close());

  const call = (payload: unknown, headers: Record<string, string> = {}, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/catalog/bulk-table?lang=${lang}`,
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce, ...headers },
      payload: payload as object,
    });

  it("answers the chosen variation's table, and the product's when the choice names none", async () => {
    const dots = await call({
      action: 'get_table_with_product_bulk_table',
      product_id: mugId,
      attributes: { attribute_pattern: 'dots' },
    });
    expect(dots.statusCode).toBe(200);
    expect(dots.json().success).toBe(true);
    expect(rowsOf(dots.json().data)).toEqual(['4+ $21.60 10%', '8+ $20.40 15%', '12+ $19.20 20%']);
    const plain = await call({
      action: 'get_table_with_product_bulk_table',
      product_id: mugId,
      attributes: { attribute_pattern: 'plain' },
    });
    expect(rowsOf(plain.json().data)).toEqual(['6+ $18.00 25%']);
    const none = await call({ action: 'get_table_with_product_bulk_table', product_id: mugId });
    expect(none.json().data).toContain('<caption>Buy more, pay less</caption>');
    expect(none.json().data).toContain('data-variation=""');
  });

  it('speaks the page language', async () => {
    const he = await call(
      { action: 'get_table_with_product_bulk_table', product_id: mugId, attributes: {} },
      {},
      'he',
    );
    expect(he.json().data).not.toContain('Buy more');
    expect(he.json().data).toContain('<table class="bulk-table"');
  });

  it('refuses bad input with the field at fault, unknown products with a 404', async () => {
    const wrongAction = await call({ action: 'something_else', product_id: mugId });
    expect(wrongAction.statusCode).toBe(400);
    const script = await call({
      action: 'get_table_with_product_bulk_table',
      product_id: mugId,
      attributes: { attribute_pattern: '<script>alert(1)</script>' },
    });
    expect(script.statusCode).toBe(400);
    expect(script.body).not.toContain('<script>');
    const unknown = await call({
      action: 'get_table_with_product_bulk_table',
      product_id: 'nosuchproduct',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/bulk-table',
      headers: {
        cookie: browser.cookie,
        [NONCE_HEADER]: browser.nonce,
        'content-type': 'application/json',
      },
      payload: '{"action":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('needs the nonce', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/bulk-table',
      headers: { cookie: browser.cookie },
      payload: { action: 'get_table_with_product_bulk_table', product_id: mugId },
    });
    expect(response.statusCode).toBe(403);
  });
});
