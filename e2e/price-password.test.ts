// The price password in Chromium against the real server: the owner hides prices on
// /admin/settings/store (refused without a password, then saved with one); a shopper's product
// page then carries no price and no JSON-LD offer, a wrong password says so, the right one reloads
// the page with its prices.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const PASSWORD = 'linen-club-26';

describe('the price password', () => {
  let server: ServerProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await owner.route('**/embed.js*', (route) => route.abort());
    page = await owner.newPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await server?.stop();
  });

  it('is set on the dashboard, hides prices from a shopper, and reveals them for the password', async () => {
    const product = `${server.url}/product/linen-shirt`;
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await shopper.route('**/embed.js*', (route) => route.abort());
    const before = await (await shopper.request.get(product)).text();
    expect(before).toContain('"offers"');

    await page.goto(`${server.url}/admin/settings/store`);
    const section = page.getByRole('region', { name: 'Price password' });
    await section.getByText('No password is set yet.', { exact: false }).waitFor();
    await section.getByLabel('Hide prices until the password is entered').check();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await section.getByText('Set a password before hiding prices.').first().waitFor();

    await section.getByLabel('New password').fill(PASSWORD);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/wp-json/pinwheel/v1/settings/price-password') &&
        response.request().method() !== 'GET',
    );
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await section.getByText('A password is set.', { exact: false }).waitFor();

    // Hidden on the server: the page's HTML has no offer, and the cart answers nothing priced.
    const hidden = await (await shopper.request.get(product)).text();
    expect(hidden).not.toContain('"offers"');
    const cart = await (await shopper.request.get(`${server.url}/cart.js`)).json();
    expect(cart.items).toEqual([]);

    const shop = await shopper.newPage();
    await shop.goto(product);
    // The prompt is its own chunk: a click before it has hydrated does nothing, so press until
    // the form is open.
    const toggle = shop.getByRole('button', { name: 'Enter the password to see prices' });
    await vi.waitFor(
      async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      },
      { timeout: 30_000, interval: 250 },
    );
    await shop.getByLabel('Shop password').fill('not-the-one');
    await shop.getByRole('button', { name: 'Show prices' }).click();
    await shop.getByText('That password is not right.').waitFor();

    await shop.getByLabel('Shop password').fill(PASSWORD);
    const reloaded = shop.waitForResponse(
      (response) => response.url() === product && response.request().isNavigationRequest(),
    );
    await shop.getByRole('button', { name: 'Show prices' }).click();
    expect((await reloaded).status()).toBe(200);
    // The answer may be in before the new page has replaced the old one: read the page until it
    // is the new one (reading a page mid-navigation throws, which counts as not yet).
    await expect.poll(() => shop.content().catch(() => '')).toContain('"offers"');
    await expect
      .poll(() => shop.getByRole('button', { name: 'Enter the password to see prices' }).count())
      .toBe(0);
    await shopper.close();
  }, 120_000);
});
