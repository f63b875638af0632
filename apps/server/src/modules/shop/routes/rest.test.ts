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

// The version check the dashboard's editors rely on (platform-api/rest-version.ts): the GET's ETag
// goes back as If-Match; a save made from an older read is refused, not silently applied.
describe.each(testEngines())('pinwheel/v1 shop settings versions on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const save = (ifMatch: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: path,
      headers: { ...owner.headers, 'if-match': ifMatch },
      payload,
    });

  it('refuses a second save made from the same read, and keeps the first', async () => {
    const read = await owner.request('GET', path);
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"\d+"$/);

    const first = await save(version, { name: 'First Owner’s Shop' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);

    const second = await save(version, { name: 'Second Owner’s Shop' });
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({
      code: 'rest_edit_conflict',
      data: { status: 412 },
    });
    expect((await owner.request('GET', path)).json().name).toBe('First Owner’s Shop');

    // Overwriting on purpose: the new version read, the save goes through.
    const again = await save(first.headers.etag as string, { name: 'Second Owner’s Shop' });
    expect(again.statusCode).toBe(200);
    expect(again.json().name).toBe('Second Owner’s Shop');
  });

  it('saves without If-Match as WordPress clients send it, and takes * and weak tags', async () => {
    expect((await owner.request('PATCH', path, { name: 'No Check' })).statusCode).toBe(200);
    expect((await save('*', { name: 'Any Version' })).statusCode).toBe(200);
    const current = (await owner.request('GET', path)).headers.etag as string;
    expect((await save(`W/${current}`, { name: 'Weak Tag' })).statusCode).toBe(200);
  });
});
