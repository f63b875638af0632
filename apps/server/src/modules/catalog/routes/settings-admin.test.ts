// The owner API for the catalog's settings on a real database: what a shop starts with, a save the
// search overlay shows at once (the service's cached copy is forgotten), refusals that change
// nothing (a related-posts layout the page cannot draw among them), and no access for anyone but
// the owner.
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInOwnerClient,
  visitorBrowser,
  type SignedInOwner,
} from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('the catalog settings owner API on %s', (engine) => {
  let t: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await signInOwnerClient(t.app);
  });
  afterAll(() => t.close());

  const current = async () => (await owner.request('GET', '/api/admin/catalog-settings')).json();

  it('answers the settings the shop runs on', async () => {
    const settings = await current();
    expect(settings.currency).toMatch(/^[A-Z]{3}$/);
    expect(settings.search.promo.url).toMatch(/^\/[a-z]/);
    expect(settings).toHaveProperty('swatches.show_variation_label');
    expect(settings).toHaveProperty('store_notice.enabled');
  });

  it('saves the search overlay, which shows it at once', async () => {
    // Read once first, so the service holds the old settings in memory.
    expect((await t.app.catalog.searchOverview('en')).keywords).not.toContain('tea towel');
    const settings = await current();
    const saved = await owner.request('PUT', '/api/admin/catalog-settings', {
      ...settings,
      search: {
        ...settings.search,
        keywords: ['tea towel', '  linen  '],
        keywords_he: ['מגבת'],
        promo: { ...settings.search.promo, title: 'Winter sale', url: '/category/home?x=1' },
      },
      coming_soon: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().search.keywords).toEqual(['tea towel', 'linen']);
    const overview = await t.app.catalog.searchOverview('en');
    expect(overview.keywords).toEqual(['tea towel', 'linen']);
    expect(overview.promo).toMatchObject({ title: 'Winter sale', url: '/category/home?x=1' });
    expect((await t.app.catalog.searchOverview('he')).keywords).toEqual(['מגבת']);
    expect((await t.app.catalog.settings()).coming_soon).toBe(true);
    await owner.request('PUT', '/api/admin/catalog-settings', settings);
  });

  it('refuses a promo link off this site, too many keywords or a missing field, changing nothing', async () => {
    const settings = await current();
    const refusals = [
      {
        ...settings,
        search: { ...settings.search, promo: { ...settings.search.promo, url: '//evil.example' } },
      },
      {
        ...settings,
        search: { ...settings.search, keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) },
      },
      { ...settings, per_page: 0 },
      { ...settings, coming_soon: 'yes' },
      { ...settings, related_posts: { ...settings.related_posts, layout: 'masonry' } },
      { ...settings, store_notice: { ...settings.store_notice, text: 'a\u0007b' } },
      (({ search: _search, ...rest }) => rest)(settings),
    ];
    for (const body of refusals) {
      const answer = await owner.request('PUT', '/api/admin/catalog-settings', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBeTruthy();
    }
    expect(await current()).toEqual(settings);
  });

  it('lets only the owner read or write, and only with the nonce', async () => {
    const visitor = await visitorBrowser(t.app);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalog-settings',
      headers: { cookie: visitor.cookie },
    });
    expect(read.statusCode).toBe(401);
    const settings = await current();
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalog-settings',
      headers: { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
      payload: { ...settings, coming_soon: true },
    });
    expect(write.statusCode).toBe(401);
    const noNonce = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalog-settings',
      headers: { cookie: owner.headers.cookie! },
      payload: { ...settings, coming_soon: true },
    });
    expect(noNonce.statusCode).toBe(403);
    expect((await current()).coming_soon).toBe(settings.coming_soon);
  });
});
