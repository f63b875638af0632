// A conversion call without a view id is credited to the visitor's latest view of the popup
// (`latestViewBy`). Among thousands of other visitors' views of the same popup, that lookup is
// planned through migration 0052's index on both engines, and finds that visitor's newest view.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database.ts';
import { latestViewBy, latestViewQuery } from './repo.ts';

const VIEWS = 3000;

async function fill({ db }: TestDatabase): Promise<void> {
  for (let start = 0; start < VIEWS; start += 500) {
    await db
      .insertInto('popup_views')
      .values(
        Array.from({ length: 500 }, (_, i) => start + i).map((n) => ({
          id: `v${n}`,
          site_id: 'site-1',
          popup_id: 'popup-1',
          // Ten views per visitor, spread over the whole table.
          visitor_id: `visitor${n % 300}`,
          trigger: 'timer',
          popup_type: 'lightbox',
          url: 'https://shop.test/',
          converted_email: null,
          store_integration: null,
          store_integration_customer_id: null,
          created_at: 1_000 + n,
        })),
      )
      .execute();
  }
  await sql`analyze`.execute(db);
}

describe.each(testEngines())('the latest view of a popup by one visitor on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await fill(database);
  });
  afterAll(() => database.destroy());

  it('is that visitor’s newest view of that popup', async () => {
    expect((await latestViewBy(database.db, 'popup-1', 'visitor7'))?.id).toBe('v2707');
    expect(await latestViewBy(database.db, 'popup-1', 'nobody')).toBeUndefined();
    expect(await latestViewBy(database.db, 'popup-2', 'visitor7')).toBeUndefined();
  });

  it('is planned through the popup, visitor and time index, never a scan', async () => {
    const compiled = latestViewQuery(database.db, 'popup-1', 'visitor7').compile();
    const prefix = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
    const result = await database.db.executeQuery(
      CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
    );
    const plan = result.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    expect(plan, plan).toContain('popup_views_popup_visitor');
    expect(plan, plan).not.toMatch(/^SCAN|Seq Scan|TEMP B-TREE|Sort/m);
  });
});
