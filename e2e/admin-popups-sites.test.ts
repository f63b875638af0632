// The owner's sites in Chromium against the built server: a site added in the form (a Poptin
// client id kept), its snippet copied ("Copied", the clipboard holds it), and "check my site" run
// against a local host page without the snippet and then with it; axe scans in English and Hebrew
// at 1280 and 390 px, nothing wider than the screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('sites in the dashboard', () => {
  let server: ServerProcess;
  let browser: Browser;
  let host: HostSite;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The host page is on this machine, so the check may load loopback addresses here.
    [server, browser, host] = await Promise.all([
      startServer({ env: { SITE_CHECK_PRIVATE_ADDRESSES: 'allow' } }),
      launchBrowser(),
      startHostSite(),
    ]);
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.route('**/embed.js*', (route) => route.abort());
    page = await context.newPage();
    await signInOnPage(page, server.url);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await host?.close();
    await server?.stop();
  });

  it('adds a site, copies its snippet and checks a page without it and with it', async () => {
    await page.goto(`${server.url}/admin/sites`);
    await page.getByLabel(/^Name/).fill('Moving shop');
    await page.getByLabel(/^Allowed domains/).fill('localhost');
    await page.getByLabel(/^Client id/).fill('movingpoptin1');
    await page.getByRole('button', { name: 'Add site' }).click();
    const card = page.getByRole('article', { name: 'Moving shop' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Copy the snippet of Moving shop' }).click();
    await card.getByText('Copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `<script async src="${server.url}/embed.js" data-client-id="movingpoptin1"></script>`,
    );

    host.page('/bare', '<!doctype html><title>Bare</title><p>No snippet here</p>');
    const address = card.getByLabel(/^Address of a page of Moving shop/);
    await address.fill(`${host.url}/bare`);
    await card.getByRole('button', { name: 'Check', exact: true }).click();
    await card.getByText(`The snippet is not on ${host.url}/bare.`).waitFor();

    host.page('/with', `<!doctype html><title>With</title><body>${copied}</body>`);
    await address.fill(`${host.url}/with`);
    await card.getByRole('button', { name: 'Check', exact: true }).click();
    await card.getByText(`The snippet is on ${host.url}/with.`).waitFor();
  }, 120_000);

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/sites`);
        await page.locator('.site-card').first().waitFor();
        const found = await axeViolations(page);
        expect(found, `${lang} ${width}: ${found.join('; ')}`).toEqual([]);
        expect(await sidewaysOverflow(page), `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
  }, 120_000);
});
