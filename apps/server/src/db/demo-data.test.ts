// The demo shop as the modules contribute it (each module's plugin adds its part to app.demo).
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_POPUP_IDS } from '../modules/display/index.ts';
import { DEMO_SHOP_NAME } from '../modules/shop/index.ts';
import { DEMO_CLIENT_ID } from '../modules/sites/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { openDatabase } from './database.ts';
import { demoSeededAt, seedDemoIfEmpty } from './demo-data.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(testEngines())('demo data on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('seeds the demo shop once, with its fixed client id, in module order', async () => {
    t = await createTestApp(engine);
    const { app, database } = t;
    expect(app.demo.contributions.map((part) => part.module)).toEqual([
      'shop',
      'sites',
      'display',
      'media',
      'catalog',
      'coupons',
      'content',
      'contact-forms',
      'mailing-list',
      'forms',
      'notices',
    ]);
    expect(await app.demo.seedIfEmpty(1000)).toBe(true);
    expect(await app.demo.seedIfEmpty(2000)).toBe(false);
    expect(await demoSeededAt(database.db)).toBe(1000);
    // The shop's settings, kept in memory, are refreshed once the demo is in.
    expect(app.shop.settings().name).toBe(DEMO_SHOP_NAME);
    // Recent-purchase notices are on, from the shop's real orders.
    expect(await app.notices.settings()).toMatchObject({ enabled: true, source: 'orders' });
    const sites = await database.db.selectFrom('sites').select('client_id').execute();
    expect(sites).toEqual([{ client_id: DEMO_CLIENT_ID }]);
    const popups = await database.db.selectFrom('popups').select('id').execute();
    expect(popups.map((popup) => popup.id)).toContain(DEMO_POPUP_IDS.lightbox);
  });

  it('rebuilds the demo on reset, undoing changes to it', async () => {
    t = await createTestApp(engine);
    const { app, database } = t;
    await app.demo.seedIfEmpty();
    await database.db.updateTable('shop_settings').set({ name: 'Renamed' }).execute();
    await database.db.deleteFrom('sites').execute();
    await app.demo.reseed(5000);
    expect(app.shop.settings().name).toBe(DEMO_SHOP_NAME);
    expect(await database.db.selectFrom('sites').selectAll().execute()).toHaveLength(1);
    expect(await demoSeededAt(database.db)).toBe(5000);
  });

  it('migrates idempotently and seeds once when two processes start together', async () => {
    t = await createTestApp(engine);
    const { database } = t;
    const contributions = t.app.demo.contributions;
    const second = openDatabase(database.url, database.schema ? { schema: database.schema } : {});
    try {
      const schema = database.schema ? { schema: database.schema } : {};
      expect(await migrateToLatest(second.db, schema)).toEqual([]);
      // better-sqlite3 blocks its thread while it waits for a lock, so two handles in one process
      // would wait on each other; SQLite's two "processes" take turns here, PostgreSQL's race.
      const results =
        engine === 'postgres'
          ? await Promise.all([
              seedDemoIfEmpty(database.db, contributions),
              seedDemoIfEmpty(second.db, contributions),
            ])
          : [
              await seedDemoIfEmpty(database.db, contributions),
              await seedDemoIfEmpty(second.db, contributions),
            ];
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await database.db.selectFrom('sites').selectAll().execute()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
