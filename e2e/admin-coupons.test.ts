// Coupons in the dashboard in Chromium against the built server: a coupon written in the form (a
// percentage over 100 refused beside its field, the code kept), created, then redeemed by a
// shopper at checkout through the cart's code field, its use counted in the list; and a
// single-use code issued from the coupon's page, listed with its state; and a popup lead's
// single-use code, once a shopper used it at checkout, listed as used on that order (linked) on
// the leads page and the coupon's page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors } from './harness/page-errors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner } from './harness/owner-api.ts';
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
    collectPageErrors(page, errors);
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

  /** A shopper buys a mug with `code` through the cart's code field and checkout. */
  async function buyWith(code: string) {
    const shopper = await newPage();
    const page = shopper.page;
    await page.goto(`${server.url}/product/stoneware-mug?attribute_pattern=stripes`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    const add = page.locator('.purchase-form button[type=submit]');
    await add.click();
    await expect.poll(() => add.getAttribute('data-state')).toBe('added');
    await page.goto(`${server.url}/cart`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await page.locator('#coupon_code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect
      .poll(() => page.locator('.cart-totals .coupon-form__message').textContent())
      .toBe(`Code ${code} applied.`);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${server.url}/checkout`);
    await page.locator('#billing_email').fill('lead.buyer@example.test');
    await page.locator('#billing_phone').fill('+972 50 765 4321');
    await page.locator('#billing_first_name').fill('Dana');
    await page.locator('#billing_last_name').fill('Paz');
    await page.locator('#billing_address_1').fill('Herzl 2');
    await page.locator('#billing_city').fill('Haifa');
    await page.locator('#billing_country').selectOption('IL');
    await page.getByLabel(/Cash on delivery/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\//);
    expect(shopper.errors).toEqual([]);
  }

  it('lists a lead’s single-use code as used on its order once a shopper used it, on a phone', async () => {
    const api = await signInAsOwner(server.url);
    await api.rest(
      'POST',
      '/wp-json/wc/v3/coupons',
      {
        code: 'LEADVIP',
        discount_type: 'percent',
        amount: '10',
        unique_code_pattern: 'LEADVIP-XXXXXX',
      },
      201,
    );
    const site = await api.createSite('Lead codes');
    const popupId = await api.createPopup(site.id, {
      design_properties: { coupon: { code: 'LEADVIP', coupon_type: 'unique' } },
      design: {
        blocks: [
          {
            type: 'form',
            fields: [{ kind: 'email', label: 'Email', required: true }],
            submit_label: 'Join',
          },
        ],
        thank_you: [{ type: 'coupon', code: 'LEADVIP' }],
      },
    });
    // The widget's calls: the view, then the conversion, which answers the lead's own code.
    const viewed = await fetch(`${server.url}/api/display/viewed/${popupId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        viewer_id: 'coupon-viewer',
        client_id: site.clientId,
        trigger: 'delay',
      }),
    });
    const { poptin_view_id: viewId } = (await viewed.json()) as { poptin_view_id: string };
    const converted = await fetch(`${server.url}/api/display/conversion/coupon-viewer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: site.clientId,
        poptin_id: popupId,
        poptin_view_id: viewId,
        email: 'code.lead@example.test',
        newExtraFields: JSON.stringify([{ type: 'email', name: 'email' }]),
      }).toString(),
    });
    const { coupon } = (await converted.json()) as { coupon: { code: string } };
    expect(coupon.code).toMatch(/^LEADVIP-[A-Z0-9]{6}$/);

    const owner = await newPage(390);
    await signIn(owner.page);
    const admin = owner.page;
    const leadsPage = `${server.url}/admin/leads?q=code.lead%40example.test`;
    await admin.goto(leadsPage);
    await admin.locator('.lead-details summary').click();
    const details = admin.locator('.lead-fields');
    await expect.poll(() => details.innerText()).toContain(coupon.code);
    expect(await details.innerText()).toContain('Single use, not used yet');

    await buyWith(coupon.code);
    await admin.goto(leadsPage);
    await admin.locator('.lead-details summary').click();
    const used = admin.getByRole('link', { name: /^Used .+, see the order$/ });
    await used.waitFor();
    expect(await details.innerText()).not.toContain('not used yet');
    // The table scrolls inside its region: nothing on the phone's page is wider than the screen.
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await used.click();
    await admin.waitForURL(/\/admin\/orders\/[^/]+$/);
    await expect.poll(() => admin.locator('main').innerText()).toContain('lead.buyer@example.test');
    expect(owner.errors).toEqual([]);
  }, 150_000);
});
