// Paging the owner's leads: under load many leads share one millisecond, and a page that ends
// inside such a group must not lose the rest of it. Walked with the typed client (packages/client)
// over real HTTP, as an owner's script would, and by hand with ?cursor=.
import { randomId } from '@pinwheel/core';
import { CookieJar, createPinwheelClient } from '@pinwheel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { signIn, type Owner } from '../testing/lead-fixtures.ts';

const email = 'owner@leads.test';
const password = 'leads test password';

describe.each(testEngines())('paging the leads on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let baseUrl: string;
  const made: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t.app);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // 120 leads in one millisecond, 80 in the one before, 30 a millisecond apart: as conversions
    // arrive from many visitors at once.
    const moment = Date.UTC(2026, 10, 26, 10, 0, 0);
    const times = [
      ...Array.from({ length: 120 }, () => moment),
      ...Array.from({ length: 80 }, () => moment - 1),
      ...Array.from({ length: 30 }, (_, index) => moment - 2 - index),
    ];
    const rows = times.map((createdAt) => {
      const id = randomId(20);
      made.push(id);
      return {
        id,
        site_id: 'site',
        popup_id: 'popup',
        view_id: 'view',
        visitor_id: 'visitor',
        kind: 'click' as const,
        email: null,
        fields: '{}',
        properties: '{}',
        consent: null,
        page_url: 'https://shop.example/',
        page_title: '',
        referrer: '',
        utm: '{}',
        country: '',
        device: '',
        browser_language: '',
        operating_system: '',
        trigger: '',
        coupon: null,
        created_at: createdAt,
      };
    });
    await t.database.db.insertInto('leads').values(rows).execute();
  });
  afterAll(() => t.close());

  it('lists every lead exactly once, newest first, through the client’s pagination', async () => {
    const client = createPinwheelClient({ baseUrl, cookieJar: new CookieJar() });
    await client.session.signIn(email, password);
    const listed: Array<{ id: string; createdAt: number }> = [];
    for await (const lead of client.paginate<{ id: string; createdAt: number }>(
      '/api/admin/leads',
      { limit: 50 },
    )) {
      listed.push(lead);
    }
    expect(listed).toHaveLength(made.length);
    expect(new Set(listed.map((lead) => lead.id))).toEqual(new Set(made));
    const times = listed.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages by ?cursor= to a last page that says so, and refuses a cursor it never gave', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await owner.request('GET', `/api/admin/leads?limit=70${query}`);
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: Array<{ id: string }>; leads: unknown[] };
      expect(body.leads).toEqual(body.items);
      seen.push(...body.items.map((lead) => lead.id));
      cursor = page.json().nextCursor as string | null;
      pages += 1;
    } while (cursor);
    // 230 leads, 70 a page: the fourth page holds the last 20 and no cursor.
    expect(pages).toBe(4);
    expect(seen.sort()).toEqual([...made].sort());

    const documented = (await t.app.inject('/api/docs/openapi.json')).json().paths[
      '/api/admin/leads'
    ].get;
    expect(documented.parameters.map((parameter: { name: string }) => parameter.name)).toContain(
      'cursor',
    );
    const forged = await owner.request('GET', '/api/admin/leads?cursor=1700000000000');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual([
      { field: 'cursor', reason: 'must be a nextCursor this list answered' },
    ]);
  });
});
