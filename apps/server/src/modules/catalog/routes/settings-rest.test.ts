// pinwheel/v1/settings/catalog on both databases: the settings read, a save the search overlay
// shows at once (the service's kept copy is forgotten), a bad field refused by name with nothing
// changed, the version check (a second owner's stale save is refused 412) and the store notice's
// id following its words.
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

  it('refuses an off-site promo link, too many keywords and a wrong page size, each by its field', async () => {
    const settings = (await owner.request('GET', path)).json();
    const bad = await owner.request('PUT', path, {
      ...settings,
      search: {
        ...settings.search,
        keywords: Array.from({ length: 11 }, (_, i) => `word ${i}`),
        promo: { ...settings.search.promo, url: 'https://evil.example/' },
      },
      per_page: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params).sort()).toEqual([
      'per_page',
      'search.keywords',
      'search.promo.url',
    ]);
    expect((await owner.request('GET', path)).json()).toEqual(settings);
  });

  it('refuses a save sent with a version someone else has since replaced', async () => {
    const first = await owner.request('GET', path);
    const version = first.headers.etag as string;
    expect(version).toMatch(/^"\d+"$/);
    const settings = first.json();
    const put = (body: unknown, ifMatch: string) =>
      t.app.inject({
        method: 'PUT',
        url: path,
        headers: { ...owner.headers, 'if-match': ifMatch },
        payload: body as object,
      });
    const mine = await put({ ...settings, per_page: 20 }, version);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).not.toBe(version);
    const theirs = await put({ ...settings, coming_soon: !settings.coming_soon }, version);
    expect(theirs.statusCode).toBe(412);
    expect(theirs.json().code).toBe('rest_edit_conflict');
    const now = await owner.request('GET', path);
    expect(now.json()).toMatchObject({ per_page: 20, coming_soon: settings.coming_soon });
    expect(now.headers.etag).toBe(mine.headers.etag);
    // Saved again against the version now current: it goes through.
    const again = await put(
      { ...(now.json() as object), per_page: 12 },
      now.headers.etag as string,
    );
    expect(again.statusCode).toBe(200);
  });

  it('gives a notice with new words a new id, keeps it for the same words, refuses one with none', async () => {
    const settings = (await owner.request('GET', path)).json();
    const notice = { ...settings.store_notice, enabled: true, text: 'Free returns all winter' };
    const saved = (await owner.request('PUT', path, { ...settings, store_notice: notice })).json();
    expect(saved.store_notice.id).toMatch(/^n-[0-9a-f]{12}$/);
    expect(saved.store_notice.id).not.toBe(settings.store_notice.id);
    const again = (await owner.request('PUT', path, { ...saved, per_page: 24 })).json();
    expect(again.store_notice.id).toBe(saved.store_notice.id);
    const empty = await owner.request('PUT', path, {
      ...again,
      store_notice: { ...again.store_notice, text: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.params).toEqual({
      'store_notice.text': 'Write the notice, or switch it off.',
    });
    expect((await owner.request('GET', path)).json()).toEqual(again);
  });
});
