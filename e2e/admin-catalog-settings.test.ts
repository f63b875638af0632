// The "Search & catalog" settings page (/admin/settings/catalog) in Chromium against the real
// server: the owner changes the search overlay's keywords (the overlay offers them), a wrong page
// size is refused beside its field in the owner's language with what was typed kept, two owners
// saving one after the other — the second is told the settings changed and chooses (reload their
// version or overwrite) — and axe finds nothing at 1280 and 390 px, in English and Hebrew.
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
const SETTINGS_API = '/wp-json/pinwheel/v1/settings/catalog';

describe('the search & catalog settings page', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

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
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** Opens the page and waits for the form (it loads in the browser). */
  async function open(on: Page) {
    await on.goto(`${server.url}/admin/settings/catalog`);
    // The form's save button, in either language.
    await on.locator('.admin-form-footer button[type=submit]').waitFor();
  }

  /** Presses save and waits for the API's answer; returns its status. */
  async function save(on: Page): Promise<number> {
    const answered = on.waitForResponse(
      (response) => response.url().includes(SETTINGS_API) && response.request().method() !== 'GET',
    );
    await on.getByRole('button', { name: 'Save changes' }).click();
    return (await answered).status();
  }

  it('changes the search overlay’s keywords: the overlay offers them', async () => {
    await page.goto(`${server.url}/admin/settings`);
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Search & catalog' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/settings/catalog');
    const keywords = page.getByLabel('Popular keywords (English)');
    await keywords.waitFor();
    expect(await keywords.inputValue()).toBe('linen\nmug\nsneakers\nnotebook\ncandle');
    await keywords.fill('tea towel\n\n  linen  ');
    expect(await save(page)).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
    // What was stored is what the field shows: blank lines and spaces are nobody's keyword.
    expect(await keywords.inputValue()).toBe('tea towel\nlinen');

    const shopper = await browser.newContext();
    await shopper.route('**/embed.js*', (route) => route.abort());
    const shop = await shopper.newPage();
    await shop.goto(`${server.url}/`);
    await shop.getByRole('button', { name: 'Search the shop' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Search the shop' });
    await dialog.getByRole('button', { name: 'tea towel' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'sneakers' }).count()).toBe(0);
    await shopper.close();
  });

  it('refuses a wrong page size beside its field, in Hebrew too, keeping what was typed', async () => {
    await open(page);
    const perPage = page.getByLabel('Products per page');
    await perPage.fill('0');
    expect(await save(page)).toBe(400);
    await page.getByText('Enter a whole number from 1 to 100.').waitFor();
    expect(await perPage.getAttribute('aria-invalid')).toBe('true');
    expect(await perPage.inputValue()).toBe('0');

    await context.addCookies([{ name: 'pinwheel_lang', value: 'he', url: server.url }]);
    await open(page);
    await page.locator('input[inputmode="numeric"]').fill('500');
    const answered = page.waitForResponse(
      (response) => response.url().includes(SETTINGS_API) && response.request().method() !== 'GET',
    );
    await page.locator('.admin-form-footer button[type=submit]').click();
    expect((await answered).status()).toBe(400);
    await page.locator('.admin-field__error').first().waitFor();
    expect(await page.locator('.admin-field__error').first().textContent()).toMatch(/[א-ת]/);
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  });

  it('tells the second of two owners saving that the settings changed; reload or overwrite', async () => {
    await open(page);
    const other = await context.newPage();
    await open(other);
    await other.getByLabel('Products per page').fill('20');
    expect(await save(other)).toBe(200);
    await other.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();

    // The first owner's page still holds the version from before: its save is refused.
    await page.getByLabel('Coming soon: show a banner on every shop page').check();
    expect(await save(page)).toBe(412);
    const conflict = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    // What was typed stays, and nothing was overwritten.
    expect(await page.getByLabel('Coming soon: show a banner on every shop page').isChecked()).toBe(
      true,
    );
    // The second owner, opening the page again, still sees their own save.
    await open(other);
    expect(await other.getByLabel('Products per page').inputValue()).toBe('20');
    expect(
      await other.getByLabel('Coming soon: show a banner on every shop page').isChecked(),
    ).toBe(false);

    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect.poll(() => page.getByLabel('Products per page').inputValue()).toBe('20');
    expect(await page.getByLabel('Coming soon: show a banner on every shop page').isChecked()).toBe(
      false,
    );

    // Again, and this time the first owner overwrites: saved against the version now current.
    await other.getByLabel('Products per page').fill('16');
    expect(await save(other)).toBe(200);
    await page.getByLabel('Products per page').fill('24');
    expect(await save(page)).toBe(412);
    const overwritten = page.waitForResponse(
      (response) => response.url().includes(SETTINGS_API) && response.request().method() !== 'GET',
    );
    await page
      .getByRole('alert')
      .filter({ hasText: 'Changed by someone else' })
      .getByRole('button', { name: 'Overwrite with mine' })
      .click();
    expect((await overwritten).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
    await open(other);
    expect(await other.getByLabel('Products per page').inputValue()).toBe('24');
    await other.close();
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/settings/catalog`);
        await page.locator('.admin-form-footer button[type=submit]').waitFor();
        expect(await violations(page), `${lang} ${width}`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    await page.setViewportSize({ width: 1280, height: 900 });
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
