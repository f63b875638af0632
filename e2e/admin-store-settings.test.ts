// The store display settings in Chromium against the real server: the owner changes the currency,
// writes amounts in their own format (a live example follows each keystroke; a symbol they typed
// is replaced by a new currency's only when they say so) and the missing-rating message on
// /admin/settings/store, and the storefront's prices follow; axe finds nothing at 1280 and 390 px,
// in English and Hebrew.
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
    await expect.poll(() => example(page)).toBe('Example: €1,234.56');
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

  it('writes amounts in the owner’s own format, the example following every keystroke', async () => {
    await page.goto(`${server.url}/admin/settings/store`);
    const own = page.getByLabel('Write amounts in my own format');
    await own.check();
    const symbol = page.getByLabel('Currency symbol');
    const decimalSeparator = page.getByRole('textbox', { name: 'Decimal separator' });
    expect(await symbol.inputValue()).toBe('€');
    await page.getByLabel('Symbol position').selectOption('right_space');
    await page.getByLabel('Thousands separator').fill('.');
    await expect.poll(() => example(page)).toBe('Example: 1.234.56 €');
    await decimalSeparator.fill(',');
    await expect.poll(() => example(page)).toBe('Example: 1.234,56 €');

    // A symbol the owner typed is theirs: a new currency asks before replacing it.
    await symbol.fill('EUR');
    await page.getByLabel('Currency', { exact: true }).selectOption('ILS');
    const dialog = page.getByRole('dialog', { name: 'Replace the symbol you typed?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep “EUR”' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await symbol.inputValue()).toBe('EUR');
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Use “$”' }).click();
    await expect.poll(() => symbol.inputValue()).toBe('$');
    // The currency's own symbol goes without asking.
    await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await expect.poll(() => symbol.inputValue()).toBe('€');
    await expect.poll(() => example(page)).toBe('Example: 1.234,56 €');

    // A field the API refuses says why beside it, and the form keeps what was typed.
    await decimalSeparator.fill('');
    const refused = page.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/catalog') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => decimalSeparator.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Thousands separator').inputValue()).toBe('.');

    await decimalSeparator.fill(',');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/catalog') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();

    // The shop writes its prices that way, in Hebrew as in English.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    for (const lang of ['en', 'he']) {
      await shop.goto(`${server.url}/shop?lang=${lang}`);
      expect(await shop.locator('main').textContent(), lang).toMatch(/\d,\d\d\u00a0€/);
    }
    await shopper.close();

    await page.reload();
    await symbol.waitFor();
    expect(await page.getByLabel('Symbol position').inputValue()).toBe('right_space');
    expect(await example(page)).toBe('Example: 1.234,56 €');
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/settings/store`);
        await page.locator('.admin-form select').first().waitFor();
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

/** The live example's words, its no-break space read as a space. */
async function example(page: Page): Promise<string> {
  const text = await page.getByTestId('currency-example').textContent();
  return (text ?? '').replace(/\u00a0/g, ' ');
}

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
