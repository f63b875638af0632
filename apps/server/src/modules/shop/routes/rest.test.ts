// pinwheel/v1/settings/shop on both databases: the shop's name, default language and offered
// languages read, changed one field at a time (what every page names the shop follows at once; a
// language no longer offered reads as the default), a blank name or no language refused by field,
// and nothing for a caller who is not the owner.
import { LANGUAGE_COOKIE, NONCE_HEADER } from '@pinwheel/core';
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
      languages: ['en', 'he'],
      address: null,
    });
    const renamed = await owner.request('PATCH', path, { name: 'Corner Shop' });
    expect(renamed.json()).toEqual({
      name: 'Corner Shop',
      default_language: 'en',
      languages: ['en', 'he'],
      address: null,
    });
    expect(t.app.shop.settings().name).toBe('Corner Shop');
    const hebrew = await owner.request('PUT', path, { default_language: 'he' });
    expect(hebrew.json()).toEqual({
      name: 'Corner Shop',
      default_language: 'he',
      languages: ['en', 'he'],
      address: null,
    });
  });

  it('offers only the languages chosen: a visitor asking for another reads the default', async () => {
    const hebrewOnly = await owner.request('PUT', path, {
      default_language: 'he',
      languages: ['he'],
    });
    expect(hebrewOnly.statusCode).toBe(200);
    expect(hebrewOnly.json().languages).toEqual(['he']);
    // English asked for in the address, the cookie and the browser: the shop answers in Hebrew.
    const session = await t.app.inject({ method: 'GET', url: '/api/session' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/cart/apply-coupon?lang=en',
      headers: {
        cookie: `${LANGUAGE_COOKIE}=en; ${String(session.headers['set-cookie'] ?? '').split(';')[0]}`,
        'accept-language': 'en',
        [NONCE_HEADER]: session.json().nonce,
      },
      payload: { code: 'NOSUCHCODE' },
    });
    expect(asked.json().message).not.toMatch(/[a-z]{4}/);

    const both = await owner.request('PUT', path, { languages: ['he', 'en'] });
    expect(both.json().languages).toEqual(['en', 'he']);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/cart/apply-coupon?lang=en',
      headers: {
        cookie: String(session.headers['set-cookie'] ?? '').split(';')[0]!,
        [NONCE_HEADER]: session.json().nonce,
      },
      payload: { code: 'NOSUCHCODE' },
    });
    expect(english.json().message).toMatch(/NOSUCHCODE/);
    expect(english.json().message).toMatch(/[a-z]{4}/);
  });

  it('refuses offering no language, or leaving out the default, by field', async () => {
    const none = await owner.request('PUT', path, { languages: [] });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().data.params)).toEqual(['languages']);
    const withoutDefault = await owner.request('PUT', path, {
      default_language: 'he',
      languages: ['en'],
    });
    expect(withoutDefault.statusCode).toBe(400);
    expect(withoutDefault.json().data.params).toEqual({
      languages: 'Offer the default language, or choose another default.',
    });
    expect(t.app.shop.settings().languages).toEqual(['en', 'he']);
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
