import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database.ts';
import { EventRecorder } from './event-recorder.ts';
import type { PopupViewRow } from './repo.ts';

const silent = pino({ level: 'silent' });

function view(id: string, extra: Partial<PopupViewRow> = {}): PopupViewRow {
  return {
    id,
    site_id: 'site-1',
    popup_id: 'abcdefghijklm',
    visitor_id: 'visitor-1',
    trigger: 'delay',
    popup_type: 'lightbox',
    url: 'https://shop.example/',
    created_at: Date.now(),
    ...extra,
  };
}

describe.each(testEngines())('the event recorder on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  it('writes the good events of a batch the database refused, dropping only the bad one', async () => {
    database = await createTestDatabase(engine);
    const recorder = new EventRecorder(database.db, silent, { flushIntervalMs: 10_000 });
    recorder.recordView(view('view-before'));
    // A row the database refuses (a NOT NULL column left empty): bad data, not a database outage.
    recorder.recordView(view('view-bad', { url: null as unknown as string }));
    recorder.recordView(view('view-after'));
    await recorder.close();
    const stored = await database.db.selectFrom('popup_views').select('id').orderBy('id').execute();
    expect(stored.map((row) => row.id)).toEqual(['view-after', 'view-before']);
  });

  it('keeps every event for a retry while the database is away', async () => {
    database = await createTestDatabase(engine);
    const recorder = new EventRecorder(database.db, silent, { flushIntervalMs: 10_000 });
    await database.db.schema.alterTable('popup_views').renameTo('popup_views_away').execute();
    recorder.recordView(view('view-1'));
    recorder.recordView(view('view-2'));
    await recorder.flush();
    await database.db.schema.alterTable('popup_views_away').renameTo('popup_views').execute();
    await recorder.close();
    const stored = await database.db.selectFrom('popup_views').select('id').orderBy('id').execute();
    expect(stored.map((row) => row.id)).toEqual(['view-1', 'view-2']);
  });

  it('writes a large flush in chunks, letting other work run between them', async () => {
    database = await createTestDatabase(engine);
    const recorder = new EventRecorder(database.db, silent, {
      flushIntervalMs: 10_000,
      batchSize: 10_000,
      writeChunkSize: 100,
    });
    for (let i = 0; i < 350; i++) recorder.recordView(view(`view-${String(i).padStart(3, '0')}`));
    // Timers only run when the flush yields: one SQLite transaction of 350 would give them none.
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    await recorder.flush();
    clearInterval(ticking);
    expect(turns).toBeGreaterThan(0);
    const stored = await database.db.selectFrom('popup_views').select('id').execute();
    expect(stored).toHaveLength(350);
    expect(recorder.localViewCount('site-1')).toEqual({ recorded: 350, pending: 0 });
  });

  it('puts back the chunks it could not write while the database is away, in order', async () => {
    database = await createTestDatabase(engine);
    const recorder = new EventRecorder(database.db, silent, {
      flushIntervalMs: 10_000,
      writeChunkSize: 2,
    });
    await database.db.schema.alterTable('popup_views').renameTo('popup_views_away').execute();
    for (const id of ['view-1', 'view-2', 'view-3', 'view-4', 'view-5'])
      recorder.recordView(view(id));
    await recorder.flush();
    expect(recorder.localViewCount('site-1').pending).toBe(5);
    await database.db.schema.alterTable('popup_views_away').renameTo('popup_views').execute();
    await recorder.close();
    const stored = await database.db.selectFrom('popup_views').select('id').orderBy('id').execute();
    expect(stored.map((row) => row.id)).toEqual(['view-1', 'view-2', 'view-3', 'view-4', 'view-5']);
  });
});
