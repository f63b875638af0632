// The popups' figures through the owner API on both databases: views and conversions as the
// widget records them, and revenue from orders placed through the real cart and checkout — with a
// popup's single-use code, with a code one popup hands out, and by a visitor who converted first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const PERFORMANCE = '/wp-json/pinwheel/v1/popups/performance';
const LAMP = 83000000001; // $40.00

/** A lead popup asking for an email, as the owner API takes it. */
const leadPopup = (extra: object = {}) => ({
  poptin_name: 'Lead popup',
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

interface Figures {
  id: string;
  name: string;
  type: string;
  status: string;
  views: number;
  conversions: number;
  conversion_rate: number | null;
  revenue: string;
  orders: number;
}

describe.each(testEngines())('popup performance on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let site: { siteId: string; clientId: string };
  const popups: Record<string, string> = {};

  const buy = async (email: string, code?: string) => {
    const shopper = await new Shopper(t.app).start();
    await shopper.add(LAMP);
    if (code) expect((await shopper.apply(code)).statusCode).toBe(200);
    const placed = await shopper.checkout(email);
    expect(placed.statusCode, placed.body).toBe(201);
  };
  // The widget's viewed and conversion calls, as it sends them.
  const view = async (popupId: string, viewer: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/display/viewed/${popupId}`,
      payload: { viewer_id: viewer, client_id: site.clientId, trigger: 'delay', type: 'lightbox' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ poptin_view_id: string }>().poptin_view_id;
  };
  const lead = async (popupId: string, viewer: string, email: string) => {
    const body = new URLSearchParams({
      client_id: site.clientId,
      poptin_id: popupId,
      poptin_view_id: await view(popupId, viewer),
      email,
      newExtraFields: JSON.stringify([{ type: 'email', name: 'email' }]),
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${viewer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ coupon?: { code: string } }>();
  };
  const performance = async (query = '') => {
    const answer = await owner.request('GET', `${PERFORMANCE}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{
      currency: string;
      attribution_window_days: number;
      popups: Figures[];
      totals: Omit<Figures, 'id' | 'name' | 'type' | 'status'>;
    }>();
  };
  const byName = (list: Figures[]) => Object.fromEntries(list.map((p) => [p.name, p]));

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      type: 'simple',
      created_at: Date.now(),
      id: 'perf-lamp',
      slug: 'perf-lamp',
      title: 'Perf Lamp',
      variations: [{ id: LAMP, price: 4000, stock: 100 }],
    });
    for (const coupon of [
      { code: 'WELCOME10', discount_type: 'percent', amount: '10' },
      { code: 'VIP', discount_type: 'fixed_cart', amount: '5', unique_code_pattern: 'VIP-XXXXXX' },
    ]) {
      const made = await owner.request('POST', '/wp-json/wc/v3/coupons', coupon);
      expect(made.statusCode, made.body).toBe(201);
    }
    const made = await owner.request('POST', '/wp-json/pinwheel/v1/sites', { name: 'Perf shop' });
    site = { siteId: made.json().id, clientId: made.json().client_id };
    const popup = async (name: string, extra: object, status = 'live') => {
      const created = await owner.request(
        'POST',
        `/wp-json/pinwheel/v1/sites/${site.siteId}/popups`,
        { status, popup: leadPopup({ poptin_name: name, ...extra }) },
      );
      expect(created.statusCode, created.body).toBe(201);
      popups[name] = created.json().id;
    };
    await popup('Single-use', {
      design_properties: { coupon: { code: 'VIP', coupon_type: 'unique' } },
      design: { ...leadPopup().design, thank_you: [{ type: 'coupon', code: 'VIP' }] },
    });
    await popup('Welcome', {
      design_properties: { coupon: { code: 'WELCOME10', coupon_type: 'shared' } },
    });
    await popup('Newsletter', {});
    await popup('Summer bar', { poptin_type: 'bar', poptin_format: 'format_1' }, 'paused');
  });
  afterAll(() => t.close());

  it('counts views, conversions and the revenue each popup brought, and their totals', async () => {
    const vip = await lead(popups['Single-use']!, 'viewer-1', 'first@example.com');
    await view(popups['Single-use']!, 'viewer-2');
    await lead(popups['Newsletter']!, 'viewer-3', 'reader@example.com');
    await view(popups['Welcome']!, 'viewer-4');
    await t.app.display.flushEvents();

    // The single-use code, passed on to a friend: still the popup's doing. $40 − $5 + shipping.
    await buy('friend@example.com', vip.coupon!.code);
    // The shared code only "Welcome" hands out.
    await buy('someone@example.com', 'welcome10');
    // The newsletter reader comes back and buys without a code.
    await buy('Reader@Example.com');
    // A shopper no popup reached.
    await buy('stranger@example.com');

    const answer = await performance();
    expect(answer.currency).toBe('USD');
    expect(answer.attribution_window_days).toBe(30);
    const figures = byName(answer.popups);
    expect(figures['Single-use']).toMatchObject({
      views: 2,
      conversions: 1,
      conversion_rate: 0.5,
      orders: 1,
    });
    expect(figures['Welcome']).toMatchObject({ views: 1, conversions: 0, orders: 1 });
    expect(figures['Newsletter']).toMatchObject({ views: 1, conversions: 1, orders: 1 });
    expect(figures['Summer bar']).toMatchObject({
      views: 0,
      conversion_rate: null,
      revenue: '0.00',
      orders: 0,
    });
    // Each order's total as placed, discount and shipping included.
    const orders = await owner.request('GET', '/wp-json/wc/v3/orders?per_page=10');
    const totalOf = (email: string) =>
      orders
        .json<{ total: string; billing: { email: string } }[]>()
        .find((o) => o.billing.email.toLowerCase() === email)!.total;
    expect(figures['Single-use']!.revenue).toBe(totalOf('friend@example.com'));
    expect(figures['Welcome']!.revenue).toBe(totalOf('someone@example.com'));
    expect(figures['Newsletter']!.revenue).toBe(totalOf('reader@example.com'));
    const credited = ['friend@example.com', 'someone@example.com', 'reader@example.com']
      .map((email) => Math.round(Number(totalOf(email)) * 100))
      .reduce((a, b) => a + b);
    expect(answer.totals).toMatchObject({
      views: 4,
      conversions: 2,
      conversion_rate: 0.5,
      orders: 3,
      revenue: (credited / 100).toFixed(2),
    });
  });

  it('answers only the period asked and the popups filtered', async () => {
    const future = await performance('?after=2099-01-01T00:00:00Z&before=2099-02-01T00:00:00Z');
    expect(future.totals).toMatchObject({ views: 0, conversions: 0, orders: 0, revenue: '0.00' });
    expect(future.popups).toHaveLength(4);
    const paused = await performance(`?status=paused&site=${site.siteId}`);
    expect(paused.popups.map((p) => p.name)).toEqual(['Summer bar']);
    const bars = await performance('?type=bar');
    expect(bars.popups.map((p) => p.name)).toEqual(['Summer bar']);
  });

  it('refuses a period that ends before it starts, an unknown type, and a visitor', async () => {
    const backwards = await owner.request(
      'GET',
      `${PERFORMANCE}?after=2026-02-01T00:00:00Z&before=2026-01-01T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.params.after).toMatch(/before/);
    expect((await owner.request('GET', `${PERFORMANCE}?type=banner`)).statusCode).toBe(400);
    expect((await t.app.inject(PERFORMANCE)).statusCode).toBe(401);
  });
});
