// pinwheel/v1/overview on both databases, over the demo shop: an order placed today counts in
// today's and the month's figures (one cancelled does not) and leads the best sellers; low stock
// and reviews waiting come from the catalog; a bad moment is refused by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const OVERVIEW = '/wp-json/pinwheel/v1/overview';
/** The demo's stoneware mug ($24.00). */
const MUG = 45000000001;
const billing = {
  first_name: 'Dana',
  last_name: 'Levi',
  address_1: 'Herzl 1',
  city: 'Tel Aviv',
  postcode: '6100000',
  country: 'IL',
  email: 'dana@buyer.test',
  phone: '+972 50 000 0000',
};

describe.each(testEngines())('pinwheel/v1 overview on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const since = (ms: number) => new Date(ms).toISOString();
  const overview = async () => {
    const now = Date.now();
    const answer = await owner.request(
      'GET',
      `${OVERVIEW}?today_start=${since(now - 60_000)}&month_start=${since(now - 86_400_000)}`,
    );
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it('counts sold orders and revenue, not cancelled ones, and names the best seller', async () => {
    const before = await overview();
    const placed = await owner.request('POST', '/wp-json/wc/v3/orders', {
      payment_method: 'cash_on_delivery',
      billing,
      line_items: [{ variation_id: MUG, quantity: 3 }],
    });
    expect(placed.statusCode).toBe(201);
    const cancelled = await owner.request('POST', '/wp-json/wc/v3/orders', {
      payment_method: 'cash_on_delivery',
      billing,
      line_items: [{ variation_id: MUG, quantity: 1 }],
    });
    await owner.request('PUT', `/wp-json/wc/v3/orders/${cancelled.json().id}`, {
      status: 'cancelled',
    });

    const after = await overview();
    expect(after.currency).toBe('USD');
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.month.orders).toBe(before.month.orders + 1);
    expect(Number(after.today.revenue) - Number(before.today.revenue)).toBeCloseTo(
      Number(placed.json().total),
    );
    expect(after.best_sellers[0]).toMatchObject({ quantity: 3 });
    expect(after.reviews_waiting).toBeGreaterThan(0);
    for (const item of after.low_stock) expect(item.stock).toBeLessThanOrEqual(2);
  });

  it('refuses a moment that is not a date, by field', async () => {
    const answer = await owner.request('GET', `${OVERVIEW}?today_start=yesterday&month_start=x`);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().data.params).sort()).toEqual(['month_start', 'today_start']);
  });
});
