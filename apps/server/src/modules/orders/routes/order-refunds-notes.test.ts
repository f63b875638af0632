// An order's refunds, notes, mails and CSV export through the platform API on both databases,
// with orders placed by the real checkout service and customer notes mailed to a real local SMTP
// server: a refund returns the refunded units to stock in its transaction, never exceeds what is
// left, turns a fully refunded order `refunded`, and later status changes move only the stock the
// order still holds; a customer note is a sent mail only when the SMTP server took it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import type { Address } from '../checkout-input.ts';

const orders = '/wp-json/wc/v3/orders';
const CUP = 6001;

const address: Address = {
  first_name: 'Noa',
  last_name: 'Cohen',
  company: '',
  address_1: 'Dizengoff 5',
  address_2: '',
  city: 'Tel Aviv',
  state: '',
  postcode: '6100000',
  country: 'IL',
};

describe.each(testEngines())('order refunds, notes, mails and export on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let smtp: LocalSmtpServer;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp(engine, {}, { SMTP_URL: smtp.url });
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'refund-cup',
      slug: 'refund-cup',
      title: 'Refund Cup',
      variations: [{ id: CUP, price: 1000, stock: 20, sku: 'CUP-1' }],
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const stock = async () =>
    (await t.app.catalog.priceLines([{ variationId: CUP, quantity: 1 }]))[0]?.available;

  async function place(email: string, quantity: number, note = '') {
    const placed = await t.app.orders.placeOrder({
      lines: [{ variationId: CUP, quantity }],
      details: {
        email,
        phone: '050-1234567',
        billing: address,
        shipping: address,
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod: 'cash_on_delivery',
        note,
      },
      attribution: {},
      lang: 'en',
    });
    if (!placed.ok) throw new Error(`placing an order failed: ${placed.reason}`);
    await t.app.orders.settle();
    return placed.order;
  }

  it('records a refund with stock returned, and refuses more than is left', async () => {
    const order = await place('refund@buyer.test', 3);
    const before = await stock();
    const refunded = await owner.request('POST', `${orders}/${order.id}/refunds`, {
      amount: '10.00',
      reason: 'One cup arrived broken',
      line_items: [{ id: `${order.id}-0`, quantity: 1 }],
      restock_items: true,
    });
    expect(refunded.statusCode).toBe(201);
    expect(refunded.json()).toMatchObject({
      amount: '10.00',
      reason: 'One cup arrived broken',
      refunded_payment: false,
      restock_items: true,
      line_items: [{ quantity: -1, total: '-10.00', refunded_item_id: `${order.id}-0` }],
    });
    expect(await stock()).toBe(before! + 1);

    const read = (await owner.request('GET', `${orders}/${order.id}`)).json();
    expect(read.status).toBe('processing');
    expect(read.refunds).toEqual([
      { id: refunded.json().id, reason: 'One cup arrived broken', total: '-10.00' },
    ]);

    const tooMuch = await owner.request('POST', `${orders}/${order.id}/refunds`, {
      amount: '1000.00',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().data.params.amount).toMatch(/more than what is left/);

    const tooMany = await owner.request('POST', `${orders}/${order.id}/refunds`, {
      amount: '1.00',
      line_items: [{ id: `${order.id}-0`, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.params.line_items).toMatch(/Only 2/);

    const notAmount = await owner.request('POST', `${orders}/${order.id}/refunds`, {
      amount: 'ten',
    });
    expect(notAmount.json().data.params).toHaveProperty('amount');
    expect(await stock()).toBe(before! + 1);

    // Cancelling returns only the two units the order still holds.
    await owner.request('PUT', `${orders}/${order.id}`, { status: 'cancelled' });
    expect(await stock()).toBe(before! + 3);
    // Reopening takes those two again, not the one the refund gave back.
    await owner.request('PUT', `${orders}/${order.id}`, { status: 'processing' });
    expect(await stock()).toBe(before! + 1);
  });

  it('marks an order refunded in full without putting back what was not restocked', async () => {
    const order = await place('full@buyer.test', 2);
    const before = await stock();
    const total = (await owner.request('GET', `${orders}/${order.id}`)).json().total;
    const refunded = await owner.request('POST', `${orders}/${order.id}/refunds`, {
      amount: total,
      line_items: [{ id: `${order.id}-0`, quantity: 2 }],
      restock_items: false,
    });
    expect(refunded.statusCode).toBe(201);
    const read = (await owner.request('GET', `${orders}/${order.id}`)).json();
    expect(read.status).toBe('refunded');
    expect(await stock()).toBe(before);

    const again = await owner.request('POST', `${orders}/${order.id}/refunds`, {
      amount: '1.00',
    });
    expect(again.json().data.params.amount).toMatch(/in full already/);
  });

  it('deletes a refund and takes its restocked units again', async () => {
    const order = await place('undo@buyer.test', 2);
    const before = await stock();
    const refund = (
      await owner.request('POST', `${orders}/${order.id}/refunds`, {
        amount: '5.00',
        line_items: [{ id: `${order.id}-0`, quantity: 1 }],
      })
    ).json();
    expect(await stock()).toBe(before! + 1);
    const listed = await owner.request('GET', `${orders}/${order.id}/refunds`);
    expect(listed.json().map((one: { id: string }) => one.id)).toEqual([refund.id]);
    const withoutForce = await owner.request(
      'DELETE',
      `${orders}/${order.id}/refunds/${refund.id}`,
    );
    expect(withoutForce.statusCode).toBe(501);
    const deleted = await owner.request(
      'DELETE',
      `${orders}/${order.id}/refunds/${refund.id}?force=true`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect((await owner.request('GET', `${orders}/${order.id}/refunds`)).json()).toEqual([]);
  });

  it('keeps private notes and mails customer notes, recording what the SMTP server did', async () => {
    const order = await place('notes@buyer.test', 1);
    const seen = smtp.received.length;
    const privateNote = await owner.request('POST', `${orders}/${order.id}/notes`, {
      note: 'Called the customer about the colour.',
    });
    expect(privateNote.statusCode).toBe(201);
    expect(privateNote.json()).toMatchObject({ customer_note: false, mail_state: null });

    const customerNote = await owner.request('POST', `${orders}/${order.id}/notes`, {
      note: 'Your cup ships tomorrow.',
      customer_note: true,
    });
    expect(customerNote.json()).toMatchObject({ customer_note: true, mail_state: 'sent' });
    const mail = await smtp.nextMail(seen);
    expect(mail.to).toEqual(['notes@buyer.test']);
    expect(mail.raw).toContain('Your cup ships tomorrow.');

    smtp.refuse = true;
    const refused = await owner.request('POST', `${orders}/${order.id}/notes`, {
      note: 'This one will not arrive.',
      customer_note: true,
    });
    smtp.refuse = false;
    expect(refused.json().mail_state).toBe('failed');

    const empty = await owner.request('POST', `${orders}/${order.id}/notes`, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.params).toHaveProperty('note');

    const notes = (await owner.request('GET', `${orders}/${order.id}/notes`)).json();
    expect(notes.map((note: { note: string }) => note.note)).toEqual([
      'This one will not arrive.',
      'Your cup ships tomorrow.',
      'Called the customer about the colour.',
    ]);
    const customerOnly = (
      await owner.request('GET', `${orders}/${order.id}/notes?type=customer`)
    ).json();
    expect(customerOnly).toHaveLength(2);

    const mails = (
      await owner.request('GET', `/wp-json/pinwheel/v1/orders/${order.id}/emails`)
    ).json();
    expect(
      mails.map((one: { state: string; note_id: string | null }) => [
        one.state,
        Boolean(one.note_id),
      ]),
    ).toEqual([
      ['sent', false],
      ['sent', false],
      ['sent', true],
      ['failed', true],
    ]);

    const removed = await owner.request(
      'DELETE',
      `${orders}/${order.id}/notes/${privateNote.json().id}?force=true`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await owner.request('GET', `${orders}/${order.id}/notes`)).json()).toHaveLength(2);
  });

  it('filters by customer and exports the filtered orders as CSV with formulas neutralised', async () => {
    await place('=cmd@buyer.test', 1, '=HYPERLINK("http://evil.test")');
    await place('=cmd@buyer.test', 1);
    const listed = await owner.request('GET', `${orders}?customer=%3DCMD@buyer.test`);
    expect(listed.json()).toHaveLength(2);
    expect(listed.headers['x-wp-total']).toBe('2');

    const csv = await owner.request(
      'GET',
      `/wp-json/pinwheel/v1/orders/export?customer=${encodeURIComponent('=cmd@buyer.test')}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
    const rows = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^"number","date_created_gmt","status","email"/);
    expect(rows[1]).toContain(`"'=cmd@buyer.test"`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);

    const nobody = await t.app.inject({ method: 'GET', url: '/wp-json/pinwheel/v1/orders/export' });
    expect(nobody.statusCode).toBe(401);
  });
});

describe.each(testEngines())('an order’s version on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'version-cup',
      slug: 'version-cup',
      title: 'Version Cup',
      variations: [{ id: CUP + 1, price: 1000, stock: 5 }],
    });
  });
  afterAll(() => t.close());

  it('refuses a status change made over a newer one, changing nothing', async () => {
    const placed = await t.app.orders.placeOrder({
      lines: [{ variationId: CUP + 1, quantity: 1 }],
      details: {
        email: 'version@buyer.test',
        phone: '',
        billing: address,
        shipping: address,
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod: 'cash_on_delivery',
        note: '',
      },
      attribution: {},
      lang: 'en',
    });
    if (!placed.ok) throw new Error(placed.reason);
    await t.app.orders.settle();
    const url = `${orders}/${placed.order.id}`;
    const version = (await owner.request('GET', url)).headers.etag as string;
    const put = (status: string, ifMatch: string) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { ...owner.headers, 'if-match': ifMatch },
        payload: { status },
      });
    const first = await put('completed', version);
    expect(first.statusCode).toBe(200);
    const stale = await put('cancelled', version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('rest_edit_conflict');
    expect((await owner.request('GET', url)).json().status).toBe('completed');
    expect((await put('cancelled', first.headers.etag as string)).statusCode).toBe(200);
  });
});
