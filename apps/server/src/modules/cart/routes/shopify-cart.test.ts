import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('GET /cart.js on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("answers a visitor's empty cart in Shopify's shape, kept by no shared cache", async () => {
    const response = await t.app.inject('/cart.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // What the widget's cart rules read (spec popup-widget §7: total_price, item_count, items).
    expect(response.json()).toMatchObject({ total_price: 0, item_count: 0, items: [] });
  });
});
