// pinwheel/v1/settings/cart on both databases: the cart's setting read and saved (the cart then
// answers with it), a wrong type refused by field, and the old owner route reading the same value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const path = '/wp-json/pinwheel/v1/settings/cart';

describe.each(testEngines())('pinwheel/v1 cart settings on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('reads and saves redirect_after_add; the old owner route answers the same', async () => {
    expect((await owner.request('GET', path)).json()).toEqual({ redirect_after_add: false });
    const saved = await owner.request('PUT', path, { redirect_after_add: true });
    expect(saved.json()).toEqual({ redirect_after_add: true });
    expect((await t.app.cart.settings()).redirect_after_add).toBe(true);
    const legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    const old = await legacy.request('GET', '/api/admin/cart-settings');
    expect(old.json()).toEqual({ settings: { redirect_after_add: true } });
  });

  it('refuses a value that is not a boolean, by field', async () => {
    const bad = await owner.request('PUT', path, { redirect_after_add: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params)).toEqual(['redirect_after_add']);
  });
});
