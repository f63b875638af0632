// The single-use codes issued from a coupon's pattern, listed for the owner on both databases:
// each with the lead it went to, and once an order (placed by the real checkout service) used it,
// that order, its address and what the code took off; filtered by use, issued by the owner too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const PLANT = 7101;
const address = {
  first_name: 'Lior',
  last_name: 'Ben',
  company: '',
  address_1: 'Ha-Yarkon 3',
  address_2: '',
  city: 'Haifa',
  state: '',
  postcode: '3100000',
  country: 'IL',
};

describe.each(testEngines())('a coupon’s issued codes on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'code-plant',
      slug: 'code-plant',
      title: 'Code Plant',
      variations: [{ id: PLANT, price: 5000, stock: 10 }],
    });
  });
  afterAll(() => t.close());

  it('lists each issued code with its lead and the order that used it', async () => {
    const created = await owner.request('POST', '/wp-json/wc/v3/coupons', {
      code: 'SPRING',
      discount_type: 'percent',
      amount: '20',
      unique_code_pattern: 'SPRING-XXXXXX',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const forLead = await t.app.coupons.issueUniqueCode(id, { leadId: 'lead-one' });
    const spare = await t.app.coupons.issueUniqueCode(id, { leadId: 'lead-two' }, Date.now() + 1);
    expect(forLead).toMatch(/^SPRING-[A-Z0-9]{6}$/);

    const placed = await t.app.orders.placeOrder({
      lines: [{ variationId: PLANT, quantity: 1 }],
      details: {
        email: 'lior@buyer.test',
        phone: '050-7654321',
        billing: address,
        shipping: address,
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod: 'cash_on_delivery',
        note: '',
      },
      attribution: {},
      couponCodes: [forLead!],
      lang: 'en',
    });
    expect(placed.ok).toBe(true);
    await t.app.orders.settle();

    const listed = await owner.request('GET', `/wp-json/pinwheel/v1/coupons/${id}/codes`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-wp-total']).toBe('2');
    expect(listed.json()).toEqual([
      expect.objectContaining({ code: spare, lead_id: 'lead-two', used: false, order_id: null }),
      expect.objectContaining({
        code: forLead,
        lead_id: 'lead-one',
        used: true,
        order_id: placed.ok ? placed.order.id : '',
        email: 'lior@buyer.test',
        discount: '10.00',
      }),
    ]);

    const unused = await owner.request(
      'GET',
      `/wp-json/pinwheel/v1/coupons/${id}/codes?used=false`,
    );
    expect(unused.json().map((one: { code: string }) => one.code)).toEqual([spare]);

    const issued = await owner.request('POST', `/wp-json/pinwheel/v1/coupons/${id}/codes`);
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ lead_id: null, used: false });
    const found = await owner.request(
      'GET',
      `/wp-json/pinwheel/v1/coupons/${id}/codes?search=${issued.json().code.slice(-6)}`,
    );
    expect(found.json()).toHaveLength(1);

    const missing = await owner.request('GET', '/wp-json/pinwheel/v1/coupons/nope/codes');
    expect(missing.statusCode).toBe(404);
  });
});
