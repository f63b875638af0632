// Migrations moved into the modules that own their tables, under the names databases recorded
// them by. A database made before that move (fixtures/: the demo shop as `npm run seed` left it on
// main at b651796, dumped with `sqlite3 … .dump` and `pg_dump --inserts --schema=…`, gzipped) must
// find nothing it ran missing, run only what shipped since, and keep its data.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_CLIENT_ID } from '../modules/sites/index.ts';
import { TEST_SECRET_KEY } from '../testing/test-app.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/** Every migration shipped before the move, in the order each database ran them. */
const SHIPPED = [
  '0001-foundation',
  '0002-display',
  '0003-catalog-products',
  '0004-content-posts',
  '0006-contact-forms-forms',
  '0007-contact-forms-submissions',
  '0008-mailing-list-subscribers',
  '0009-leads-leads',
  '0010-leads-webhooks',
  '0011-leads-conversion-codes',
  '0012-content-share-counts',
  '0013-cart-carts',
  '0014-orders-orders',
  '0016-accounts-owner-meta',
  '0017-catalog-search-words',
];

const fixtures = path.join(import.meta.dirname, 'fixtures');
const dump = (engine: string) =>
  gunzipSync(
    fs.readFileSync(path.join(fixtures, `before-module-migrations.${engine}.sql.gz`)),
  ).toString('utf8');

/** Fills an empty test database with the old release's dump. */
async function restoreOldDatabase(database: TestDatabase): Promise<void> {
  if (database.engine === 'sqlite') {
    const connection = new SQLite(database.url.slice('sqlite:'.length));
    connection.exec(dump('sqlite'));
    connection.close();
    return;
  }
  // The dump names its schema; each test file restores it into a schema of its own.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(dump('postgres').replaceAll('fixture_main.', `"${database.schema}".`));
  } finally {
    await client.end();
  }
}

describe('the migrations databases recorded', () => {
  it('keeps every shipped name, in the order they ran; new ones only after them', () => {
    const names = Object.keys(migrations);
    expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED);
    // Kysely runs them sorted by name: the record's order is the order they run in.
    expect(names).toEqual([...names].sort());
  });
});

describe.each(testEngines())(
  'a database made before modules kept their migrations, on %s',
  (engine) => {
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await database?.destroy();
      database = undefined;
    });

    it('migrates running only what shipped since, nothing missing, its demo shop intact', async () => {
      database = await createTestDatabase(engine, { migrated: false });
      await restoreOldDatabase(database);
      const schema = database.schema ? { schema: database.schema } : {};

      const { rows: recorded } = await sql<{ name: string }>`select name from kysely_migration
      order by timestamp, name`.execute(database.db);
      expect(recorded.map((row) => row.name)).toEqual(SHIPPED);
      // Kysely refuses a database whose ledger names a migration it no longer has: no error here,
      // and only the migrations shipped since run.
      const since = Object.keys(migrations).filter((name) => !SHIPPED.includes(name));
      expect(await migrateToLatest(database.db, schema)).toEqual(since);
      const ledger = await new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      }).getMigrations();
      expect(ledger.filter((migration) => !migration.executedAt).map((m) => m.name)).toEqual([]);

      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data-dir' });
      const app = await buildApp({ config, database, secretKey: TEST_SECRET_KEY });
      try {
        await app.ready();
        expect(await app.demo.seedIfEmpty()).toBe(false);
        expect((await app.sites.findByClientId(DEMO_CLIENT_ID))?.clientId).toBe(DEMO_CLIENT_ID);
        // The search index migration 0017 built is read as it was.
        const found = await app.catalog.search('en', 'linen');
        expect(found.map((card) => card.slug)).toContain('linen-shirt');
        const { rows } = await sql<{
          products: number;
        }>`select count(*) as products from catalog_products`.execute(database.db);
        expect(Number(rows[0]?.products)).toBe(16);
        // The pictures its products and posts show became media library items as it started.
        const library = await app.media.list({
          orderBy: 'date',
          order: 'desc',
          limit: 100,
          offset: 0,
        });
        expect(library.total).toBeGreaterThan(16);
        const shown = await app.media.usageOf(library.items);
        expect(library.items.every((item) => (shown.get(item.imageKey) ?? []).length > 0)).toBe(
          true,
        );
      } finally {
        await app.close();
      }
    });
  },
);
