// pinwheel/v1/settings/catalog on both databases: the settings read, a save the search overlay
// shows at once (the service's kept copy is forgotten), and a bad field refused by name with
// nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const path = '/wp-json/pinwheel/v1/settings/catalog';

describe.each(testEngines())('pinwheel/v1 catalog settings on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('saves the settings sent back, which the storefront shows at once', async () => {
    const settings = (await owner.request('GET', path)).json();
    expect(settings.currency).toMatch(/^[A-Z]{3}$/);
    expect((await t.app.catalog.searchOverview('en')).keywords).toEqual([]);
    const saved = await owner.request('PUT', path, {
      ...settings,
      search: { ...settings.search, keywords: ['linen'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().search.keywords).toEqual(['linen']);
    expect((await t.app.catalog.searchOverview('en')).keywords).toEqual(['linen']);
  });

  it('refuses a bad currency by field, changing nothing', async () => {
    const settings = (await owner.request('GET', path)).json();
    const bad = await owner.request('PUT', path, { ...settings, currency: 'dollars' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params)).toEqual(['currency']);
    expect((await owner.request('GET', path)).json()).toEqual(settings);
  });
});
