// wc/v3/orders and wc/v3/settings on both databases, with orders placed by the real checkout
// service (stock taken): WooCommerce's order shape with money as decimal strings, lists filtered
// by status, email and date with the totals, a status change that puts stock back, a reopening
// refused by field when the stock has gone (the note unchanged too: all or nothing), a delete with
// force=true, an order created through the checkout's own path; settings read in WooCommerce's
// setting shape and written through to our modules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import type { Address } from '../checkout-input.ts';

const orders = '/wp-json/wc/v3/orders';
const settings = '/wp-json/wc/v3/settings';
const MUG = 5001;

const address: Address = {
  first_name: 'Dana',
  last_name: 'Levi',
  company: '',
  address_1: 'Herzl 1',
  address_2: '',
  city: 'Tel Aviv',
  state: '',
  postcode: '6100000',
  country: 'IL',
};

describe.each(testEngines())('wc/v3 orders and settings on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'api-mug',
      slug: 'api-mug',
      title: 'API Mug',
      variations: [{ id: MUG, price: 1990, stock: 10, sku: 'MUG-1' }],
    });
  });
  afterAll(() => t.close());

  const stockOfMug = async () =>
    (await t.app.catalog.priceLines([{ variationId: MUG, quantity: 1 }]))[0]?.available;

  async function place(email: string, quantity: number, paymentMethod = 'bank_transfer') {
    const placed = await t.app.orders.placeOrder({
      lines: [{ variationId: MUG, quantity }],
      details: {
        email,
        phone: '+972 50 123 4567',
        billing: address,
        shipping: address,
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod,
        note: 'Leave at the door',
      },
      attribution: { source: 'newsletter' },
      lang: 'en',
    });
    if (!placed.ok) throw new Error(`placing an order failed: ${placed.reason}`);
    return placed.order;
  }

  it("answers an order in WooCommerce's shape, money as decimal strings", async () => {
    const order = await place('dana@buyer.test', 2);
    const response = await owner.request('GET', `${orders}/${order.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const flat = (await t.app.orders.settings()).shipping.flat_rate;
    expect(body).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'on-hold',
      currency: 'USD',
      subtotal: '39.80',
      total: ((3980 + flat) / 100).toFixed(2),
      customer_note: 'Leave at the door',
      billing: { first_name: 'Dana', email: 'dana@buyer.test', country: 'IL' },
      payment_method: 'bank_transfer',
      payment_method_title: expect.any(String),
      line_items: [
        {
          name: 'API Mug',
          product_id: 'api-mug',
          variation_id: MUG,
          quantity: 2,
          subtotal: '39.80',
          total: '39.80',
          sku: 'MUG-1',
          price: 19.9,
        },
      ],
      shipping_lines: [{ method_id: 'flat_rate', total: (flat / 100).toFixed(2) }],
    });
    expect(body.date_created_gmt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.meta_data).toContainEqual({
      key: '_wc_order_attribution_source',
      value: 'newsletter',
    });
    const missing = await owner.request('GET', `${orders}/nosuchorder`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('woocommerce_rest_shop_order_invalid_id');
  });

  it('lists orders by status, customer email and date, with the totals', async () => {
    await place('noa@buyer.test', 1, 'cash_on_delivery');
    await place('noa@buyer.test', 1, 'cash_on_delivery');
    const processing = await owner.request('GET', `${orders}?status=processing&per_page=1`);
    expect(processing.headers['x-wp-total']).toBe('2');
    expect(processing.headers['x-wp-totalpages']).toBe('2');
    expect(processing.json()[0].status).toBe('processing');
    const both = await owner.request('GET', `${orders}?status=processing,on-hold`);
    const all = await owner.request('GET', orders);
    expect(both.headers['x-wp-total']).toBe(all.headers['x-wp-total']);
    const byEmail = await owner.request('GET', `${orders}?search=NOA@buyer`);
    expect(byEmail.headers['x-wp-total']).toBe('2');
    const future = await owner.request('GET', `${orders}?after=2999-01-01T00:00:00Z`);
    expect(future.json()).toEqual([]);
    const badStatus = await owner.request('GET', `${orders}?status=failed`);
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().data.params)[0]).toMatch(/^status/);
  });

  it('cancels an order by PUT, putting its stock back, and changes the note', async () => {
    const order = await place('stock@buyer.test', 3);
    const before = await stockOfMug();
    const cancelled = await owner.request('PUT', `${orders}/${order.id}`, {
      status: 'cancelled',
      customer_note: 'Changed their mind',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      customer_note: 'Changed their mind',
    });
    expect(await stockOfMug()).toBe(before! + 3);
    const bad = await owner.request('PUT', `${orders}/${order.id}`, { status: 'trash' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params)).toEqual(['status']);
  });

  it('refuses to reopen an order whose stock has gone, changing nothing', async () => {
    const order = await place('late@buyer.test', 2);
    await owner.request('PUT', `${orders}/${order.id}`, { status: 'cancelled' });
    const left = (await stockOfMug())!;
    const greedy = await place('greedy@buyer.test', left);
    expect(greedy.status).toBe('on-hold');
    const reopened = await owner.request('PUT', `${orders}/${order.id}`, {
      status: 'processing',
      customer_note: 'Reopened',
    });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().data.params.status).toContain('API Mug');
    const after = (await owner.request('GET', `${orders}/${order.id}`)).json();
    expect(after).toMatchObject({ status: 'cancelled', customer_note: 'Leave at the door' });
    // Deleting the greedy order for good puts its units back on the shelf.
    expect((await owner.request('DELETE', `${orders}/${greedy.id}`)).statusCode).toBe(501);
    const deleted = await owner.request('DELETE', `${orders}/${greedy.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(greedy.id);
    expect(await stockOfMug()).toBe(left);
    expect((await owner.request('GET', `${orders}/${greedy.id}`)).statusCode).toBe(404);
  });

  it('creates an order as the checkout places one: stock taken, totals ours', async () => {
    const before = (await stockOfMug())!;
    // The product list keeps its pages a moment; the order's stock must show in it at once.
    const listedStock = async () =>
      (await owner.request('GET', '/wp-json/wc/v3/products?include=api-mug')).json()[0]
        .stock_quantity as number;
    expect(await listedStock()).toBe(before);
    const created = await owner.request('POST', orders, {
      payment_method: 'cash_on_delivery',
      billing: { ...address, email: 'api@buyer.test', phone: '+972 50 000 0000' },
      line_items: [{ product_id: 'api-mug', variation_id: MUG, quantity: 2, total: '0.01' }],
      customer_note: 'Made by a script',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'processing',
      subtotal: '39.80',
      customer_note: 'Made by a script',
      billing: { email: 'api@buyer.test', city: 'Tel Aviv' },
      shipping: { city: 'Tel Aviv' },
      line_items: [{ variation_id: MUG, quantity: 2, total: '39.80' }],
      shipping_lines: [{ method_id: 'flat_rate' }],
    });
    expect(await stockOfMug()).toBe(before - 2);
    expect(await listedStock()).toBe(before - 2);
    const read = await owner.request('GET', `${orders}/${created.json().id}`);
    expect(read.json()).toEqual(created.json());
  });

  it('refuses a bad order by WooCommerce field, taking nothing', async () => {
    const before = (await stockOfMug())!;
    const order = {
      payment_method: 'cash_on_delivery',
      billing: { ...address, email: 'not an email', phone: '+972 50 000 0000' },
      line_items: [{ variation_id: MUG, quantity: 1 }],
    };
    const badEmail = await owner.request('POST', orders, order);
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().data.params)).toEqual(['billing.email']);
    const valid = { ...order, billing: { ...order.billing, email: 'ok@buyer.test' } };
    const tooMany = await owner.request('POST', orders, {
      ...valid,
      line_items: [{ variation_id: MUG, quantity: before + 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.params.line_items).toContain('API Mug');
    const unknown = await owner.request('POST', orders, {
      ...valid,
      line_items: [{ variation_id: 999999, quantity: 1 }],
    });
    expect(Object.keys(unknown.json().data.params)).toEqual(['line_items']);
    const noPayment = await owner.request('POST', orders, { ...valid, payment_method: 'paypal' });
    expect(Object.keys(noPayment.json().data.params)).toEqual(['payment_method']);
    expect(await stockOfMug()).toBe(before);
  });

  it('has no customers resource (accounts for shoppers do not exist yet)', async () => {
    const response = await owner.request('GET', '/wp-json/wc/v3/customers');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('rest_no_route');
  });

  it("lists the settings groups and reads a group in WooCommerce's setting shape", async () => {
    const groups = await owner.request('GET', settings);
    expect(groups.json().map((group: { id: string }) => group.id)).toEqual(['general', 'products']);
    const general = (await owner.request('GET', `${settings}/general`)).json();
    const currency = general.find((one: { id: string }) => one.id === 'woocommerce_currency');
    expect(currency).toMatchObject({
      group_id: 'general',
      label: 'Currency',
      type: 'select',
      default: 'USD',
      value: 'USD',
    });
    expect(currency.options.EUR).toContain('EUR');
    const unknown = await owner.request('GET', `${settings}/tax`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('rest_setting_setting_group_invalid');
  });

  it('writes a setting through to the module that owns it; refuses a value not offered', async () => {
    const currency = await owner.request('PUT', `${settings}/general/woocommerce_currency`, {
      value: 'EUR',
    });
    expect(currency.json().value).toBe('EUR');
    expect((await t.app.catalog.settings()).currency).toBe('EUR');
    const redirect = await owner.request(
      'PUT',
      `${settings}/products/woocommerce_cart_redirect_after_add`,
      { value: 'yes' },
    );
    expect(redirect.json().value).toBe('yes');
    expect((await t.app.cart.settings()).redirect_after_add).toBe(true);
    const bad = await owner.request('PUT', `${settings}/general/woocommerce_currency`, {
      value: 'XYZ1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('rest_setting_value_invalid');
    const wrongGroup = await owner.request('GET', `${settings}/products/woocommerce_currency`);
    expect(wrongGroup.json().code).toBe('rest_setting_setting_invalid');
    await owner.request('PUT', `${settings}/general/woocommerce_currency`, { value: 'USD' });
  });
});
