// The owner's browse-abandonment page in Chromium: reports sent through the real store call show
// newest first with their customer, products and cart value, a product name a store page wrote
// as HTML reads as text, the page is reached from the leads page by keyboard, pages of 25 link to
// each other, and axe finds nothing serious in English or Hebrew, wide or on a phone.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const HOSTILE = '<img src=x onerror="window.__pwned=1">Mug';

describe("the owner's browse abandonment page", () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const owner = await signInAsOwner(server.url);
    const site = await owner.createSite('Mug store');
    const report = async (fields: Record<string, string>) => {
      const sent = await fetch(
        `${server.url}/shopify/save/browse-abandonment?${new URLSearchParams({
          clientId: site.clientId,
          ...fields,
        })}`,
      );
      expect(sent.status).toBe(200);
    };
    // 26 reports: one more than a page holds. The last sent is the newest.
    for (let i = 1; i <= 24; i += 1) {
      await report({
        customer: String(1000 + i),
        data_for: 'abandonment',
        products: JSON.stringify([{ product_id: 7, product_name: 'Teapot', category: 'Kitchen' }]),
      });
    }
    await report({
      customer: '2001',
      data_for: 'abandonment',
      products: JSON.stringify([{ product_id: 9, product_name: HOSTILE }]),
    });
    await report({
      customer: '2002',
      data_for: 'cart',
      total_cart_value: '49.9',
      products: JSON.stringify([
        { product_id: 7, product_name: 'Teapot', category: 'Kitchen' },
        { product_id: 8, product_name: 'Enamel mug', category: 'Kitchen' },
      ]),
    });

    // The scan injects axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.route('**/embed.js*', (route) => route.abort());
    page = await context.newPage();
    await page.goto(`${server.url}/admin/leads`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/leads');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('is reached from the leads page by keyboard and lists the newest reports first', async () => {
    const link = page.getByRole('link', { name: 'Browse abandonment from your Shopify stores' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/browse-abandonment');
    await page.getByRole('heading', { name: 'Browse abandonment', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Reports 1–25 of 26' });
    const rows = table.getByRole('row');
    const newest = rows.nth(1);
    expect(await newest.getByRole('rowheader').textContent()).toContain('2002');
    expect(await newest.textContent()).toContain('In the cart');
    expect(await newest.textContent()).toContain('Enamel mug');
    expect(await newest.getByRole('cell').last().textContent()).toBe('49.90');
    const hostile = rows.nth(2);
    expect(await hostile.textContent()).toContain(HOSTILE);
    expect(await hostile.textContent()).toContain('Looked at');
    expect(await page.locator('table img').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });

  it('pages by 25, older and newer', async () => {
    await page.goto(`${server.url}/admin/browse-abandonment`);
    await page.getByRole('link', { name: 'Older' }).click();
    await page.waitForURL(/\?page=2$/);
    await page.getByRole('table', { name: 'Reports 26–26 of 26' }).waitFor();
    expect(await page.getByText('Page 2 of 2').count()).toBe(1);
    await page.getByRole('link', { name: 'Newer' }).click();
    await page.waitForURL(/\?page=1$/);
    await page.getByRole('table', { name: 'Reports 1–25 of 26' }).waitFor();
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/browse-abandonment`);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'he' ? 'rtl' : 'ltr');
        expect(await blockingViolations(page), `${lang} ${width}`).toEqual([]);
        // Nothing wider than the screen but the table, which scrolls in its own region.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  });
});

/** Serious and critical violations, one line each, readable in a failed assertion. */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  return results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
    );
}
