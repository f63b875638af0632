// Analytics over time and A/B results through the owner API on both databases: views as the
// widget records them (on chosen days), conversions through the widget's conversion call (with the
// device and page it reports), revenue from an order placed through the real checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const ANALYTICS = '/wp-json/pinwheel/v1/popups/analytics';
const DAY = 86_400_000;
const LAMP = 83000000002; // $40.00

const leadPopup = (name: string, extra: object = {}) => ({
  poptin_name: name,
  poptin_target: 'lead',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  poptin_size: { width: 800, height: 500 },
  design_properties: { poptin_location: 'center' },
  design: {
    blocks: [
      {
        type: 'form',
        fields: [{ kind: 'email', label: 'Email', required: true }],
        submit_label: 'Send',
      },
    ],
  },
  ...extra,
});

interface AbVariant {
  id: string;
  name: string;
  status: string;
  is_control: boolean;
  split: number;
  views: number;
  conversions: number;
  conversion_rate: number | null;
  interval: { low: number; high: number } | null;
  chance_to_beat_control: number | null;
  revenue: string;
}

describe.each(testEngines())('popup analytics on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let site: { siteId: string; clientId: string };
  const popups: Record<string, string> = {};
  // Midday UTC, three days ago: far enough from midnight for any offset tested here.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const threeDaysAgo = today - 3 * DAY + DAY / 2;
  const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

  const view = (popupId: string, at: number, url = 'https://shop.example/', viewerId = 'v') =>
    t.app.display.recordView(
      { siteId: site.siteId, popupId, popupType: 'lightbox', viewer_id: viewerId, url },
      at,
    );

  let viewer = 0;
  /** A visitor sees the popup now and leaves an email, from this device and page. */
  const lead = async (popupId: string, email: string, page: { visitor?: string; url?: string }) => {
    const viewerId = `viewer-${++viewer}`;
    const viewId = view(popupId, Date.now(), page.url, viewerId);
    await t.app.display.flushEvents();
    const body = new URLSearchParams({
      client_id: site.clientId,
      poptin_id: popupId,
      poptin_view_id: viewId,
      email,
      newExtraFields: JSON.stringify([{ type: 'email', name: 'email' }]),
      ...(page.visitor ? { visitor: page.visitor } : {}),
      ...(page.url ? { url: page.url } : {}),
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  const get = async <T>(url: string) => {
    const answer = await owner.request('GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      type: 'simple',
      created_at: Date.now(),
      id: 'analytics-lamp',
      slug: 'analytics-lamp',
      title: 'Analytics Lamp',
      variations: [{ id: LAMP, price: 4000, stock: 100 }],
    });
    const made = await owner.request('POST', '/wp-json/pinwheel/v1/sites', { name: 'Charts shop' });
    site = { siteId: made.json().id, clientId: made.json().client_id };
    const popup = async (name: string, extra: object = {}) => {
      const created = await owner.request(
        'POST',
        `/wp-json/pinwheel/v1/sites/${site.siteId}/popups`,
        { status: 'live', popup: leadPopup(name, extra) },
      );
      expect(created.statusCode, created.body).toBe(201);
      popups[name] = created.json().id;
    };
    await popup('Welcome');
    await popup('Exit offer');
    await popup('Headline test', { ab_test: 1 });
    await popup('Headline test B', { ab_test_parent_id: popups['Headline test'] });
    await popup('Headline test C', { ab_test_parent_id: popups['Headline test'] });
  });
  afterAll(() => t.close());

  it('counts views, conversions and revenue per day, and by popup, device, page and source', async () => {
    for (let i = 0; i < 5; i++) view(popups['Welcome']!, threeDaysAgo, 'https://shop.example/');
    for (let i = 0; i < 2; i++)
      view(popups['Exit offer']!, threeDaysAgo, 'https://shop.example/cart');
    await lead(popups['Welcome']!, 'reader@example.com', {
      visitor: 'mobile',
      url: 'https://shop.example/?utm_source=Newsletter',
    });
    await lead(popups['Welcome']!, 'other@example.com', {
      visitor: 'desktop',
      url: 'https://shop.example/?utm_source=Newsletter',
    });
    await lead(popups['Exit offer']!, 'cart@example.com', {
      visitor: 'mobile',
      url: 'https://shop.example/cart',
    });
    await t.app.display.flushEvents();
    // The reader comes back and buys: the order is credited to Welcome.
    const shopper = await new Shopper(t.app).start();
    await shopper.add(LAMP);
    expect((await shopper.checkout('reader@example.com')).statusCode).toBe(201);

    const after = new Date(today - 6 * DAY).toISOString();
    const answer = await get<{
      utc_offset: number;
      days: { date: string; views: number; conversions: number; revenue: string }[];
      totals: { views: number; conversions: number; orders: number; revenue: string };
      by_popup: { name: string; views: number; conversions: number; orders: number }[];
      by_device: { device: string; conversions: number }[];
      by_page: { page: string; views: number; conversions: number }[];
      by_source: { kind: string; name: string; conversions: number; orders: number }[];
    }>(`${ANALYTICS}?after=${encodeURIComponent(after)}&utc_offset=120`);
    expect(answer.utc_offset).toBe(120);
    // A week of days, every one listed, the oldest first.
    expect(answer.days.length).toBeGreaterThanOrEqual(7);
    const day = (time: number) => answer.days.find((d) => d.date === dateOf(time + 2 * 3600_000))!;
    expect(day(threeDaysAgo)).toMatchObject({ views: 7, conversions: 0, revenue: '0.00' });
    const now = day(Date.now());
    expect(now).toMatchObject({ views: 3, conversions: 3 });
    expect(Number(now.revenue)).toBeGreaterThan(40);
    expect(answer.totals).toMatchObject({ views: 10, conversions: 3, orders: 1 });
    expect(answer.totals.revenue).toBe(now.revenue);

    const welcome = answer.by_popup.find((p) => p.name === 'Welcome')!;
    expect(welcome).toMatchObject({ views: 7, conversions: 2, orders: 1 });
    expect(answer.by_device).toEqual([
      { device: 'mobile', conversions: 2 },
      { device: 'desktop', conversions: 1 },
    ]);
    expect(answer.by_page[0]).toEqual({
      page: 'https://shop.example/',
      views: 5,
      conversions: 0,
      conversion_rate: 0,
    });
    expect(answer.by_page).toContainEqual({
      page: 'https://shop.example/cart',
      views: 3,
      conversions: 1,
      conversion_rate: 1 / 3,
    });
    expect(answer.by_source).toContainEqual(
      expect.objectContaining({ kind: 'utm', name: 'newsletter', conversions: 2 }),
    );
    // The order's own attribution: the test checkout carried none.
    expect(answer.by_source).toContainEqual(
      expect.objectContaining({ kind: 'unknown', name: '', orders: 1 }),
    );

    // One popup's figures only.
    const exit = await get<{ totals: { views: number; conversions: number; orders: number } }>(
      `${ANALYTICS}?after=${encodeURIComponent(after)}&popup=${popups['Exit offer']}`,
    );
    expect(exit.totals).toEqual(
      expect.objectContaining({ views: 3, conversions: 1, orders: 0, revenue: '0.00' }),
    );
  });

  it('refuses a backwards or too long period, an odd offset and a visitor', async () => {
    const backwards = await owner.request(
      'GET',
      `${ANALYTICS}?after=2026-02-01T00:00:00Z&before=2026-01-01T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.params.after).toMatch(/before/);
    const long = await owner.request(
      'GET',
      `${ANALYTICS}?after=2020-01-01T00:00:00Z&before=2026-01-01T00:00:00Z`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().data.params.after).toMatch(/731 days/);
    expect((await owner.request('GET', `${ANALYTICS}?utc_offset=5000`)).statusCode).toBe(400);
    expect((await t.app.inject(ANALYTICS)).statusCode).toBe(401);
  });

  it('reads an A/B test: the split, rates with intervals and the chance to beat the control', async () => {
    const control = popups['Headline test']!;
    const b = popups['Headline test B']!;
    const c = popups['Headline test C']!;
    for (let i = 0; i < 36; i++) view(control, today - DAY);
    for (let i = 0; i < 30; i++) view(b, today - DAY);
    for (let i = 0; i < 38; i++) view(c, today - DAY);
    for (let i = 0; i < 4; i++) await lead(control, `a${i}@example.com`, {});
    for (let i = 0; i < 10; i++) await lead(b, `b${i}@example.com`, {});
    for (let i = 0; i < 2; i++) await lead(c, `c${i}@example.com`, {});
    await t.app.display.flushEvents();

    // Asked by a variant's id, the answer is its whole test, the original first.
    const results = await get<{ test_id: string; variants: AbVariant[]; method: string }>(
      `/wp-json/pinwheel/v1/popups/${b}/ab`,
    );
    expect(results.test_id).toBe(control);
    expect(results.method).toMatch(/Wilson/);
    const [a, bee, cee] = results.variants;
    expect(a).toMatchObject({ id: control, is_control: true, views: 40, conversions: 4 });
    expect(a!.chance_to_beat_control).toBeNull();
    expect(bee).toMatchObject({ views: 40, conversions: 10, conversion_rate: 0.25 });
    expect(cee).toMatchObject({ views: 40, conversions: 2 });
    for (const variant of results.variants) expect(variant.split).toBeCloseTo(1 / 3, 10);
    // 10 of 40 against 4 of 40: Beta(11, 31) beats Beta(5, 37) about 95% of the time.
    expect(bee!.chance_to_beat_control).toBeGreaterThan(0.94);
    expect(bee!.chance_to_beat_control).toBeLessThan(0.97);
    expect(cee!.chance_to_beat_control).toBeLessThan(0.3);
    expect(bee!.interval!.low).toBeCloseTo(0.1419, 3);
    expect(bee!.interval!.high).toBeCloseTo(0.4019, 3);
  });

  it('makes the winner on the owner’s word, and by the threshold when it is met', async () => {
    const control = popups['Headline test']!;
    const b = popups['Headline test B']!;
    const c = popups['Headline test C']!;
    // A threshold not met yet (the variants have 40 views each): nothing changes.
    const set = await owner.request(
      'PUT',
      `/wp-json/pinwheel/v1/popups/${control}/ab/auto-winner`,
      {
        auto_winner: { min_views: 50, min_chance: 90 },
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      auto_winner: { min_views: 50, min_chance: 90 },
      winner: null,
    });
    const refused = await owner.request(
      'PUT',
      `/wp-json/pinwheel/v1/popups/${control}/ab/auto-winner`,
      {
        auto_winner: { min_views: 50, min_chance: 40 },
      },
    );
    expect(refused.statusCode).toBe(400);

    const outsider = await owner.request(
      'POST',
      `/wp-json/pinwheel/v1/popups/${control}/ab/winner`,
      {
        winner: popups['Welcome'],
      },
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().data.params.winner).toMatch(/variants/);

    // Ten more views each, and B's lead holds: the threshold names B when the results are read.
    for (let i = 0; i < 10; i++) for (const id of [control, b, c]) view(id, today - DAY);
    await t.app.display.flushEvents();
    const decided = await get<{ variants: AbVariant[]; winner: { id: string; by: string } }>(
      `/wp-json/pinwheel/v1/popups/${control}/ab`,
    );
    expect(decided.winner).toMatchObject({ id: b, by: 'threshold' });
    // Nobody is split any more: the original shows to everyone, the variants are paused.
    expect(decided.variants.map((v) => v.split)).toEqual([0, 0, 0]);

    // The original now shows B's design under its own name; the variants are paused.
    const original = await get<{
      status: string;
      popup: { poptin_name: string; ab_test?: number };
    }>(`/wp-json/pinwheel/v1/popups/${control}`);
    expect(original.status).toBe('live');
    expect(original.popup.poptin_name).toBe('Headline test');
    expect(original.popup.ab_test).toBe(0);
    for (const id of [b, c]) {
      expect((await get<{ status: string }>(`/wp-json/pinwheel/v1/popups/${id}`)).status).toBe(
        'paused',
      );
    }

    // The owner may still choose otherwise: the original itself.
    const mine = await owner.request('POST', `/wp-json/pinwheel/v1/popups/${b}/ab/winner`, {
      winner: control,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().winner).toMatchObject({ id: control, by: 'owner' });
  });
});
