// The dashboard's orders in Chromium against the built server: an order found by the list's
// search and filters, refunded with one unit put back in stock (the product page then offers one
// more), notes added (a customer note says whether it was mailed) and deleted, the invoice and
// packing slip printed in English and Hebrew under the shop's address (set on its settings page), and the filtered orders downloaded as CSV and read.
import { mkdtemp, readFile } from 'node:fs/promises';
import { collectPageErrors } from './harness/page-errors.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

/** The dotted stoneware mug: 4 in stock in the demo, shown as "Only N left". */
const DOTS_MUG = 45000000002;

describe('orders in the dashboard', () => {
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

  /** A signed-in owner's page at the given width and language. */
  async function ownerPage(options: { width?: number; lang?: 'en' | 'he' } = {}) {
    context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      extraHTTPHeaders: { 'accept-language': 'en' },
      acceptDownloads: true,
    });
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = collectPageErrors(page);
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    // Signed in in English; the dashboard then follows the language chosen.
    if (options.lang) {
      await context.addCookies([{ name: 'pinwheel_lang', value: options.lang, url: server.url }]);
    }
    return page;
  }

  /** Places an order as a shopper's checkout does (its own lines), answering id and number. */
  async function placeOrder(page: Page, email: string, quantity: number, note = '') {
    return page.evaluate(
      async (input) => {
        const { nonce } = await (await fetch('/api/session')).json();
        const answer = await fetch('/api/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
          body: JSON.stringify({
            billing_email: input.email,
            billing_phone: '+972 50 123 4567',
            billing_first_name: 'Maya',
            billing_last_name: 'Katz',
            billing_country: 'IL',
            billing_address_1: 'Allenby 20',
            billing_city: 'Tel Aviv',
            shipping_method: 'flat_rate',
            payment_method: 'cash_on_delivery',
            order_comments: input.note,
            lines: [{ variation_id: input.variation, quantity: input.quantity }],
          }),
        });
        const placed = await answer.json();
        return { id: placed.order.id as string, number: placed.order.number as string };
      },
      { email, quantity, note, variation: DOTS_MUG },
    );
  }

  async function stockLabel(page: Page) {
    await page.goto(`${server.url}/product/stoneware-mug?attribute_pattern=dots`);
    return (await page.locator('.purchase-form__status').innerText()).trim();
  }

  it('refunds one unit with its stock returned, and the product page offers it again', async () => {
    const page = await ownerPage();
    const before = await stockLabel(page);
    expect(before).toMatch(/^Only \d+ left$/);
    const left = Number(/\d+/.exec(before)![0]);
    const order = await placeOrder(page, 'refund.buyer@example.test', 2);
    expect(await stockLabel(page)).toBe(`Only ${left - 2} left`);

    await page.goto(`${server.url}/admin/orders`);
    await page.getByLabel('Search').fill(order.number);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.locator('.orders-table tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: `#${order.number}` }).click();
    await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();

    await page.getByLabel(/Stoneware Mug/).fill('1');
    expect(await page.getByLabel('Amount to refund').inputValue()).toBe('24.00');
    expect(await page.getByLabel('Put the refunded units back in stock').isChecked()).toBe(true);
    await page.getByLabel('Reason (optional)').fill('Chipped handle');
    await page.getByRole('button', { name: 'Record refund of $24.00' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await page.getByText('Refund of $24.00 recorded; 1 back in stock.').waitFor();
    const refunds = page.locator('.order-refunds__list');
    await expect.poll(() => refunds.innerText()).toContain('Chipped handle');
    expect(await refunds.innerText()).toContain('Units returned to stock');
    await expect.poll(() => page.locator('.order-lines').innerText()).toContain('1 refunded');
    expect(await page.locator('.order-lines').innerText()).toContain('Net after refunds');

    // More than is left is refused beside the field, and what was typed stays.
    await page.getByLabel('Amount to refund').fill('999');
    // The amount is read when the field is left, as every amount in the dashboard is.
    await page.getByLabel('Amount to refund').press('Tab');
    await page.getByRole('button', { name: 'Record refund of $999.00' }).click();
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await page.locator('#refund-amount-error').waitFor();
    expect(await page.locator('#refund-amount-error').innerText()).toContain(
      'more than what is left',
    );
    expect(await page.getByLabel('Amount to refund').inputValue()).toBe('999.00');

    expect(await stockLabel(page)).toBe(`Only ${left - 1} left`);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('adds a private note and a customer note, says whether it was mailed, and deletes one', async () => {
    const page = await ownerPage();
    const order = await placeOrder(page, 'notes.buyer@example.test', 1, 'Ring twice');
    await page.goto(`${server.url}/admin/orders/${order.id}`);
    await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();

    await page.getByLabel('Write a note').fill('Packed with extra paper.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Note added.').waitFor();
    const notes = page.locator('.order-notes__list');
    await expect.poll(() => notes.innerText()).toContain('Packed with extra paper.');

    await page.getByLabel('Write a note').fill('Your mug ships tomorrow.');
    await page.getByLabel('The customer: it is mailed to them').check();
    await page.getByRole('button', { name: 'Add and mail note' }).click();
    // The test server has no SMTP server: the note says the mail did not go, and it is kept.
    await page.getByText('Not mailed: no mail server is set (SMTP_URL)').first().waitFor();
    await expect
      .poll(() => page.locator('.order-mails__list').innerText())
      .toContain('A note about your order');

    const first = notes.locator('li', { hasText: 'Packed with extra paper.' });
    await first.getByRole('button', { name: /Delete note/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
    await page.getByText('Note deleted.').waitFor();
    await expect.poll(() => notes.locator('li').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('prints the invoice and packing slip, in English and in Hebrew', async () => {
    let page = await ownerPage();
    // The shop's address, set on its settings page, heads both documents.
    await page.goto(`${server.url}/admin/settings/shop`);
    await page.getByLabel('Country').selectOption('IL');
    await page.getByLabel('Street and number').fill('Herzl 12');
    await page.getByLabel('City').fill('Tel Aviv');
    await page.getByLabel('Postcode').fill('6100001');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/shop') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
    const order = await placeOrder(page, 'print.buyer@example.test', 1, 'Gift wrap');
    await page.goto(`${server.url}/admin/orders/${order.id}`);
    await page.getByRole('link', { name: 'Invoice and packing slip' }).click();
    await page.waitForURL(`${server.url}/admin/orders/${order.id}/print`);
    const sheets = page.locator('.print-sheets');
    await expect.poll(() => sheets.locator('.print-doc').count()).toBe(2);
    const invoice = sheets.locator('.print-doc').first();
    expect(await invoice.textContent()).toContain(`#${order.number}`);
    expect(await invoice.textContent()).toContain('Bill to');
    expect(await invoice.textContent()).toContain('Gift wrap');
    expect((await invoice.locator('.print-doc__shop-address').innerText()).trim()).toBe(
      'Herzl 12\n6100001 Tel Aviv\nIsrael',
    );
    const slip = sheets.locator('.print-doc').nth(1);
    expect(await slip.textContent()).toContain('Packing slip');
    expect(await slip.textContent()).toContain('Herzl 12');
    expect(await slip.textContent()).not.toContain('$');

    // On paper only the documents show, the slip on a sheet of its own.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await invoice.isVisible()).toBe(true);
    expect(await slip.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    await context.close();

    page = await ownerPage({ lang: 'he' });
    await page.goto(`${server.url}/admin/orders/${order.id}/print?doc=invoice`);
    await expect.poll(() => page.locator('.print-doc').count()).toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('.print-doc').textContent()).toContain('חשבונית');
    expect(await page.locator('.print-doc__shop-address').textContent()).toContain('ישראל');
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('downloads the filtered orders as CSV', async () => {
    const page = await ownerPage();
    const order = await placeOrder(page, 'csv.buyer@example.test', 1, '=SUM(A1:A9)');
    await page.goto(`${server.url}/admin/orders`);
    await page.getByLabel('Customer email').fill('csv.buyer@example.test');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/customer=/);
    await expect.poll(() => page.locator('.orders-table tbody tr').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs apart from this process: the file is copied here to be read.
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'orders-csv-')), 'orders.csv');
    await download.saveAs(saved);
    const text = await readFile(saved, 'utf8');
    const rows = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('"number","date_created_gmt","status","email"');
    expect(rows[1]).toContain(`"${order.number}"`);
    // A value a spreadsheet would run as a formula is neutralised.
    expect(rows[1]).toContain(`"'=SUM(A1:A9)"`);
    await page.getByText(/^Downloaded orders-/).waitFor();
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
