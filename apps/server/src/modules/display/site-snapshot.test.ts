// The display module's site snapshots, as the sites module's per-client-id cache keeps them: how
// long an entry answers, what invalidates it, and the month's view count it carries.
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../sites/index.ts';
import { DEMO_POPUP_IDS } from './demo-popups.ts';
import { EventRecorder } from './event-recorder.ts';
import { snapshotLoader, viewsUsed } from './site-snapshot.ts';

/** BLACKFRIDAY's end in the demo shop (coupons/demo.ts): Monday 30 November 2026 is over. */
const BLACK_FRIDAY_WEEK_ENDS = Date.UTC(2026, 11, 1);

describe.each(testEngines())('site snapshots cached by client id on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function setUp(start: number, withCoupons = false) {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    const database = t.database;
    const log = pino({ level: 'silent' });
    const recorder = new EventRecorder(database.db, log);
    let now = start;
    const book = () => (withCoupons ? t.app.coupons : undefined);
    const cache = t.app.sites.cacheByClientId(snapshotLoader(database.db, recorder, book), {
      ttlMs: 1000,
      now: () => now,
    });
    return { cache, recorder, database, advance: (ms: number) => (now += ms) };
  }

  const pause = () =>
    t.database.db
      .updateTable('popups')
      .set({ status: 'paused' })
      .where('id', '=', DEMO_POPUP_IDS.gamified)
      .execute();

  it('serves a fresh entry without the database, then reloads after the TTL', async () => {
    const { cache, advance } = await setUp(Date.UTC(2026, 5, 10));
    const first = await cache.get(DEMO_CLIENT_ID);
    expect(first?.byId.get(DEMO_POPUP_IDS.gamified)?.json.toString()).toContain(
      '"poptin_type":"gamified"',
    );
    await pause();
    advance(500);
    expect(await cache.get(DEMO_CLIENT_ID)).toBe(first);
    // In the grace period the stale entry answers while a refresh runs; then the new one does.
    advance(700);
    expect(await cache.get(DEMO_CLIENT_ID)).toBe(first);
    // The refresh runs in the background: wait for it to land, not for a fixed while.
    const refreshed = await vi.waitFor(async () => {
      const answer = await cache.get(DEMO_CLIENT_ID);
      expect(answer).not.toBe(first);
      return answer;
    });
    expect(refreshed?.live.map((popup) => popup.id)).not.toContain(DEMO_POPUP_IDS.gamified);
  });

  it('knows when the code a popup shows ends, and is made again at that moment', async () => {
    const { cache, advance } = await setUp(Date.UTC(2026, 10, 29, 12), true);
    const first = await cache.get(DEMO_CLIENT_ID);
    const bar = first?.byId.get(DEMO_POPUP_IDS.bar);
    expect(bar?.codeStop).toEqual({ code: 'BLACKFRIDAY', at: BLACK_FRIDAY_WEEK_ENDS });
    // The takeover shows the same code; a popup showing none has no end.
    expect(first?.byId.get(DEMO_POPUP_IDS.fullpage)?.codeStop?.at).toBe(BLACK_FRIDAY_WEEK_ENDS);
    expect(first?.byId.get(DEMO_POPUP_IDS.gamified)?.codeStop).toBeNull();
    expect(first?.expiresAt).toBe(BLACK_FRIDAY_WEEK_ENDS);
    advance(500);
    expect(await cache.get(DEMO_CLIENT_ID)).toBe(first);
    // Ended: the next request waits for a new snapshot rather than serve the old one.
    advance(BLACK_FRIDAY_WEEK_ENDS - Date.UTC(2026, 10, 29, 12));
    const after = await cache.get(DEMO_CLIENT_ID);
    expect(after).not.toBe(first);
    expect(after?.expiresAt).toBe(after?.monthEndsAt);
  });

  it('reloads at once after an invalidation, and remembers unknown client ids', async () => {
    const { cache } = await setUp(Date.UTC(2026, 5, 10));
    await cache.get(DEMO_CLIENT_ID);
    await pause();
    cache.invalidate(DEMO_CLIENT_ID);
    expect((await cache.get(DEMO_CLIENT_ID))?.byId.get(DEMO_POPUP_IDS.gamified)?.status).toBe(
      'paused',
    );
    expect(await cache.get('nobody')).toBeNull();
    expect(cache.get('nobody')).toBeNull();
  });

  it("counts this process's unwritten views toward the limit, and starts a new month afresh", async () => {
    const { cache, recorder, advance } = await setUp(Date.UTC(2026, 5, 30, 23, 59, 59, 500));
    const snapshot = (await cache.get(DEMO_CLIENT_ID))!;
    const view = {
      site_id: DEMO_SITE_ID,
      popup_id: DEMO_POPUP_IDS.bar,
      visitor_id: 'v',
      trigger: '',
      popup_type: 'bar',
      url: '',
    };
    recorder.recordView({ ...view, id: 'view-one', created_at: Date.UTC(2026, 5, 30) });
    recorder.recordView({ ...view, id: 'view-two', created_at: Date.UTC(2026, 5, 30) });
    expect(viewsUsed(snapshot, recorder)).toBe(2);
    await recorder.flush();
    expect(viewsUsed(snapshot, recorder)).toBe(2);
    advance(600);
    const july = (await cache.get(DEMO_CLIENT_ID))!;
    expect(july.month).toBe('2026-07');
    expect(july.viewsAtLoad).toBe(0);
    await recorder.close();
  });

  it('reloads at once when the site itself is changed through the sites service', async () => {
    const { cache } = await setUp(Date.now());
    expect((await cache.get(DEMO_CLIENT_ID))?.site.isRestricted).toBe(false);
    await t.app.sites.update(DEMO_SITE_ID, { is_restricted: true });
    expect((await cache.get(DEMO_CLIENT_ID))?.site.isRestricted).toBe(true);
  });

  it('keeps a load of one site when another site is saved meanwhile', async () => {
    const { cache } = await setUp(Date.UTC(2026, 5, 10));
    const loading = cache.get(DEMO_CLIENT_ID);
    cache.invalidate('some-other-site');
    expect(await loading).not.toBeNull();
    // Stored: the next request is answered from the cache, not by another load.
    expect(cache.get(DEMO_CLIENT_ID)).not.toBeInstanceOf(Promise);
    // Saving this site itself does discard its load in flight.
    cache.invalidate(DEMO_CLIENT_ID);
    const again = cache.get(DEMO_CLIENT_ID);
    cache.invalidate(DEMO_CLIENT_ID);
    await again;
    const reload = cache.get(DEMO_CLIENT_ID);
    expect(reload).toBeInstanceOf(Promise);
    // Let the reload finish before the database goes away with the test.
    await reload;
  });
});
