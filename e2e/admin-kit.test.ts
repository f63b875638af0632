// The dashboard kit in Chromium against the real server, on the page that shows it first
// (/admin/settings/shop): the form loads through the typed client and saves (a toast says so, the
// storefront shows the new name, its language switch and hreflang links only the languages offered); two owners editing at once, the second save is told it changed
// and may overwrite; leaving with unsaved changes asks first in a modal dialog that Escape cancels
// (focus back where it was, the typing kept); the phone menu opens and closes by keyboard; axe
// finds nothing at 1280 and 390 px in English and Hebrew.
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

describe('the dashboard kit', () => {
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

  /** The shop settings page, its form loaded through the API. */
  async function openShopSettings(on: Page) {
    await on.goto(`${server.url}/admin/settings/shop`);
    const name = on.getByLabel('Shop name');
    await name.waitFor();
    return name;
  }

  async function saveAndWait(on: Page) {
    const saved = on.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/shop') &&
        response.request().method() === 'POST',
    );
    await on.getByRole('button', { name: 'Save' }).click();
    return saved;
  }

  it('loads the settings, saves a new name, and the storefront shows it', async () => {
    const name = await openShopSettings(page);
    expect(await name.inputValue()).toBe('Pinwheel Demo Shop');
    await name.fill('Corner Shop');
    expect((await saveAndWait(page)).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
    await page.goto(`${server.url}/`);
    expect(await page.locator('header').first().textContent()).toContain('Corner Shop');
  });

  it('offers only the languages chosen; the storefront’s language switch follows', async () => {
    await openShopSettings(page);
    const english = page.getByRole('checkbox', { name: 'English', exact: true });
    // The default language is always offered.
    expect(await english.isChecked()).toBe(true);
    expect(await english.isDisabled()).toBe(true);
    await page.getByLabel('Default language').selectOption('he');
    await expect.poll(() => english.isDisabled()).toBe(false);
    await english.uncheck();
    expect((await saveAndWait(page)).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
    // The dashboard keeps the owner's language and its switch.
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.goto(`${server.url}/?lang=en`);
    expect(await shop.locator('html').getAttribute('lang')).toBe('he');
    expect(await shop.locator('.language-switch').count()).toBe(0);
    // Search engines are not sent to a version in a language the shop does not offer.
    expect(await shop.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    const oneLanguage = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(oneLanguage).toContain(`<loc>${server.url}/shop</loc>`);
    expect(oneLanguage).not.toContain('hreflang');

    await openShopSettings(page);
    await english.check();
    await page.getByLabel('Default language').selectOption('en');
    expect((await saveAndWait(page)).status()).toBe(200);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Saved.').waitFor();
    await shop.goto(`${server.url}/?lang=en`);
    expect(await shop.locator('html').getAttribute('lang')).toBe('en');
    const languageSwitch = shop.locator('.language-switch').first();
    expect(await languageSwitch.locator('.language-switch__option').count()).toBe(2);
    expect(await shop.locator('link[rel="alternate"][hreflang="he"]').count()).toBe(1);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain('hreflang="he"');
    await shopper.close();
  });

  it('shows the API’s message beside a refused field, the typing kept', async () => {
    const name = await openShopSettings(page);
    await name.fill('   ');
    expect((await saveAndWait(page)).status()).toBe(400);
    await page.getByText('Not saved. Check the fields marked below.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
    expect(errorText?.length).toBeGreaterThan(0);
    expect(await name.inputValue()).toBe('   ');
  });

  it('tells the second of two owners that the settings changed, and lets them overwrite', async () => {
    const other = await context.newPage();
    const [mine, theirs] = [await openShopSettings(page), await openShopSettings(other)];
    await theirs.fill('Their Shop');
    expect((await saveAndWait(other)).status()).toBe(200);

    await mine.fill('My Shop');
    expect((await saveAndWait(page)).status()).toBe(412);
    const conflict = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    expect(await mine.inputValue()).toBe('My Shop');
    const overwritten = saveResponse(page);
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    expect((await overwritten).status()).toBe(200);
    await conflict.waitFor({ state: 'detached' });

    // The other owner, saving again from their old version, is told in turn; they reload.
    await theirs.fill('Their Shop Again');
    expect((await saveAndWait(other)).status()).toBe(412);
    await other.getByRole('button', { name: 'Reload their version' }).click();
    await expect.poll(() => theirs.inputValue()).toBe('My Shop');
    await other.close();
  });

  it('asks before leaving with unsaved changes; Escape stays, with focus back and the typing kept', async () => {
    const name = await openShopSettings(page);
    await name.fill('Half-typed');
    const orders = page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Orders' });
    await orders.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    // Dangerous choice: focus starts on Cancel.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings/shop');
    expect(await name.inputValue()).toBe('Half-typed');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Orders');

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Leave and lose changes' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
  });

  it('opens the phone menu with its button and closes it with Escape', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openShopSettings(page);
    const menu = page.getByRole('button', { name: 'Dashboard menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const products = page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Products' });
    expect(await products.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close dashboard menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await products.isVisible()).toBe(true);
    await products.focus();
    await page.keyboard.press('Escape');
    expect(await products.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
      'false',
    );
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone (menu open)', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/settings/shop`);
        await page.locator('.admin-form input').first().waitFor();
        if (width === 390) await page.locator('.admin-nav__toggle').click();
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

function saveResponse(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/wp-json/pinwheel/v1/settings/shop') &&
      response.request().method() === 'POST',
  );
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
