// The shop's currency format in every amount the server writes, on both engines: once the owner
// sets euros written "1.234,56 €" (the platform API), the mini cart's fragments, a coupon's
// "Spend … more" refusal, the bulk-price table and the order mails all read that way, in English
// and Hebrew alike; Shopify's /cart.js keeps its numeric cents, as its protocol has them.
import { CART_HASH_COOKIE, NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner } from '../../platform-api/testing/rest-owner.ts';
import { mailBodyText } from '../../testing/mail-body.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { CartBrowser } from './cart-fixture.ts';
import { checkoutDetails as details } from '../../testing/shopper.ts';

const LAMP = 72000000001; // 1.234,56 €; 10 % off from 2
const NBSP = '\u00a0';
const euros = (text: string) => `${text}${NBSP}€`;

const euroFormat = {
  symbol: '€',
  symbol_position: 'right_space',
  thousands_separator: '.',
  decimal_separator: ',',
  decimals: 2,
};

async function setUpShop(t: TestApp): Promise<void> {
  await t.app.catalog.saveProduct({
    type: 'simple',
    created_at: Date.now(),
    id: 'format-lamp',
    slug: 'format-lamp',
    title: 'Format Lamp',
    title_he: 'מנורת תבנית',
    variations: [{ id: LAMP, price: 123456, stock: 50 }],
    bulk_tiers: [{ variation_id: null, min_quantity: 2, discount_percent: 10 }],
  });
  const made = await t.app.coupons.create({
    code: 'BIGSPEND',
    discountType: 'percent',
    amount: 1000,
    freeShipping: false,
    minimumAmount: 500000,
    maximumAmount: null,
    productIds: [],
    excludedProductIds: [],
    productCategories: [],
    excludedProductCategories: [],
    emailRestrictions: [],
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    usageLimitPerUser: null,
    individualUse: false,
    firstOrderOnly: false,
    uniqueCodePattern: null,
    description: '',
    status: 'publish',
  });
  expect(made.ok).toBe(true);
  const owner = await restOwner(t.app);
  const path = '/wp-json/pinwheel/v1/settings/catalog';
  const current = (await owner.request('GET', path)).json();
  const saved = await owner.request('PUT', path, {
    ...current,
    currency: 'EUR',
    currency_format: euroFormat,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().currency_format).toEqual(euroFormat);
}

describe.each(testEngines())("the shop's currency format on the server's pages, %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await setUpShop(t);
  });
  afterAll(() => t.close());

  const shopper = async () => {
    const browser = new CartBrowser(t.app);
    await browser.fetchNonce();
    return browser;
  };

  it('writes the mini cart in the format, in both languages; /cart.js keeps cents', async () => {
    const browser = await shopper();
    const added = await browser.api('/api/cart/add-to-cart', { id: LAMP, quantity: 1 });
    expect(added.statusCode).toBe(200);
    const { fragments } = added.json<{ fragments: Record<string, string> }>();
    expect(fragments['span.mini-cart__summary']).toContain(`1 item, ${euros('1.234,56')}`);
    expect(fragments['div.widget_shopping_cart_content']).toContain(`1 × ${euros('1.234,56')}`);

    const he = await browser.post(
      '/api/cart/refreshed-fragments?lang=he',
      {},
      { [NONCE_HEADER]: browser.nonce },
    );
    expect(he.statusCode).toBe(200);
    const heContent = he.json<{ fragments: Record<string, string> }>().fragments[
      'div.widget_shopping_cart_content'
    ]!;
    expect(heContent).toContain(euros('1.234,56'));
    expect(heContent).not.toContain('€1,234.56');

    const cartJs = (await browser.get('/cart.js')).json();
    expect(cartJs).toMatchObject({
      currency: 'EUR',
      total_price: 123456,
      items_subtotal_price: 123456,
    });
    expect(cartJs.items[0]).toMatchObject({ price: 123456, line_price: 123456 });
  });

  it('writes a bulk tier reached, struck through, in the format', async () => {
    const browser = await shopper();
    const added = await browser.api('/api/cart/add-to-cart', { id: LAMP, quantity: 2 });
    const content = added.json<{ fragments: Record<string, string> }>().fragments[
      'div.widget_shopping_cart_content'
    ]!;
    // 10 % off 1.234,56 is 1.111,10 each.
    expect(content).toContain(euros('1.234,56'));
    expect(content).toContain(euros('1.111,10'));
    expect(content).toContain(euros('2.222,20'));
  });

  it("words a coupon's minimum in the format, in our cart API and at checkout", async () => {
    const browser = await shopper();
    await browser.api('/api/cart/add-to-cart', { id: LAMP, quantity: 1 });
    const refused = await browser.api('/api/cart/apply-coupon', { code: 'BIGSPEND' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      // The minimum is 5.000,00; the cart holds 1.234,56.
      `Spend ${euros('3.765,44')} more to use the code BIGSPEND.`,
    );
    const placed = await browser.api('/api/checkout', {
      ...details,
      lines: [{ variation_id: LAMP, quantity: 1 }],
      coupon_codes: ['BIGSPEND'],
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.message).toContain(`Spend ${euros('3.765,44')} more`);
  });

  it('draws the bulk-price table in the format', async () => {
    const browser = await shopper();
    const table = await browser.api('/api/catalog/bulk-table', {
      action: 'get_table_with_product_bulk_table',
      product_id: 'format-lamp',
      attributes: {},
    });
    expect(table.statusCode).toBe(200);
    expect(table.json().data).toContain(`<td>${euros('1.111,10')}</td>`);
  });

  it('writes the order mails in the format', async () => {
    const browser = await shopper();
    await browser.api('/api/cart/add-to-cart', { id: LAMP, quantity: 2 });
    const placed = await browser.api('/api/checkout', {
      ...details,
      lines: [{ variation_id: LAMP, quantity: 2 }],
    });
    expect(placed.statusCode).toBe(201);
    await t.app.orders.settle();
    const mails = await t.app.orders.mails(placed.json().order.id);
    const customer = mails.find((mail) => mail.recipient === 'dana@buyer.example')!;
    expect(customer.body).toContain(`Format Lamp × 2: ${euros('2.222,20')}`);
    expect(customer.body).toContain(`Subtotal: ${euros('2.222,20')}`);
    const owner = mails.find((mail) => mail.recipient !== 'dana@buyer.example')!;
    expect(owner.body).toContain(`Subtotal: ${euros('2.222,20')}`);
  });

  it('changes the cart hash when the format changes, so kept fragments are drawn again', async () => {
    const browser = await shopper();
    const added = await browser.api('/api/cart/add-to-cart', { id: LAMP, quantity: 1 });
    const before = added.json().cart_hash;
    expect(browser.cookie(CART_HASH_COOKIE)).toBe(before);
    const refresh = () =>
      browser.post('/api/cart/refreshed-fragments', {}, { [NONCE_HEADER]: browser.nonce });
    // Nothing changed: the hash holds, and the browser keeps its fragments.
    expect((await refresh()).json().cart_hash).toBe(before);

    const owner = await restOwner(t.app);
    const path = '/wp-json/pinwheel/v1/settings/catalog';
    const current = (await owner.request('GET', path)).json();
    const changed = await owner.request('PUT', path, {
      ...current,
      currency_format: { ...euroFormat, symbol_position: 'left' },
    });
    expect(changed.statusCode).toBe(200);
    try {
      // The cart as drawn now has another hash than the one the browser keeps its fragments by:
      // a page sets the hash cookie anew (cart/pages.ts) and the fragments client draws these.
      const after = (await refresh()).json();
      expect(after.cart_hash).toMatch(/^[0-9a-f]{32}$/);
      expect(after.cart_hash).not.toBe(before);
      expect(after.fragments['span.mini-cart__summary']).toContain('€1.234,56');
    } finally {
      await owner.request('PUT', path, { ...current, currency_format: euroFormat });
    }
  });
});

describe("order mails in the shop's currency format over SMTP", () => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp('sqlite', {}, { SMTP_URL: smtp.url, ADMIN_EMAIL: 'boss@shop.example' });
    await setUpShop(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the shopper amounts as the shop writes them, in Hebrew too', async () => {
    const browser = new CartBrowser(t.app);
    await browser.fetchNonce();
    const placed = await browser.post(
      '/api/checkout?lang=he',
      { ...details, lines: [{ variation_id: LAMP, quantity: 1 }] },
      { [NONCE_HEADER]: browser.nonce, 'accept-language': 'he' },
    );
    expect(placed.statusCode).toBe(201);
    await t.app.orders.settle();
    const customer = smtp.received.find((mail) => mail.to.includes('dana@buyer.example'))!;
    const text = mailBodyText(customer.raw);
    expect(text).toContain(`מנורת תבנית × 1: ${euros('1.234,56')}`);
    expect(text).not.toContain('1,234.56');
  });
});
