// Coupons in the dashboard in Chromium against the built server: a coupon written in the form (a
// percentage over 100 refused beside its field, the code kept), created, then redeemed by a
// shopper at checkout through the cart's code field, its use counted in the list; and a
// single-use code issued from the coupon's page, listed with its state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

describe('coupons in the dashboard', () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function newPage(width = 1280) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'accept-language': 'en' },
    });
    contexts.push(context);
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  async function signIn(page: Page) {
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  }

  it('creates a coupon in the dashboard that a shopper then redeems at checkout', async () => {
    const owner = await newPage();
    await signIn(owner.page);
    const admin = owner.page;
    await admin.goto(`${server.url}/admin/coupons`);
    await admin.getByRole('link', { name: 'New coupon' }).first().click();
    await admin.waitForURL(`${server.url}/admin/coupons/new`);
    await admin.getByLabel(/^Code.*required/).fill('DASH15');
    await admin.getByLabel('A percentage off the products').check();
    await admin.getByLabel('Percentage off', { exact: true }).fill('150');
    await admin.getByLabel('Uses in all').fill('5');
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    const percent = admin.getByLabel('Percentage off', { exact: true });
    await expect.poll(() => percent.getAttribute('aria-invalid')).toBe('true');
    expect(await admin.getByLabel(/^Code.*required/).inputValue()).toBe('DASH15');
    await percent.fill('15');
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await expect
      .poll(() => new URL(admin.url()).pathname)
      .toMatch(/^\/admin\/coupons\/(?!new)[^/]+$/);
    await admin.getByText('Coupon DASH15 created.').waitFor();

    // A shopper uses it: two striped mugs, $48.00, less 15%.
    const shopper = await newPage();
    const page = shopper.page;
    await page.goto(`${server.url}/product/stoneware-mug?attribute_pattern=stripes`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await page.locator('#quantity').fill('2');
    const add = page.locator('.purchase-form button[type=submit]');
    await add.click();
    await expect.poll(() => add.getAttribute('data-state')).toBe('added');
    await page.goto(`${server.url}/cart`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await page.locator('#coupon_code').fill('dash15');
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect
      .poll(() => page.locator('.cart-totals .coupon-form__message').textContent())
      .toBe('Code DASH15 applied.');
    expect(await page.locator('.cart-totals__discount dd').textContent()).toBe('-$7.20');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${server.url}/checkout`);
    await page.locator('#billing_email').fill('coupon.buyer@example.test');
    await page.locator('#billing_phone').fill('+972 50 123 4567');
    await page.locator('#billing_first_name').fill('Yael');
    await page.locator('#billing_last_name').fill('Mor');
    await page.locator('#billing_address_1').fill('Herzl 1');
    await page.locator('#billing_city').fill('Tel Aviv');
    await page.locator('#billing_country').selectOption('IL');
    await page.getByLabel(/Cash on delivery/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\//);
    expect(await page.locator('body').innerText()).toContain('Discount (DASH15)');

    // The owner sees the use counted against its limit.
    await admin.goto(`${server.url}/admin/coupons?search=DASH15`);
    const row = admin.locator('tr', { hasText: 'DASH15' });
    await expect.poll(() => row.innerText()).toContain('1 of 5');
    expect(await row.innerText()).toContain('15% off');
    expect(owner.errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  }, 120_000);

  it('issues a single-use code from a coupon and lists it, on a phone', async () => {
    const owner = await newPage(390);
    await signIn(owner.page);
    const admin = owner.page;
    await admin.goto(`${server.url}/admin/coupons/new`);
    await admin.getByLabel(/^Code.*required/).fill('VIP');
    await admin.getByLabel('Percentage off', { exact: true }).fill('20');
    await admin.getByLabel('Code pattern').fill('VIP-XXXXXX');
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText('Coupon VIP created.').waitFor();
    await admin.getByText('No codes issued').waitFor();
    await admin.getByRole('button', { name: 'Issue a code' }).click();
    await admin.getByText(/^Code VIP-[A-Z0-9]{6} issued\.$/).waitFor();
    const table = admin.locator('.issued-codes__table');
    await expect.poll(() => table.innerText()).toContain('Issued by you');
    expect(await table.innerText()).toContain('Not used yet');
    // Nothing on the phone's page is wider than the screen.
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(owner.errors).toEqual([]);
  }, 90_000);
});
