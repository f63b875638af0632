// The owner's list of popups at /admin/popups, as the owner meets it in Chromium: signed-out
// visitors are sent to sign in; every popup is listed with its site, type, status and its figures
// for the period; a coupon popup whose code a shopper redeems shows the order's revenue; the list
// is filtered by type and status (kept in the address); a popup is paused and published again,
// duplicated into a draft and deleted after a confirmation; Preview opens the storefront in
// preview mode; Hebrew reads right to left; axe finds nothing at 1280 and 390 px in either
// language; with no popups at all the page says so.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

/** A demo product's variation ($24.00, Tel Aviv flat-rate shipping on top). */
const DEMO_VARIATION = 45000000001;

describe('the owner’s list of popups', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerApi: OwnerApi;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ownerApi = await signInAsOwner(server.url);
    // The scans inject axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
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
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The table's rows as the owner reads them: one array of cell texts per popup. */
  const rowTexts = () =>
    page.locator('.popups-table tbody tr').evaluateAll((rows) =>
      rows.map((row) =>
        // Each piece of text apart (a name and its site's line, each action's words).
        Array.from(row.querySelectorAll('th, td')).map((cell) => {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const pieces: string[] = [];
          while (walker.nextNode()) {
            // The targeting sentence is read by its own test (admin-popup-targeting.test.ts).
            if (walker.currentNode.parentElement?.closest('.popups-table__sentence')) continue;
            pieces.push(walker.currentNode.textContent ?? '');
          }
          return pieces.join(' ').replace(/\s+/g, ' ').trim();
        }),
      ),
    );
  const row = (name: string) =>
    page.locator('.popups-table tbody tr').filter({ has: page.getByRole('rowheader', { name }) });

  it('sends a signed-out visitor to sign in, then back to the list', async () => {
    await page.goto(`${server.url}/admin/popups`);
    await page.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fpopups$/);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/popups');
    await page.getByRole('heading', { name: 'Popups', level: 2 }).waitFor();
  });

  it('lists the demo shop’s popups with their type, status and figures, and a Preview for each', async () => {
    await page.locator('.popups-table').waitFor();
    expect(await page.locator('.popups-table thead th').allTextContents()).toEqual([
      'Popup',
      'Status',
      'Views',
      'Conversions',
      'Conversion rate',
      'Revenue',
      'Actions',
    ]);
    expect(await page.getByRole('table', { name: '14 popups' }).count()).toBe(1);
    expect(await page.getByLabel('Period').inputValue()).toBe('30');
    const rows = await rowTexts();
    expect(rows).toContainEqual([
      'Welcome 10% off Lightbox · Demo shop',
      'Live',
      '0',
      '0',
      '—',
      '$0.00 0 orders',
      'Edit Targeting A/B test Preview Pause Duplicate Delete',
    ]);
    expect(rows.map((cells) => cells[0])).toContain('Spin to win Game · Demo shop');
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

  it('shows the revenue of an order placed with a coupon popup’s code, and its views', async () => {
    await ownerApi.rest(
      'POST',
      '/wp-json/wc/v3/coupons',
      { code: 'CAFE15', discount_type: 'percent', amount: '15' },
      201,
    );
    const site = await ownerApi.createSite('Corner café');
    const popupId = await ownerApi.createPopup(site.id, {
      poptin_name: 'Café hours',
      design_properties: {
        poptin_location: 'center',
        coupon: { code: 'CAFE15', coupon_type: 'shared' },
      },
    });
    await fetch(`${server.url}/api/display/viewed/${popupId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: site.clientId, viewer_id: 'v1', type: 'lightbox' }),
    });
    // A shopper in a browser of their own uses the code at checkout.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.goto(`${server.url}/cart`);
    const total = await shop.evaluate(async (variation) => {
      const { nonce } = await (await fetch('/api/session')).json();
      const post = (path: string, body: object) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-pinwheel-nonce': nonce },
          body: JSON.stringify(body),
        }).then((answer) => answer.json());
      await post('/api/cart/add-to-cart', { id: variation, quantity: 1 });
      await post('/api/cart/apply-coupon', { code: 'cafe15' });
      const placed = await post('/api/checkout', {
        billing_email: 'cafe.buyer@example.test',
        billing_phone: '+972 50 123 4567',
        billing_first_name: 'Noa',
        billing_last_name: 'Café',
        billing_country: 'IL',
        billing_address_1: 'Herzl 1',
        billing_city: 'Tel Aviv',
        shipping_method: 'flat_rate',
        payment_method: 'bank_transfer',
      });
      return placed.order.total as number;
    }, DEMO_VARIATION);
    await shopper.close();
    // Views reach the figures a moment after they are acknowledged (the recorder writes in
    // batches); the list asks again when the page is shown again.
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator('.popups-table').waitFor();
        return (await rowTexts()).find((cells) => cells[0]!.startsWith('Café hours'));
      })
      .toEqual([
        'Café hours Lightbox · Corner café',
        'Live',
        '1',
        '0',
        '0.0%',
        `$${(total / 100).toFixed(2)} 1 order`,
        'Edit Targeting A/B test Pause Duplicate Delete Preview on its own site',
      ]);
  });

  it('filters by type and status, kept in the address', async () => {
    await page.getByLabel('Type').selectOption('bar');
    await page.waitForURL(/type=bar/);
    const types = async () =>
      new Set((await rowTexts()).map((cells) => cells[0]!.split(' · ')[0]!));
    await expect
      .poll(async () => [...(await types())].every((name) => name.endsWith(' Bar')))
      .toBe(true);
    expect((await rowTexts()).length).toBeGreaterThan(0);
    await page.getByLabel('Status').selectOption('draft');
    await page.getByText('No popups match', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show every popup' }).click();
    await page.getByRole('table', { name: '15 popups' }).waitFor();
    expect(await page.getByLabel('Type').inputValue()).toBe('');
  });

  it('pauses and publishes a popup, duplicates it into a draft and deletes the copy', async () => {
    const cafe = row('Café hours Lightbox · Corner café');
    await cafe.getByRole('button', { name: 'Pause Café hours' }).click();
    await page.getByText('Café hours is paused: visitors no longer see it.').waitFor();
    await cafe.getByText('Paused', { exact: true }).waitFor();
    await cafe.getByRole('button', { name: 'Publish Café hours' }).click();
    await cafe.getByText('Live', { exact: true }).waitFor();

    await cafe.getByRole('button', { name: 'Duplicate Café hours' }).click();
    await page.getByText('Copied Café hours as a draft: Café hours (copy).').waitFor();
    const copy = row('Café hours (copy) Lightbox · Corner café');
    await copy.getByText('Draft', { exact: true }).waitFor();

    await copy.getByRole('button', { name: 'Delete Café hours (copy)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Café hours (copy)?' });
    await dialog.waitFor();
    // A destructive action starts on Cancel; Escape changes nothing.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await copy.count()).toBe(1);
    await copy.getByRole('button', { name: 'Delete Café hours (copy)' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Café hours (copy).').waitFor();
    await expect.poll(() => copy.count()).toBe(0);
  });

  it('reads right to left in Hebrew', async () => {
    await page.getByRole('button', { name: 'עברית' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: 'פופאפים', level: 2 }).waitFor();
    await page.locator('.popups-table').waitFor();
    expect((await rowTexts()).find((cells) => cells[0]!.startsWith('Welcome 10% off'))).toEqual([
      'Welcome 10% off חלון קופץ · Demo shop',
      'פעיל',
      '0',
      '0',
      '—',
      // Written as Hebrew writes dollars when the owner set no format of their own.
      `${new Intl.NumberFormat('he', { style: 'currency', currency: 'USD' }).format(0)} 0 הזמנות`.replace(
        /\s+/g,
        ' ',
      ),
      'עריכה טרגוט בדיקת A/B תצוגה מקדימה השהיה שכפול מחיקה',
    ]);
    // The first column sits at the right edge of the table, as Hebrew readers expect.
    const [table, firstHeader] = await Promise.all([
      page.locator('.popups-table table').boundingBox(),
      page.locator('.popups-table thead th').first().boundingBox(),
    ]);
    expect(Math.round(firstHeader!.x + firstHeader!.width)).toBe(
      Math.round(table!.x + table!.width),
    );
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/popups`);
        await page.locator('.popups-table').waitFor();
        const found = await axeViolations(page);
        expect(found, `${lang} ${width}: ${found.join('; ')}`).toEqual([]);
        expect(await sidewaysOverflow(page), `${lang} ${width}`).toBeLessThanOrEqual(0);
        if (width === 390) {
          // On a phone each row is a card, and its targeting sentence takes the card's width.
          const widths = await page
            .locator('.popups-table__sentence')
            .first()
            .evaluate((sentence) => [
              sentence.getBoundingClientRect().width,
              sentence.closest('th')!.getBoundingClientRect().width,
            ]);
          expect(widths[0], `${lang}: ${widths.join(' of ')}`).toBeGreaterThan(widths[1]! * 0.9);
        } else {
          // Wide, every column fits beside the menu: nothing is left behind a sideways scroll,
          // the actions (the last column) least of all, with the sentences quoting addresses in.
          await page.locator('.popups-table__sentence').first().waitFor();
          const hidden = await page
            .locator('.popups-table')
            .evaluate((table) => table.scrollWidth - table.clientWidth);
          expect(hidden, `${lang}: the table's width past its frame`).toBeLessThanOrEqual(0);
        }
      }
    }
    await context.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('says so when there are no popups at all', async () => {
    for (const site of await ownerApi.listSites()) await ownerApi.deleteSite(site.id);
    await page.reload();
    await page.getByText('No popups yet', { exact: true }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
  });
});
