// The dashboard's overview in Chromium against the real server: an order placed through the
// platform API shows in today's and this month's orders and revenue and among the best sellers;
// the demo's waiting reviews are counted with a link to moderate them; every figure leads to its
// page; axe finds nothing at 1280 and 390 px, in English and Hebrew.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** A stoneware mug of the demo ($24.00). */
const MUG = 45000000001;

describe('the overview', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: OwnerApi;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await signInAsOwner(server.url);
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.route('**/embed.js*', (route) => route.abort());
    page = await context.newPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** The figure under a heading ("Today") and a label ("Orders"). */
  async function figure(period: string, label: string) {
    const card = page.getByRole('region', { name: period, exact: true });
    await card.waitFor();
    return (await card.locator('dt', { hasText: label }).locator('+ dd').textContent()) ?? '';
  }

  it('counts an order placed today in today’s and the month’s figures and best sellers', async () => {
    await page.goto(`${server.url}/admin`);
    const ordersBefore = Number(await figure('Today', 'Orders'));
    const monthBefore = Number(await figure('This month', 'Orders'));

    await api.rest(
      'POST',
      '/wp-json/wc/v3/orders',
      {
        payment_method: 'cash_on_delivery',
        billing: {
          first_name: 'Dana',
          last_name: 'Levi',
          address_1: 'Herzl 1',
          city: 'Tel Aviv',
          postcode: '6100000',
          country: 'IL',
          email: 'dana@buyer.test',
          phone: '+972 50 000 0000',
        },
        line_items: [{ variation_id: MUG, quantity: 3 }],
      },
      201,
    );

    await page.reload();
    await expect.poll(() => figure('Today', 'Orders')).toBe(String(ordersBefore + 1));
    expect(Number(await figure('This month', 'Orders'))).toBe(monthBefore + 1);
    expect(await figure('Today', 'Revenue')).toMatch(/^\$\d/);
    const best = page.getByRole('region', { name: 'Best sellers this month' });
    expect(await best.getByRole('listitem').first().textContent()).toMatch(/3 sold/);
  });

  it('counts the reviews waiting and leads to them', async () => {
    const reviews = page.getByRole('region', { name: 'Reviews waiting' });
    expect(await reviews.textContent()).toMatch(/\d+ waiting for approval/);
    await reviews.getByRole('link', { name: 'Moderate reviews' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reviews');
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin`);
        await page.locator('.overview').waitFor();
        expect(await violations(page), `${lang} ${width}`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  }, 120_000);
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
