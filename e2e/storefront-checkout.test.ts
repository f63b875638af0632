// Checkout as a shopper meets it in Chromium: a visit that arrives from a newsletter campaign
// (utm parameters) checks out as a guest and lands on its order-received page, the order carrying
// the attribution fields, which the owner then sees in /admin/orders; the same checkout with
// JavaScript off (errors beside fields, nothing lost); and the footer's "do not track" clearing
// every tracking cookie. Until the cart is wired in, lines reach checkout through the orders
// module's buy-now provider (POST /api/checkout/buy-now, or its cookie without JavaScript).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

/** Demo variations: a stoneware mug (40 in stock) and the pre-order rain jacket. */
const MUG = 45000000001;
const JACKET = 44000000001;
const trackerCookies = ['pw_current', 'pw_first', 'pw_session', 'pw_udata', 'pw_promo'];

describe('checkout in a browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let pageErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function openPage(options: { javaScriptEnabled?: boolean; lang?: string } = {}) {
    context = await browser.newContext({
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      extraHTTPHeaders: { 'accept-language': options.lang ?? 'en' },
      viewport: { width: 1280, height: 900 },
    });
    // The demo's popups would cover the page mid-test; they have tests of their own.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  /** The interim lines provider: what the cart's "checkout" will hand over once it is wired in. */
  async function buyNow(page: Page, lines: Array<{ variation_id: number; quantity: number }>) {
    const status = await page.evaluate(async (body) => {
      const { nonce } = await (await fetch('/api/session')).json();
      const answer = await fetch('/api/checkout/buy-now', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
        body: JSON.stringify({ lines: body }),
      });
      return answer.status;
    }, lines);
    expect(status).toBe(204);
  }

  async function fillContactAndAddress(page: Page) {
    // By id: the shipping address and the footer's sign-up have fields of the same names.
    await page.locator('#billing_email').fill('dana@buyer.example');
    await page.locator('#billing_phone').fill('+972 50 123 4567');
    await page.locator('#billing_first_name').fill('Dana');
    await page.locator('#billing_last_name').fill('Levi');
    await page.locator('#billing_address_1').fill('Herzl 1');
    await page.locator('#billing_city').fill('Tel Aviv');
  }

  async function cookieNames() {
    return (await context.cookies()).map((cookie) => cookie.name);
  }

  it('takes a campaign visit through guest checkout to its order, attribution stored and shown to the owner', async () => {
    const page = await openPage();
    await page.goto(
      `${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale&utm_content=hero`,
      { referer: 'https://mail.example/inbox' },
    );
    await page.waitForFunction(() => document.cookie.includes('pw_current='));
    // The instalments message under a price from $30 up: the shirt's $68.00 in four.
    await page.goto(`${server.url}/product/linen-shirt`);
    await page.getByText('or 4 payments of $17.00 with Direct bank transfer').waitFor();
    await buyNow(page, [
      { variation_id: MUG, quantity: 2 },
      { variation_id: JACKET, quantity: 1 },
    ]);

    await page.goto(`${server.url}/checkout`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const review = page.locator('.order-summary');
    await expect.poll(() => review.innerText()).toContain('Stoneware Mug');
    expect(await review.innerText()).toContain('Pre-order, ships in March');
    // The spec's hidden inputs: the configured prefix plus each field, filled from the tracker.
    const hidden = (name: string) =>
      page.locator(`input[type=hidden][name="pinwheel_attribution_${name}"]`).inputValue();
    expect(await hidden('type')).toBe('utm');
    expect(await hidden('source')).toBe('newsletter');
    expect(await hidden('campaign')).toBe('winter-sale');
    expect(await hidden('referrer')).toBe('https://mail.example/inbox');

    await fillContactAndAddress(page);
    // A country with states asks for one; a country without disables the input.
    await page.locator('#billing_country').selectOption('US');
    const state = page.locator('#billing_state');
    expect(await state.evaluate((el) => el.tagName)).toBe('SELECT');
    await state.selectOption('CA');
    await page.locator('#billing_country').selectOption('IL');
    expect(await page.locator('#billing_state').isDisabled()).toBe(true);
    await page.getByLabel(/Cash on delivery/).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/checkout\/order-received\/[a-z0-9]+\?key=/);
    await page.getByText('Thank you. Your order has been received.').waitFor();
    const number = (await page.locator('[data-order-number]').innerText()).trim();
    expect(number).toMatch(/^[A-Z0-9]{8}$/);
    expect(await page.locator('.order-received__addresses').innerText()).toContain('Israel');
    expect(pageErrors).toEqual([]);

    // The owner sees the order, where it came from, and moves it on.
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await owner.newPage();
    await admin.goto(`${server.url}/admin/sign-in?redirectTo=/admin/orders`);
    await admin.getByLabel('Email').fill(OWNER_EMAIL);
    await admin.getByLabel('Password').fill(OWNER_PASSWORD);
    await admin.locator('form:has(input[name=password]) button[type=submit]').click();
    await admin.waitForURL(/\/admin\/orders$/);
    const row = admin.locator('tr', { hasText: number });
    expect(await row.innerText()).toContain('Source: newsletter');
    expect(await row.innerText()).toContain('Processing');
    await row.getByRole('link', { name: `#${number}` }).click();
    await admin.getByRole('heading', { name: `Order #${number}` }).waitFor();
    const attribution = await admin.locator('.admin-order__attribution').innerText();
    expect(attribution).toContain('winter-sale');
    expect(attribution).toContain('hero');
    await admin.getByLabel('Change status').selectOption('completed');
    await admin.getByRole('button', { name: 'Save status' }).click();
    await admin.getByText('Status saved.').waitFor();
    await expect
      .poll(() => admin.locator('.admin-order__head .status-badge').innerText())
      .toBe('Completed');
    await owner.close();
  }, 90_000);

  it('checks out without JavaScript: errors beside their fields, every value kept, then the order', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'pw_buy_now', value: `${MUG}:1`, url: server.url }]);
    await page.goto(`${server.url}/checkout`);
    await page.locator('#billing_email').fill('dana@');
    await page.locator('#billing_first_name').fill('Dana');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please check the fields marked below.').waitFor();
    expect(await page.locator('#billing_email-error').innerText()).toBe(
      'Please enter a valid email address.',
    );
    expect(await page.locator('#billing_city-error').innerText()).toBe('This field is required.');
    expect(await page.locator('#billing_email').getAttribute('aria-describedby')).toBe(
      'billing_email-error',
    );
    expect(await page.locator('#billing_first_name').inputValue()).toBe('Dana');
    expect(await page.locator('#billing_email').inputValue()).toBe('dana@');

    await fillContactAndAddress(page);
    // The shop's country (the US) asks for a state: the page says so beside the field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.locator('#billing_state-error').waitFor();
    expect(await page.locator('#billing_state-error').innerText()).toBe('Please choose a state.');
    expect(await page.locator('#billing_city').inputValue()).toBe('Tel Aviv');
    // Without JavaScript a new country is judged by the server: Israel has no states.
    await page.locator('#billing_country').selectOption('IL');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\//);
    await page.getByText('Thank you. Your order has been received.').waitFor();
    // A bank transfer (the first method) shows the bank details to pay into.
    expect(await page.locator('.order-received__bank').innerText()).toContain('IBAN');
    // The buy-now lines were used up: checkout is empty again.
    await page.goto(`${server.url}/checkout`);
    await page.getByText('There is nothing to check out yet.').waitFor();
  }, 60_000);

  it('clears every tracking cookie when the visitor turns tracking off, and tracks nothing after', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/?utm_source=ads&utm_medium=cpc`);
    await page.waitForFunction(() => document.cookie.includes('pw_promo='));
    expect(await cookieNames()).toEqual(expect.arrayContaining(trackerCookies));

    await page.getByRole('button', { name: 'Do not track where I came from' }).click();
    await page.getByText('Visit-source tracking is off for this browser.').waitFor();
    const names = await cookieNames();
    expect(names).toContain('pw_no_tracking');
    for (const name of trackerCookies) expect(names).not.toContain(name);

    await page.goto(`${server.url}/shop?utm_source=other`);
    await page.getByRole('button', { name: 'Allow visit-source tracking' }).waitFor();
    await page.waitForTimeout(300);
    for (const name of trackerCookies) expect(await cookieNames()).not.toContain(name);
    await buyNow(page, [{ variation_id: MUG, quantity: 1 }]);
    await page.goto(`${server.url}/checkout`);
    expect(await page.locator('input[name^="pinwheel_attribution_"]').count()).toBe(0);
  });
});
