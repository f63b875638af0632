import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../modules/display/demo.ts';
import { DEMO_SHOP_NAME } from '../modules/shop/demo.ts';
import { getShop } from '../modules/shop/service.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase } from './database.ts';
import { demoSeededAt, reseedDemo, seedDemoIfEmpty } from './demo-data.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(testEngines())('demo data on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  it('seeds the demo shop once, with its fixed client id', async () => {
    database = await createTestDatabase(engine);
    expect(await seedDemoIfEmpty(database.db, undefined, 1000)).toBe(true);
    expect(await seedDemoIfEmpty(database.db, undefined, 2000)).toBe(false);
    expect(await demoSeededAt(database.db)).toBe(1000);
    expect((await getShop(database.db)).name).toBe(DEMO_SHOP_NAME);
    const sites = await database.db.selectFrom('sites').select('client_id').execute();
    expect(sites).toEqual([{ client_id: DEMO_CLIENT_ID }]);
  });

  it('rebuilds the demo on reset, undoing changes to it', async () => {
    database = await createTestDatabase(engine);
    await seedDemoIfEmpty(database.db);
    await database.db.updateTable('shop_settings').set({ name: 'Renamed' }).execute();
    await database.db.deleteFrom('sites').execute();
    await reseedDemo(database.db, undefined, 5000);
    expect((await getShop(database.db)).name).toBe(DEMO_SHOP_NAME);
    expect(await database.db.selectFrom('sites').selectAll().execute()).toHaveLength(1);
    expect(await demoSeededAt(database.db)).toBe(5000);
  });

  it('migrates idempotently and seeds once when two processes start together', async () => {
    database = await createTestDatabase(engine);
    const second = openDatabase(database.url, database.schema ? { schema: database.schema } : {});
    try {
      const schema = database.schema ? { schema: database.schema } : {};
      expect(await migrateToLatest(second.db, schema)).toEqual([]);
      // better-sqlite3 blocks its thread while it waits for a lock, so two handles in one process
      // would wait on each other; SQLite's two "processes" take turns here, PostgreSQL's race.
      const results =
        engine === 'postgres'
          ? await Promise.all([seedDemoIfEmpty(database.db), seedDemoIfEmpty(second.db)])
          : [await seedDemoIfEmpty(database.db), await seedDemoIfEmpty(second.db)];
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await database.db.selectFrom('sites').selectAll().execute()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
