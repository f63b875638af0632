// The store display settings in Chromium against the real server: the owner changes the currency
// and the missing-rating message on /admin/settings/store, and the storefront's prices follow;
// axe finds nothing at 1280 and 390 px, in English and Hebrew.
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

describe('the store display settings', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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

  it('saves the currency, and the shop’s prices are shown in it', async () => {
    await page.goto(`${server.url}/admin/settings/store`);
    const currency = page.getByLabel('Currency', { exact: true });
    await currency.waitFor();
    expect(await currency.inputValue()).toBe('USD');
    await currency.selectOption('EUR');
    await page.getByText('for example €1,250.00').waitFor();
    await page.getByLabel('Message when the rating is missing').fill('Please pick some stars.');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/catalog') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();

    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.goto(`${server.url}/shop`);
    expect(await shop.locator('main').textContent()).toContain('€');
    await shopper.close();

    await page.reload();
    await currency.waitFor();
    expect(await currency.inputValue()).toBe('EUR');
    expect(await page.getByLabel('Message when the rating is missing').inputValue()).toBe(
      'Please pick some stars.',
    );
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/settings/store`);
        await page.locator('.admin-form select').waitFor();
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
