// The checkout and owner order API on a real database (SQLite, and PostgreSQL when configured):
// an order placed with its stock taken, prices from the catalog whatever the request says,
// every bad field answered beside its name, the race for the last units won by exactly as many
// buyers as there are units, mails through a real SMTP conversation or kept, and the owner's API.
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { submitCheckout } from '../checkout-submission.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  cookiePairs,
  signInOwnerClient,
  visitorBrowser,
  type SignedInOwner,
} from '../../../testing/owner-client.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.ts';
import { checkoutDetails as details } from '../../../testing/shopper.ts';

const TEE = 1001;
const LAMP = 2001;
const PREORDER = 3001;
const CHAIR = 4001;

async function addProducts(t: TestApp, stock = 5) {
  const base = { created_at: Date.now(), type: 'simple' as const };
  await t.app.catalog.saveProduct({
    ...base,
    id: 'race-tee',
    slug: 'race-tee',
    title: 'Race Tee',
    title_he: 'חולצת מרוץ',
    variations: [{ id: TEE, price: 2500, stock }],
    bulk_tiers: [{ variation_id: null, min_quantity: 3, discount_percent: 10 }],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'desk-lamp',
    slug: 'desk-lamp',
    title: 'Desk Lamp',
    variations: [{ id: LAMP, price: 8000, stock: 100, max_qty: 3 }],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'winter-coat',
    slug: 'winter-coat',
    title: 'Winter Coat',
    variations: [
      {
        id: PREORDER,
        price: 12000,
        stock: null,
        is_pre_order: true,
        pre_order_label: 'Ships in March',
      },
    ],
  });
  await t.app.catalog.saveProduct({
    ...base,
    id: 'arm-chair',
    slug: 'arm-chair',
    title: 'Arm Chair',
    deposits_enabled: true,
    variations: [{ id: CHAIR, price: 40000, stock: 3 }],
    deposit_plans: [{ name: 'Quarter now', deposit_percent: 25, installments: 3 }],
  });
}

async function stockOf(t: TestApp, variationId: number) {
  const [line] = await t.app.catalog.priceLines([{ variationId, quantity: 1 }]);
  return line?.available;
}

