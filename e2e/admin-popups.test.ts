// The owner's list of popups at /admin/popups, as the owner meets it in Chromium: signed-out
// visitors are sent to sign in; the demo shop's popups are listed with their site, type and status
// in a real table; Preview opens the storefront in preview mode in a new tab; a popup of another
// site (which our storefront does not load) offers no preview there; Hebrew reads right to left;
// and with no popups at all the page says so.
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

describe('the owner’s list of popups', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerApi: OwnerApi;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ownerApi = await signInAsOwner(server.url);
    context = await browser.newContext();
    // Every page of the context notes the widget's triggers from its first script on.
    await context.addInitScript(() => {
      const triggers: string[] = [];
      (window as unknown as { triggers: string[] }).triggers = triggers;
      document.addEventListener('pinwheel:ready', () =>
        window.Pinwheel!.on('trigger', (detail) =>
          triggers.push(`${detail.popupId} ${detail.trigger}`),
        ),
      );
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The table's rows as the owner reads them: one array of cell texts per popup. */
  const rowTexts = () =>
    page
      .locator('table tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim()),
        ),
      );

  it('sends a signed-out visitor to sign in, then back to the list', async () => {
    await page.goto(`${server.url}/admin/popups`);
    await page.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fpopups$/);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/popups');
    await page.getByRole('heading', { name: 'Popups', level: 2 }).waitFor();
  });

  it("lists the demo shop's popups with their site, type and status, and a Preview link for each", async () => {
    const headers = await page.locator('table thead th').allTextContents();
    expect(headers).toEqual([
      'Name',
      'Site',
      'Type',
      'Status',
      'Views this month',
      'Views in all',
      'Conversions',
      'Actions',
    ]);
    // Every column header is a real header for its column; each row is named by its popup.
    expect(await page.locator('table thead th[scope="col"]').count()).toBe(8);
    expect(await page.locator('table tbody th[scope="row"]').count()).toBe(14);
    expect(await page.getByRole('table', { name: 'Popups, 14 in all' }).count()).toBe(1);

    const rows = await rowTexts();
    expect(rows).toContainEqual([
      'Welcome 10% off',
      'Demo shop',
      'Lightbox',
      'Live',
      '0',
      '0',
      '0',
      'Preview',
    ]);
    expect(rows).toContainEqual([
      'Spin to win',
      'Demo shop',
      'Game',
      'Live',
      '0',
      '0',
      '0',
      'Preview',
    ]);
    expect(rows).toContainEqual([
      'Black Friday bar',
      'Demo shop',
      'Bar',
      'Live',
      '0',
      '0',
      '0',
      'Preview',
    ]);

    const preview = page.getByRole('link', {
      name: 'Preview Welcome 10% off on the storefront (opens in a new tab)',
    });
    expect(await preview.getAttribute('href')).toBe('/?pinwheel_preview=demolightbox1');
    expect(await preview.getAttribute('target')).toBe('_blank');
  });

  it('opens the storefront in preview mode in a new tab, where the widget shows that popup', async () => {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Preview Spin to win/ }).click(),
    ]);
    await tab.waitForURL(`${server.url}/?pinwheel_preview=demogamified1`);
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { triggers: string[] }).triggers))
      .toContain('demogamified1 preview');
    await tab.close();
  });

  it("offers no storefront preview for another site's popup, and counts its views", async () => {
    const site = await ownerApi.createSite('Corner café');
    const popupId = await ownerApi.createPopup(site.id, { poptin_name: 'Café hours' });
    await fetch(`${server.url}/api/display/viewed/${popupId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: site.clientId, viewer_id: 'v1', type: 'lightbox' }),
    });
    // Views reach the table a moment after they are acknowledged (the recorder writes in batches).
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await rowTexts()).find((row) => row[0] === 'Café hours');
        },
        { timeout: 5000 },
      )
      .toEqual([
        'Café hours',
        'Corner café',
        'Lightbox',
        'Live',
        '1',
        '1',
        '0',
        'On its site only',
      ]);
  });

  it('reads right to left in Hebrew', async () => {
    await page.getByRole('button', { name: 'עברית' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: 'פופאפים', level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    const rows = await rowTexts();
    expect(rows).toContainEqual([
      'Welcome 10% off',
      'Demo shop',
      'חלון קופץ',
      'פעיל',
      '0',
      '0',
      '0',
      'תצוגה מקדימה',
    ]);
    // The first column sits at the right edge of the table, as Hebrew readers expect.
    const [table, firstHeader] = await Promise.all([
      page.locator('table').boundingBox(),
      page.locator('table thead th').first().boundingBox(),
    ]);
    expect(Math.round(firstHeader!.x + firstHeader!.width)).toBe(
      Math.round(table!.x + table!.width),
    );
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  });

  it('says so when there are no popups at all', async () => {
    for (const site of await ownerApi.listSites()) await ownerApi.deleteSite(site.id);
    await page.reload();
    await page.getByRole('heading', { name: 'No popups yet', level: 3 }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
  });
});
