// pinwheel/v1/settings/shop on both databases: the shop's name and default language read, changed
// one field at a time (what every page names the shop follows at once), a blank name refused by
// field, and nothing for a caller who is not the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const path = '/wp-json/pinwheel/v1/settings/shop';

describe.each(testEngines())('pinwheel/v1 shop settings on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('reads the settings, and changes only the fields sent; pages show the new name at once', async () => {
    expect((await owner.request('GET', path)).json()).toEqual({
      name: 'Pinwheel',
      default_language: 'en',
    });
    const renamed = await owner.request('PATCH', path, { name: 'Corner Shop' });
    expect(renamed.json()).toEqual({ name: 'Corner Shop', default_language: 'en' });
    expect(t.app.shop.settings().name).toBe('Corner Shop');
    const hebrew = await owner.request('PUT', path, { default_language: 'he' });
    expect(hebrew.json()).toEqual({ name: 'Corner Shop', default_language: 'he' });
  });

  it('refuses a blank name or an unknown language by field, and strangers', async () => {
    const blank = await owner.request('PUT', path, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().data.params)).toEqual(['name']);
    const language = await owner.request('PUT', path, { default_language: 'fr' });
    expect(Object.keys(language.json().data.params)).toEqual(['default_language']);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