describe.each(testEngines())('checkout on %s', (engine) => {
  let t: TestApp;
  let browser: { cookie: string; nonce: string };
  let owner: SignedInOwner;
  const checkout = (payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout?lang=${lang}`,
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce, 'accept-language': lang },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await addProducts(t);
    browser = await visitorBrowser(t.app);
    owner = await signInOwnerClient(t.app);
  });
  afterAll(() => t.close());

  it('places an order: stock taken, prices from the catalog, attribution kept', async () => {
    const answer = await checkout({
      ...details,
      lines: [{ variation_id: TEE, quantity: 3, price: 1 }],
      unit_price: 1,
      attribution: { type: 'utm', source: 'newsletter', medium: 'email', campaign: 'winter' },
    });
    expect(answer.statusCode).toBe(201);
    const { order, received_url: receivedUrl } = answer.json();
    // 3 × 25.00 with the 10 % tier from three: 22.50 each; 5.00 flat rate below the free threshold.
    expect(order).toMatchObject({
      status: 'on-hold',
      subtotal: 6750,
      shipping_total: 500,
      total: 7250,
      due_now: 7250,
      currency: 'USD',
      attribution: { type: 'utm', source: 'newsletter', medium: 'email', campaign: 'winter' },
      billing: { first_name: 'Dana', country: 'IL', state: '' },
      shipping: { address_1: 'Herzl 1' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        variation_id: TEE,
        title: 'Race Tee',
        quantity: 3,
        unit_price: 2250,
      }),
    ]);
    expect(receivedUrl).toMatch(/^\/checkout\/order-received\/[a-z0-9]+\?key=/);
    expect(await stockOf(t, TEE)).toBe(2);
  });

  it('carries a pre-order label and a deposit plan into the order, free shipping above 50', async () => {
    const answer = await checkout(
      {
        ...details,
        payment_method: 'cash_on_delivery',
        shipping_method: 'free_shipping',
        lines: [
          { variation_id: PREORDER, quantity: 1 },
          { variation_id: CHAIR, quantity: 1, deposit_plan_id: 'arm-chair-plan-0' },
        ],
      },
      'he',
    );
    expect(answer.statusCode).toBe(201);
    const { order } = answer.json();
    expect(order).toMatchObject({
      status: 'processing',
      shipping_total: 0,
      total: 52000,
      due_now: 12000 + 10000,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        variation_id: PREORDER,
        pre_order_label: 'Ships in March',
        deposit: null,
      }),
      expect.objectContaining({
        variation_id: CHAIR,
        deposit: { name: 'Quarter now', percent: 25, installments: 3, due_now: 10000 },
      }),
    ]);
  });

  it('answers every bad field beside its name, in the shopper’s language, and takes nothing', async () => {
    const answer = await checkout({
      billing_email: 'not-an-email',
      billing_phone: 'call me',
      billing_first_name: '<script>alert(1)</script>\u0000',
      billing_country: 'US',
      billing_state: 'XX',
      billing_city: '',
      shipping_method: 'free_shipping',
      payment_method: 'bitcoin',
      lines: [{ variation_id: TEE, quantity: 1 }],
    });
    expect(answer.statusCode).toBe(400);
    const fields = Object.fromEntries(
      answer.json().error.fields.map((f: { field: string; reason: string }) => [f.field, f.reason]),
    );
    expect(fields).toMatchObject({
      billing_first_name: 'must not contain control characters',
    });
    const clean = await checkout({
      billing_email: 'not-an-email',
      billing_phone: 'call me',
      billing_country: 'US',
      billing_state: 'XX',
      shipping_method: 'free_shipping',
      payment_method: 'bitcoin',
      lines: [{ variation_id: TEE, quantity: 1 }],
    });
    expect(clean.statusCode).toBe(400);
    expect(clean.json().error).toMatchObject({ code: 'validation_failed' });
    const reasons = Object.fromEntries(
      clean.json().error.fields.map((f: { field: string; reason: string }) => [f.field, f.reason]),
    );
    expect(reasons).toEqual({
      billing_email: 'Please enter a valid email address.',
      billing_phone: 'Please enter a valid phone number.',
      billing_first_name: 'This field is required.',
      billing_last_name: 'This field is required.',
      billing_address_1: 'This field is required.',
      billing_city: 'This field is required.',
      billing_state: 'Please choose a state.',
      shipping_method: 'Please choose a shipping method.',
      payment_method: 'Please choose a payment method.',
    });
    const hebrew = await checkout(
      { ...details, billing_email: 'x', lines: [{ variation_id: TEE, quantity: 1 }] },
      'he',
    );
    expect(hebrew.json().error.fields).toEqual([
      { field: 'billing_email', reason: 'הזינו כתובת אימייל תקינה, בבקשה.' },
    ]);
    expect(await stockOf(t, TEE)).toBe(2);
  });

  it('counts a phone’s digits, not its characters, and wants a real top-level domain (spec §5)', async () => {
    const reasonsFor = async (fields: Record<string, string>) => {
      const answer = await checkout({
        ...details,
        ...fields,
        lines: [{ variation_id: TEE, quantity: 1 }],
      });
      expect(answer.statusCode).toBe(400);
      return answer.json().error.fields;
    };
    // 5 digits in 9 characters, and 16 digits: both passed the old character count.
    expect(await reasonsFor({ billing_phone: '1-2-3-4-5' })).toEqual([
      { field: 'billing_phone', reason: 'Please enter a valid phone number.' },
    ]);
    expect(await reasonsFor({ billing_phone: '+1 234 567 890 123 456' })).toEqual([
      { field: 'billing_phone', reason: 'Please enter a valid phone number.' },
    ]);
    for (const email of ['dana@shop.c', 'dana@shop.c0m']) {
      expect(await reasonsFor({ billing_email: email })).toEqual([
        { field: 'billing_email', reason: 'Please enter a valid email address.' },
      ]);
    }
    // Six digits among brackets, a space and a dash is a phone: only the other field is refused.
    expect(await reasonsFor({ billing_phone: '(03) 123-456', payment_method: 'bitcoin' })).toEqual([
      { field: 'payment_method', reason: 'Please choose a payment method.' },
    ]);
    expect(await stockOf(t, TEE)).toBe(2);
  });

  it('refuses half a character (a lone surrogate) or a bidi override in a name or an address', async () => {
    // JSON's "\ud800" is half of a UTF-16 pair: SQLite would store it as invalid UTF-8.
    const halves = await checkout({
      ...details,
      billing_first_name: 'Dana\ud800',
      billing_city: '\udc00Tel Aviv',
      lines: [{ variation_id: TEE, quantity: 1 }],
    });
    expect(halves.statusCode).toBe(400);
    expect(halves.json().error.fields).toEqual([
      { field: 'billing_first_name', reason: 'must not contain control characters' },
      { field: 'billing_city', reason: 'must not contain control characters' },
    ]);
    // An override turns the address around where the owner reads it.
    const turned = await checkout({
      ...details,
      billing_address_1: 'Herzl 1\u202e',
      lines: [{ variation_id: TEE, quantity: 1 }],
    });
    expect(turned.statusCode).toBe(400);
    expect(turned.json().error.fields).toEqual([
      { field: 'billing_address_1', reason: 'This holds characters that cannot be used.' },
    ]);
    expect(await stockOf(t, TEE)).toBe(2);
  });

  it('refuses odd quantities, unknown items, too many and an empty checkout clearly', async () => {
    for (const quantity of [0, -1, 1.5, 1000]) {
      const answer = await checkout({ ...details, lines: [{ variation_id: TEE, quantity }] });
      expect(answer.statusCode).toBe(400);
    }
    const unknown = await checkout({ ...details, lines: [{ variation_id: 999999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('unknown_items');
    const tooMany = await checkout({ ...details, lines: [{ variation_id: TEE, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'out_of_stock',
      message: 'Only 2 left of Race Tee. Please lower the quantity.',
    });
    const overMax = await checkout({ ...details, lines: [{ variation_id: LAMP, quantity: 4 }] });
    expect(overMax.statusCode).toBe(409);
    // A per-order maximum is no sell-out: the lamp is in stock, one order may hold 3.
    expect(overMax.json().error).toMatchObject({
      code: 'out_of_stock',
      message: 'One order can hold at most 3 of Desk Lamp. Please lower the quantity.',
    });
    const overMaxHe = await checkout(
      { ...details, lines: [{ variation_id: LAMP, quantity: 4 }] },
      'he',
    );
    expect(overMaxHe.json().error.message).toBe(
      'אפשר להזמין עד 3 של Desk Lamp בהזמנה אחת. הקטינו את הכמות, בבקשה.',
    );
    const empty = await checkout({ ...details });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('empty_cart');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: {
        cookie: browser.cookie,
        [NONCE_HEADER]: browser.nonce,
        'content-type': 'application/json',
      },
      payload: '{"lines": [',
    });
    expect(malformed.statusCode).toBe(400);
    const noNonce = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: browser.cookie },
      payload: { ...details, lines: [{ variation_id: TEE, quantity: 1 }] },
    });
    expect(noNonce.statusCode).toBe(403);
    expect(await stockOf(t, TEE)).toBe(2);
  });

  it('says an option switched off, or a product taken down, is no longer for sale, not sold out', async () => {
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'old-vase',
      slug: 'old-vase',
      title: 'Old Vase',
      title_he: 'אגרטל ישן',
      variations: [{ id: 8801, price: 3000, stock: 10, enabled: false }],
    });
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'draft-bowl',
      slug: 'draft-bowl',
      title: 'Draft Bowl',
      status: 'draft',
      variations: [{ id: 8802, price: 3000, stock: null }],
    });
    const switchedOff = await checkout({
      ...details,
      lines: [{ variation_id: 8801, quantity: 1 }],
    });
    expect(switchedOff.statusCode).toBe(409);
    expect(switchedOff.json().error.message).toBe(
      'Sorry, Old Vase is no longer for sale as chosen. Please remove it from your cart.',
    );
    const inHebrew = await checkout(
      { ...details, lines: [{ variation_id: 8801, quantity: 1 }] },
      'he',
    );
    expect(inHebrew.json().error.message).toBe(
      'מצטערים, Old Vase כבר לא נמכר כפי שנבחר. הסירו אותו מהעגלה, בבקשה.',
    );
    const takenDown = await checkout({ ...details, lines: [{ variation_id: 8802, quantity: 1 }] });
    expect(takenDown.json().error.message).toBe(
      'Sorry, Draft Bowl is no longer for sale as chosen. Please remove it from your cart.',
    );
    // Sold out is still said when it is true.
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'last-cup',
      slug: 'last-cup',
      title: 'Last Cup',
      variations: [{ id: 8803, price: 3000, stock: 0, is_in_stock: false }],
    });
    const soldOut = await checkout({ ...details, lines: [{ variation_id: 8803, quantity: 1 }] });
    expect(soldOut.json().error.message).toBe('Sorry, Last Cup has just sold out.');
  });

  it('checks out what the buy-now cookie holds, then forgets it', async () => {
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/buy-now',
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
      payload: { lines: [{ variation_id: LAMP, quantity: 2 }] },
    });
    expect(chosen.statusCode).toBe(204);
    const cookie = [browser.cookie, ...cookiePairs(chosen)].join('; ');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie, [NONCE_HEADER]: browser.nonce },
      payload: details,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.lines[0]).toMatchObject({ variation_id: LAMP, quantity: 2 });
    expect(String(placed.headers['set-cookie'])).toMatch(/pw_buy_now=; .*Max-Age=0/);
  });

  it("checks out the visitor's cart, prices from the catalog, and empties it", async () => {
    await addProducts(t, 10);
    // A fresh browser: its own cart cookie, filled through Shopify's cart API as a theme would.
    const shopper = await visitorBrowser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart/add.js',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      payload: {
        items: [
          { id: LAMP, quantity: 2 },
          { id: TEE, quantity: 3 },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    const cookie = [shopper.cookie, ...cookiePairs(added)].join('; ');
    // Three tees reach their 10% bulk tier: the cart shows what the order will charge.
    const cart = (
      await t.app.inject({ method: 'GET', url: '/cart.js', headers: { cookie } })
    ).json();
    expect(cart).toMatchObject({ total_price: 2 * 8000 + 3 * 2250, total_discount: 750 });
    const lampStock = await stockOf(t, LAMP);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie, [NONCE_HEADER]: shopper.nonce },
      payload: details,
    });
    expect(placed.statusCode).toBe(201);
    const lines = placed.json().order.lines as Array<{ variation_id: number; quantity: number }>;
    // In the cart's order, whatever order the stock is taken in.
    expect(lines.map((line) => [line.variation_id, line.quantity])).toEqual([
      [LAMP, 2],
      [TEE, 3],
    ]);
    expect(placed.json().order.subtotal).toBe(cart.total_price);
    expect(await stockOf(t, LAMP)).toBe(Number(lampStock) - 2);
    // The cart is empty now, and the mini cart's hash cookie goes with it.
    expect(String(placed.headers['set-cookie'])).toMatch(/pinwheel_cart_hash=; Path=\/; Max-Age=0/);
    const after = await t.app.inject({ method: 'GET', url: '/cart.js', headers: { cookie } });
    expect(after.json().item_count).toBe(0);
  });

  it('sells the last units to exactly as many buyers as there are units', async () => {
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'last-units',
      slug: 'last-units',
      title: 'Last Units',
      variations: [{ id: 5001, price: 1000, stock: 3 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        checkout({ ...details, lines: [{ variation_id: 5001, quantity: 1 }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const lost of answers.filter((answer) => answer.statusCode === 409)) {
      expect(lost.json().error.message).toBe('Sorry, Last Units has just sold out.');
    }
    expect(await stockOf(t, 5001)).toBe(0);
    const page = await t.app.catalog.productPage('en', 'last-units');
    expect(page?.variations[0]?.is_in_stock).toBe(false);
  });

  it('keeps the mails with no SMTP server and shows them to the owner with the order', async () => {
    const placed = await checkout({ ...details, lines: [{ variation_id: LAMP, quantity: 1 }] });
    const id = placed.json().order.id as string;
    await t.app.orders.settle();
    const read = await owner.request('GET', `/api/admin/orders/${id}`);
    expect(read.statusCode).toBe(200);
    const { order, mails } = read.json();
    expect(order.email).toBe('dana@buyer.example');
    expect(
      mails.map((mail: { recipient: string; state: string }) => [mail.recipient, mail.state]),
    ).toEqual(
      expect.arrayContaining([
        ['dana@buyer.example', 'kept'],
        [expect.any(String), 'kept'],
      ]),
    );
    const customer = mails.find(
      (mail: { recipient: string }) => mail.recipient === 'dana@buyer.example',
    );
    expect(customer.subject).toBe(`[Pinwheel] Your order ${order.number}`);
    expect(customer.body).toContain('Desk Lamp × 1: $80.00');
    expect(customer.body).toContain('IBAN');
  });

  it('writes a US address on the receipt as Americans do: "San Francisco, CA 94105"', async () => {
    const placed = await checkout({
      ...details,
      billing_country: 'US',
      billing_state: 'CA',
      billing_address_1: '500 Howard St',
      billing_address_2: 'Suite 4',
      billing_city: 'San Francisco',
      billing_postcode: '94105',
      lines: [{ variation_id: LAMP, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().order.id as string;
    await t.app.orders.settle();
    const { mails } = (await owner.request('GET', `/api/admin/orders/${id}`)).json();
    const customer = mails.find(
      (mail: { recipient: string }) => mail.recipient === 'dana@buyer.example',
    );
    expect(customer.body).toContain(
      ['Dana Levi', '500 Howard St', 'Suite 4', 'San Francisco, CA 94105', 'United States'].join(
        '\n',
      ),
    );
    expect(customer.body).not.toContain('94105 San Francisco');
  });

  it('lets only the owner list orders and change their status', async () => {
    const anonymous = await t.app.inject('/api/admin/orders');
    expect(anonymous.statusCode).toBe(401);
    const list = await owner.request('GET', '/api/admin/orders');
    expect(list.statusCode).toBe(200);
    const { orders, total } = list.json();
    expect(total).toBeGreaterThanOrEqual(5);
    expect(orders[0].created_at).toBeGreaterThanOrEqual(orders.at(-1).created_at);
    const id = orders[0].id as string;
    const changed = await owner.request('POST', `/api/admin/orders/${id}/status`, {
      status: 'completed',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().order.status).toBe('completed');
    const wrong = await owner.request('POST', `/api/admin/orders/${id}/status`, {
      status: 'shipped',
    });
    expect(wrong.statusCode).toBe(400);
    const missing = await owner.request('POST', '/api/admin/orders/nosuchorder/status', {
      status: 'completed',
    });
    expect(missing.statusCode).toBe(404);
    const filtered = await owner.request('GET', '/api/admin/orders?status=completed');
    expect(filtered.json().orders.map((o: { id: string }) => o.id)).toEqual([id]);
  });

  it('puts the stock back when the owner cancels an order, and takes it again on reopening', async () => {
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'one-vase',
      slug: 'one-vase',
      title: 'One Vase',
      variations: [{ id: 6001, price: 3000, stock: 2 }],
    });
    const placed = await checkout({ ...details, lines: [{ variation_id: 6001, quantity: 2 }] });
    const id = placed.json().order.id as string;
    expect(await stockOf(t, 6001)).toBe(0);
    const cancelled = await owner.request('POST', `/api/admin/orders/${id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await stockOf(t, 6001)).toBe(2);
    // Refunding a cancelled order does not put the stock back twice.
    await owner.request('POST', `/api/admin/orders/${id}/status`, { status: 'refunded' });
    expect(await stockOf(t, 6001)).toBe(2);
    const reopened = await owner.request('POST', `/api/admin/orders/${id}/status`, {
      status: 'processing',
    });
    expect(reopened.statusCode).toBe(200);
    expect(await stockOf(t, 6001)).toBe(0);
    await owner.request('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled' });
    await checkout({ ...details, lines: [{ variation_id: 6001, quantity: 1 }] });
    const refused = await owner.request('POST', `/api/admin/orders/${id}/status`, {
      status: 'processing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('One Vase');
    expect((await owner.request('GET', `/api/admin/orders/${id}`)).json().order.status).toBe(
      'cancelled',
    );
    expect(await stockOf(t, 6001)).toBe(1);
  });

  it('drops attribution when the shop turns tracking off', async () => {
    const settings = (await owner.request('GET', '/api/admin/order-settings')).json();
    const off = await owner.request('PUT', '/api/admin/order-settings', {
      ...settings,
      attribution: { ...settings.attribution, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const placed = await checkout({
      ...details,
      lines: [{ variation_id: LAMP, quantity: 1 }],
      attribution: { type: 'utm', source: 'ads' },
    });
    expect(placed.json().order.attribution).toEqual({});
    const bad = await owner.request('PUT', '/api/admin/order-settings', {
      ...settings,
      store_country: 'usa',
    });
    expect(bad.statusCode).toBe(400);
    // Settings a shop cannot run with are refused by the API as by the settings page.
    for (const unusable of [
      { ...settings, store_country: 'ZZ' },
      {
        ...settings,
        payments: { ...settings.payments, cash_on_delivery: false, bank_transfer: false },
      },
      { ...settings, instalments: { ...settings.instalments, min_amount: 5000, max_amount: 4000 } },
    ]) {
      const refused = await owner.request('PUT', '/api/admin/order-settings', unusable);
      expect(refused.statusCode).toBe(400);
    }
    expect((await owner.request('GET', '/api/admin/order-settings')).json()).toMatchObject({
      store_country: settings.store_country,
      payments: settings.payments,
    });
    await owner.request('PUT', '/api/admin/order-settings', settings);
  });

  it('keeps only the configured fields, read from inputs named by the configured prefix', async () => {
    const settings = (await owner.request('GET', '/api/admin/order-settings')).json();
    expect(settings.attribution.prefix).toBe('pinwheel_attribution_');
    const saved = await owner.request('PUT', '/api/admin/order-settings', {
      ...settings,
      attribution: { enabled: true, prefix: 'shop_src_', fields: ['type', 'source'] },
    });
    expect(saved.statusCode).toBe(200);
    const outcome = await submitCheckout(t.app.orders, {
      lines: [{ variationId: LAMP, quantity: 1 }],
      read: (name) =>
        ({
          ...details,
          shop_src_type: 'organic',
          shop_src_source: 'google',
          shop_src_medium: 'organic',
          pinwheel_attribution_campaign: 'ignored',
        })[name] ?? '',
      trackingRefused: false,
      lang: 'en',
    });
    expect(outcome.ok && outcome.order.attribution).toEqual({ type: 'organic', source: 'google' });
    const refused = await submitCheckout(t.app.orders, {
      lines: [{ variationId: LAMP, quantity: 1 }],
      read: (name) => ({ ...details, shop_src_type: 'organic' })[name] ?? '',
      trackingRefused: true,
      lang: 'en',
    });
    expect(refused.ok && refused.order.attribution).toEqual({});
    await owner.request('PUT', '/api/admin/order-settings', settings);
  });
});

describe('order mails over SMTP', () => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp('sqlite', {}, { SMTP_URL: smtp.url, ADMIN_EMAIL: 'boss@shop.example' });
    await addProducts(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the shopper and the owner through a real SMTP conversation', async () => {
    const browser = await visitorBrowser(t.app);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
      payload: { ...details, lines: [{ variation_id: TEE, quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    await t.app.orders.settle();
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(['boss@shop.example', 'dana@buyer.example']);
    const customer = smtp.received.find((mail) => mail.to.includes('dana@buyer.example'))!;
    expect(customer.raw).toContain(placed.json().order.number);
    const mails = await t.app.orders.mails(placed.json().order.id);
    expect(mails.map((mail) => mail.state)).toEqual(['sent', 'sent']);

    smtp.refuse = true;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
      payload: { ...details, lines: [{ variation_id: TEE, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(201);
    await t.app.orders.settle();
    const failed = await t.app.orders.mails(refused.json().order.id);
    expect(failed.map((mail) => mail.state)).toEqual(['failed', 'failed']);
  });
});
