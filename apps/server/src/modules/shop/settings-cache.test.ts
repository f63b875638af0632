// The shop's settings as pages read them: from memory, refreshed after a change in this process
// at once and after another process's change within the TTL, never failing a page.
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { saveShopSettings } from './repo.ts';
import { getShop } from './service.ts';
import { ShopSettingsCache } from './settings-cache.ts';

describe.each(testEngines())('shop settings kept in memory on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("answers from memory, and sees another process's change after the TTL", async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    await saveShopSettings(db, { name: 'Before', default_language: 'en' }, 1);
    let now = 0;
    let reads = 0;
    const read = () => {
      reads += 1;
      return getShop(db);
    };
    const cache = new ShopSettingsCache(
      read,
      pino({ level: 'silent' }),
      await read(),
      5000,
      () => now,
    );
    reads = 0;
    // Another process renames the shop: within the TTL pages keep the known name, without a query.
    await saveShopSettings(db, { name: 'After', default_language: 'he' }, 2);
    now = 4999;
    expect(cache.settings().name).toBe('Before');
    expect(reads).toBe(0);
    // Past it, the known name still answers while one refresh runs; then the new one does.
    now = 5000;
    expect(cache.settings().name).toBe('Before');
    expect(cache.settings().name).toBe('Before');
    await cache.refresh();
    expect(reads).toBe(1);
    expect(cache.settings()).toEqual({
      name: 'After',
      defaultLanguage: 'he',
      languages: ['en', 'he'],
      address: null,
      updatedAt: 2,
    });
  });

  it('keeps the known settings when a refresh fails', async () => {
    t = await createTestApp(engine);
    const cache = t.app.shop;
    const before = cache.settings();
    await t.database.close();
    await cache.refresh();
    expect(cache.settings()).toEqual(before);
  });
});
