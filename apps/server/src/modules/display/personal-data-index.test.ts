// The privacy lookup of one converted visitor's popup activity (personal-data-repo.ts) on both
// engines, among thousands of other visitors' events: it finds and erases exactly that person's
// rows, and each of its eight queries is planned through migration 0051's address indexes rather
// than a scan of every event ever recorded.
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database.ts';
import {
  erasePopupActivity,
  popupActivityErasures,
  popupActivityLookups,
  popupActivityOf,
} from './personal-data-repo.ts';

const DANA = 'dana@buyer.example';
const OTHERS = 3000;
const INDEX = {
  views: 'popup_views_converted_email',
  closes: 'popup_closes_converted_email',
  sessions: 'website_sessions_email',
  activities: 'conversion_activities_email',
} as const;

const session = (id: string, createdAt: number) => ({
  id,
  site_id: 'site-1',
  url: `https://shop.test/${id}`,
  store_integration: null,
  store_integration_customer_id: null,
  created_at: createdAt,
});

const event = (id: string, createdAt: number) => ({
  ...session(id, createdAt),
  popup_id: 'popup-1',
});

/** Most events are anonymous; every tenth comes from another visitor who converted. */
const otherEmail = (n: number) => (n % 10 === 0 ? `visitor${n}@elsewhere.test` : null);

async function fill(database: TestDatabase): Promise<void> {
  const { db } = database;
  for (let start = 0; start < OTHERS; start += 500) {
    const ns = Array.from({ length: 500 }, (_, i) => start + i);
    await db
      .insertInto('popup_views')
      .values(
        ns.map((n) => ({
          ...event(`v${n}`, 1_000 + n),
          visitor_id: `visitor${n}`,
          trigger: 'timer',
          popup_type: 'lightbox',
          converted_email: otherEmail(n),
        })),
      )
      .execute();
    await db
      .insertInto('popup_closes')
      .values(
        ns.map((n) => ({
          ...event(`c${n}`, 1_000 + n),
          visitor_id: `visitor${n}`,
          view_id: `v${n}`,
          close_trigger: 'x',
          converted_email: otherEmail(n),
        })),
      )
      .execute();
    await db
      .insertInto('website_sessions')
      .values(ns.map((n) => ({ ...session(`s${n}`, 1_000 + n), email: otherEmail(n) })))
      .execute();
    await db
      .insertInto('conversion_activities')
      .values(
        ns.map((n) => ({
          ...event(`a${n}`, 1_000 + n),
          email: `visitor${n}@elsewhere.test`,
          activity: 'viewed' as const,
        })),
      )
      .execute();
  }
  // Dana's, written newest first so the lookup's order is the index's, not the insertion's.
  for (const at of [9_002, 9_001]) {
    await db
      .insertInto('popup_views')
      .values({
        ...event(`dana-v${at}`, at),
        visitor_id: 'dana',
        trigger: 'exit',
        popup_type: 'lightbox',
        converted_email: DANA,
      })
      .execute();
  }
  await db
    .insertInto('popup_closes')
    .values({
      ...event('dana-c', 9_003),
      visitor_id: 'dana',
      view_id: 'dana-v9001',
      close_trigger: 'x',
      converted_email: DANA,
    })
    .execute();
  await db
    .insertInto('website_sessions')
    .values({ ...session('dana-s', 9_004), email: DANA })
    .execute();
  await db
    .insertInto('conversion_activities')
    .values({ ...event('dana-a', 9_005), email: DANA, activity: 'closed' })
    .execute();
  // What a shop's database knows of its tables after autovacuum (PostgreSQL) or `analyze`.
  await sql`analyze`.execute(db);
}

/** The engine's plan for one of the repo's queries, as one text. */
async function planOf(database: TestDatabase, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const prefix = database.engine === 'sqlite' ? 'explain query plan ' : 'explain ';
  const result = await database.db.executeQuery(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  return result.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
}

describe.each(testEngines())('one visitor’s popup activity on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await fill(database);
  });
  afterAll(() => database.destroy());

  it('is looked up and erased through the address indexes, never a scan', async () => {
    const lookups = popupActivityLookups(database.db, DANA);
    const erasures = popupActivityErasures(database.db, DANA);
    for (const kind of ['views', 'closes', 'sessions', 'activities'] as const) {
      for (const query of [lookups[kind], erasures[kind]]) {
        const plan = await planOf(database, query);
        expect(plan, plan).toContain(INDEX[kind]);
        expect(plan, plan).not.toMatch(/^SCAN|Seq Scan/m);
      }
    }
  });

  it('finds exactly that person’s rows, oldest first, and erases only those', async () => {
    const found = await popupActivityOf(database.db, DANA);
    expect(found.views.map((row) => Number(row.created_at))).toEqual([9_001, 9_002]);
    expect(found.closes.map((row) => row.close_trigger)).toEqual(['x']);
    expect(found.sessions.map((row) => row.url)).toEqual(['https://shop.test/dana-s']);
    expect(found.activities.map((row) => row.activity)).toEqual(['closed']);

    const other = 'visitor20@elsewhere.test';
    const before = await popupActivityOf(database.db, other);
    expect(before.views).toHaveLength(1);

    expect(await erasePopupActivity(database.db, DANA)).toEqual({ removed: 1, anonymised: 4 });
    const after = await popupActivityOf(database.db, DANA);
    expect(Object.values(after).flat()).toEqual([]);
    // The events stay as anonymous counts; the other visitor's stay theirs.
    const views = await database.db
      .selectFrom('popup_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(views.n)).toBe(OTHERS + 2);
    expect(await popupActivityOf(database.db, other)).toEqual(before);
  });
});
