// The database's own tables, read from its schema only (runs on PostgreSQL when TEST_DATABASE_URL
// is set): another schema's tables are not listed, so a schema dropped by someone else while the
// migrator reads cannot fail our start (it did: "schema … does not exist" in test files running
// side by side), and migrating still finds its ledger and has nothing left to run.
import { randomId } from '@pinwheel/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL introspection the migrator reads', () => {
  let database: TestDatabase;
  const neighbour = `neighbour_${randomId(8)}`;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await sql`create schema ${sql.id(neighbour)}`.execute(database.db);
    await sql`create table ${sql.id(neighbour, 'their_table')} (id serial primary key, name text)`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(neighbour)} cascade`.execute(database.db);
    await database.destroy();
  });

  it("lists this database's tables and columns, and not another schema's", async () => {
    const tables = await database.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toContain('catalog_products');
    expect(names).not.toContain('their_table');
    expect(names).not.toContain('kysely_migration');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([database.schema]));
    const sites = tables.find((table) => table.name === 'sites');
    expect(sites?.columns.map((column) => column.name)).toContain('client_id');
    const ledger = await database.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(ledger.map((table) => table.name)).toContain('kysely_migration');
  });

  it('migrates with nothing to run while another schema comes and goes', async () => {
    const churn = openDatabase(url!, { poolSize: 1 });
    let stop = false;
    const coming = (async () => {
      for (let round = 0; !stop && round < 200; round++) {
        const name = `churn_${randomId(8)}`;
        await sql`create schema ${sql.id(name)}`.execute(churn.db);
        await sql`create table ${sql.id(name, 't')} (id serial primary key)`.execute(churn.db);
        await sql`drop schema ${sql.id(name)} cascade`.execute(churn.db);
      }
    })();
    try {
      for (let round = 0; round < 20; round++) {
        expect(await migrateToLatest(database.db, { schema: database.schema! })).toEqual([]);
      }
    } finally {
      stop = true;
      await coming;
      await churn.close();
    }
  });
});
