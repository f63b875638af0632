// The orders and coupons pages of the dashboard scanned by axe in English and Hebrew, at 1280 px
// and on a 390 px phone, each with its data loaded (an order with a refund and a note, a coupon
// with an issued code): no violations, and nothing wider than the screen.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe('orders and coupons pages, scanned by axe', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Each page with what shows it has loaded. */
  const pages: Array<{ path: string; ready: string }> = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The scan injects axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.route('**/embed.js*', (route) => route.abort());
    page = await context.newPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    // An order with a refund and a note, and a coupon with an issued code, through the API.
    const made = await page.evaluate(async () => {
      const { nonce } = await (await fetch('/api/session')).json();
      const placed = await (
        await fetch('/api/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
          body: JSON.stringify({
            billing_email: 'axe.buyer@example.test',
            billing_phone: '+972 50 123 4567',
            billing_first_name: 'Noa',
            billing_last_name: 'Axe',
            billing_country: 'IL',
            billing_address_1: 'Herzl 1',
            billing_city: 'Tel Aviv',
            shipping_method: 'flat_rate',
            payment_method: 'bank_transfer',
            order_comments: 'Leave by the door',
            lines: [{ variation_id: 45000000001, quantity: 2 }],
            attribution: { type: 'utm', source: 'newsletter' },
          }),
        })
      ).json();
      const wpNonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const rest = (path: string, body?: unknown) =>
        fetch(path, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', 'x-wp-nonce': wpNonce },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }).then((answer) => answer.json());
      const id = placed.order.id as string;
      await rest(`/wp-json/wc/v3/orders/${id}/refunds`, {
        amount: '24.00',
        reason: 'One mug chipped',
        line_items: [{ id: `${id}-0`, quantity: 1 }],
        restock_items: true,
      });
      await rest(`/wp-json/wc/v3/orders/${id}/notes`, { note: 'Called about the chip.' });
      const coupon = await rest('/wp-json/wc/v3/coupons', {
        code: 'AXE20',
        discount_type: 'percent',
        amount: '20',
        unique_code_pattern: 'AXE-XXXXXX',
        usage_limit: 10,
      });
      await rest(`/wp-json/pinwheel/v1/coupons/${coupon.id}/codes`, {});
      return { orderId: id, couponId: coupon.id as string };
    });
    pages.push(
      { path: '/admin/orders', ready: '.orders-table tbody tr' },
      { path: `/admin/orders/${made.orderId}`, ready: '.order-refund' },
      { path: `/admin/orders/${made.orderId}/print`, ready: '.print-doc' },
      { path: '/admin/coupons', ready: '.coupons-table tbody tr' },
      { path: '/admin/coupons/new', ready: '.coupon-editor' },
      { path: `/admin/coupons/${made.couponId}`, ready: '.issued-codes__table tbody tr' },
    );
  }, 90_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['en', 'he'] as const) {
    it(`finds no violations and no overflow in ${lang}, wide and on a phone`, async () => {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const { path, ready } of pages) {
          await page.goto(`${server.url}${path}`);
          await page.locator(ready).first().waitFor();
          expect(await violations(page), `${path} ${lang} ${width}`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} ${lang} ${width}`).toBeLessThanOrEqual(0);
        }
      }
    }, 120_000);
  }
});

/** Every axe violation, one line each, readable in a failed assertion. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
  );
}
