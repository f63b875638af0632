import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/database.ts';
import { createTestApp, TEST_SECRET_KEY, type TestApp } from '../../../testing/test-app.ts';
import { createTestDatabase, testEngines } from '../../../testing/test-database.ts';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../sites/index.ts';
import { DEMO_POPUP_IDS } from '../demo-popups.ts';
import { monthOf } from '../view-month.ts';
import {
  createPopup,
  createSite,
  popupBody,
  requestDisplay,
  signInOwner,
} from '../testing/display-fixtures.ts';

const popupId = DEMO_POPUP_IDS.lightbox;

function postJson(t: TestApp, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload });
}

describe.each(testEngines())('display events on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  it('records a view and answers its poptin_view_id', async () => {
    const before = Date.now();
    const response = await postJson(t, `/api/display/viewed/${popupId}`, {
      viewer_id: 'visitor-7',
      trigger: 'exit_intent',
      client_id: DEMO_CLIENT_ID,
      type: 'lightbox',
      url: 'https://shop.test/products/mug',
      store_integration: 'shopify',
      store_integration_customer_id: 'cust-1',
      converted_email: 'Buyer@Example.com',
    });
    expect(response.statusCode).toBe(200);
    const { poptin_view_id } = response.json();
    expect(poptin_view_id).toMatch(/^[0-9a-z]{20}$/);
    await t.app.close();
    t = await reopen(t);
    const row = await t.database.db
      .selectFrom('popup_views')
      .selectAll()
      .where('id', '=', poptin_view_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: DEMO_SITE_ID,
      popup_id: popupId,
      visitor_id: 'visitor-7',
      trigger: 'exit_intent',
      popup_type: 'lightbox',
      url: 'https://shop.test/products/mug',
      converted_email: 'buyer@example.com',
      store_integration: 'shopify',
      store_integration_customer_id: 'cust-1',
    });
    expect(row.created_at).toBeGreaterThanOrEqual(before);
  });

  it('records closes with their trigger, session pings, conversion activities and limit logs', async () => {
    const closed = await postJson(t, `/api/display/closed/${popupId}`, {
      client_id: DEMO_CLIENT_ID,
      url: 'https://shop.test/',
      close_trigger: 'x_click',
      viewer_id: 'visitor-8',
      converted_email: '',
    });
    expect(closed.json()).toEqual({ success: true });
    // The close payload may come form-encoded too.
    const closedForm = await t.app.inject({
      method: 'POST',
      url: `/api/display/closed/${popupId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_id=${DEMO_CLIENT_ID}&url=https%3A%2F%2Fshop.test%2Fcart&close_trigger=bg_click`,
    });
    expect(closedForm.statusCode).toBe(200);
    // A loader may post JSON as text/plain to skip the preflight (or use sendBeacon).
    const session = await t.app.inject({
      method: 'POST',
      url: `/api/display/total-website-session/${DEMO_CLIENT_ID}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ email: 'A@Example.com', url: 'shop.test' }),
    });
    expect(session.json()).toEqual({ success: true });
    const activity = await postJson(t, `/api/display/conversion-activities/${DEMO_CLIENT_ID}`, {
      email: 'a@example.com',
      poptin_id: popupId,
      activity: 'closed',
      url: 'https://shop.test/',
    });
    expect(activity.json()).toEqual({ success: true });
    const limit = await t.app.inject(
      `/api/display/limitLogs/${DEMO_CLIENT_ID}?status=max_views&id=${popupId}`,
    );
    expect(limit.json()).toEqual({ success: true });

    await t.app.close();
    t = await reopen(t);
    const db = t.database.db;
    const closes = await db.selectFrom('popup_closes').selectAll().orderBy('created_at').execute();
    expect(closes.map((c) => [c.close_trigger, c.url, c.site_id, c.popup_id])).toEqual([
      ['x_click', 'https://shop.test/', DEMO_SITE_ID, popupId],
      ['bg_click', 'https://shop.test/cart', DEMO_SITE_ID, popupId],
    ]);
    expect(closes[0]).toMatchObject({ visitor_id: 'visitor-8', converted_email: null });
    expect(await db.selectFrom('website_sessions').selectAll().execute()).toEqual([
      expect.objectContaining({ site_id: DEMO_SITE_ID, email: 'a@example.com', url: 'shop.test' }),
    ]);
    expect(await db.selectFrom('conversion_activities').selectAll().execute()).toEqual([
      expect.objectContaining({ site_id: DEMO_SITE_ID, popup_id: popupId, activity: 'closed' }),
    ]);
    expect(await db.selectFrom('display_limit_logs').selectAll().execute()).toEqual([
      expect.objectContaining({ site_id: DEMO_SITE_ID, status: 'max_views', ref: popupId }),
    ]);
  });

  it('answers 404 for an unknown client or popup, 400 for bad ids, types and JSON', async () => {
    const unknownClient = await postJson(t, `/api/display/viewed/${popupId}`, {
      client_id: 'nobody',
    });
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json().error.code).toBe('unknown_client');
    const unknownPopup = await postJson(t, '/api/display/viewed/zzzzzzzzzzzzz', {
      client_id: DEMO_CLIENT_ID,
    });
    expect(unknownPopup.statusCode).toBe(404);
    const wrongLength = await postJson(t, '/api/display/viewed/abc', { client_id: DEMO_CLIENT_ID });
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.json().error.fields[0].field).toBe('poptin_id');
    const wrongType = await postJson(t, `/api/display/viewed/${popupId}`, {
      client_id: DEMO_CLIENT_ID,
      viewer_id: 42,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields[0].field).toBe('viewer_id');
    const badActivity = await postJson(t, `/api/display/conversion-activities/${DEMO_CLIENT_ID}`, {
      email: 'a@example.com',
      poptin_id: popupId,
      activity: 'clicked',
    });
    expect(badActivity.statusCode).toBe(400);
    expect(badActivity.json().error.fields[0].field).toBe('activity');
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/display/viewed/${popupId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"client_id": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformed_json');
    const oversized = await t.app.inject({
      method: 'POST',
      url: `/api/display/viewed/${popupId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ client_id: DEMO_CLIENT_ID, url: 'x'.repeat(70 * 1024) }),
    });
    expect(oversized.statusCode).toBe(413);
  });

  it('refuses control characters (a NUL would poison a batch on PostgreSQL) with 400', async () => {
    const response = await postJson(t, `/api/display/viewed/${popupId}`, {
      client_id: DEMO_CLIENT_ID,
      viewer_id: 'visitor-8',
      url: 'https://shop.test/\u0000evil',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'url', reason: 'must not contain control characters' },
    ]);
  });

  it('serves the free and disposable email domain lists as text', async () => {
    const all = await t.app.inject('/api/display/validation-emails');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/plain/);
    expect(all.headers['access-control-allow-origin']).toBe('*');
    const domains = all.body.split('\n');
    expect(domains).toContain('gmail.com');
    expect(domains).toContain('mailinator.com');
    const free = await t.app.inject('/api/display/validation-emails?list=free');
    expect(free.body.split('\n')).toContain('yahoo.com');
    const zipped = await t.app.inject({
      url: '/api/display/validation-emails',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const again = await t.app.inject({
      url: '/api/display/validation-emails',
      headers: { 'if-none-match': String(all.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

/** The same database under a new app, as after a restart. */
async function reopen(previous: TestApp): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data-dir' });
  const app = await buildApp({ config, database: previous.database, secretKey: TEST_SECRET_KEY });
  await app.ready();
  return {
    app,
    database: previous.database,
    async close() {
      await app.close();
      await previous.database.destroy();
    },
  };
}

describe.each(testEngines())('display events pass the display gates on %s', (engine) => {
  it('refuses views from a domain the site has not allowed, and once its views are used up', async () => {
    const t = await createTestApp(engine);
    try {
      await t.app.demo.seedIfEmpty();
      await t.database.db
        .updateTable('sites')
        .set({ allowed_domains: JSON.stringify(['shop.test']), monthly_view_limit: 1 })
        .where('id', '=', DEMO_SITE_ID)
        .execute();
      const view = (origin: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/display/viewed/${popupId}`,
          headers: { 'content-type': 'application/json', origin },
          payload: { client_id: DEMO_CLIENT_ID, viewer_id: 'v', url: `${origin}/` },
        });
      const elsewhere = await view('https://evil.test');
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().error.code).toBe('domain_not_allowed');
      expect((await view('https://shop.test')).statusCode).toBe(200);
      // The one view of the plan is spent: the next is refused, as the display call would be.
      const over = await view('https://shop.test');
      expect(over.statusCode).toBe(403);
      expect(over.json().error.code).toBe('max_views');
      // The widget can still report that the limit stopped it.
      const limitLog = await t.app.inject({
        url: `/api/display/limitLogs/${DEMO_CLIENT_ID}?status=max_views`,
        headers: { origin: 'https://shop.test' },
      });
      expect(limitLog.json()).toEqual({ success: true });
    } finally {
      await t.close();
    }
  });
});

describe.each(testEngines())('views under load and across processes on %s', (engine) => {
  it('keeps every acknowledged view through app.close(), however many are buffered', async () => {
    const t = await createTestApp(engine);
    try {
      await t.app.demo.seedIfEmpty();
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          postJson(t, `/api/display/viewed/${popupId}`, {
            client_id: DEMO_CLIENT_ID,
            viewer_id: `v${i}`,
          }),
        ),
      );
      const ids = responses.map((response) => response.json().poptin_view_id as string);
      await t.app.close();
      const stored = await t.database.db.selectFrom('popup_views').select('id').execute();
      expect(new Set(stored.map((row) => row.id))).toEqual(new Set(ids));
      const counter = await t.database.db
        .selectFrom('monthly_view_counts')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(counter).toMatchObject({
        site_id: DEMO_SITE_ID,
        month: monthOf(Date.now()),
        views: 300,
      });
    } finally {
      await t.database.destroy();
    }
  });

  it('counts views toward the monthly limit across two app instances on one database', async () => {
    const database = await createTestDatabase(engine);
    const second = openDatabase(database.url, database.schema ? { schema: database.schema } : {});
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data-dir' });
    const appA = await buildApp({ config, database, secretKey: TEST_SECRET_KEY });
    const appB = await buildApp({ config, database: second, secretKey: TEST_SECRET_KEY });
    try {
      const owner = await signInOwner(appA);
      const site = await createSite(owner, { monthly_view_limit: 5 });
      const popup = await createPopup(owner, site.id, popupBody());
      const view = (app: typeof appA) =>
        app.inject({
          method: 'POST',
          url: `/api/display/viewed/${popup}`,
          payload: { client_id: site.client_id },
        });
      // better-sqlite3 blocks its thread on another handle's lock, so the SQLite "processes" take
      // turns; PostgreSQL's record at the same time.
      if (engine === 'postgres') {
        await Promise.all([view(appA), view(appA), view(appA), view(appB), view(appB)]);
      } else {
        for (const app of [appA, appA, appA, appB, appB]) await view(app);
      }
      await appA.close();
      await appB.close();
      const counter = await database.db.selectFrom('monthly_view_counts').selectAll().execute();
      expect(counter).toEqual([{ site_id: site.id, month: monthOf(Date.now()), views: 5 }]);

      // A third process, starting now, sees the limit reached.
      const appC = await buildApp({ config, database, secretKey: TEST_SECRET_KEY });
      try {
        const refused = await requestDisplay(appC, site.client_id);
        expect(refused.json()).toMatchObject({
          display: 'not_allowed',
          message: 'You have been reached the max poptins views number',
        });
      } finally {
        await appC.close();
      }
    } finally {
      await appA.close();
      await appB.close();
      await second.close();
      await database.destroy();
    }
  });
});
