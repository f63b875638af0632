// Creating a popup from a template and setting who sees it, as an owner does in Chromium: the
// gallery draws its designs with the widget's renderer; choosing one asks for the site and a name
// and creates a draft that opens in the editor's address; its targeting page reads as a sentence
// that follows every change (a scroll trigger, a page rule) and saves; "why did it (not) show"
// for a page the rule leaves out says so in words. The three pages pass axe at 1280 and 390 px
// in English and Hebrew.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

/** What a reader sees: the bidi isolates around owners' values are invisible. */
const visible = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').trim();

describe('a popup from a template, and who sees it', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerApi: OwnerApi;
  let popupId = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ownerApi = await signInAsOwner(server.url);
    await ownerApi.createSite('Linen corner');
    // The scans inject axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInOnPage(page, server.url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const sentence = () =>
    page.locator('.popup-targeting__sentence-text').textContent().then(visible);

  it('draws the gallery’s designs with the widget’s renderer', async () => {
    await page.goto(`${server.url}/admin/popups`);
    await page.getByRole('link', { name: 'New popup' }).click();
    await page.waitForURL(`${server.url}/admin/popups/new`);
    await page.getByRole('heading', { name: 'Welcome discount', level: 3 }).waitFor();
    for (const name of ['Spin to win', 'Pick a gift', 'Scratch and win', 'Announcement bar']) {
      expect(await page.getByRole('heading', { name, level: 3 }).count(), name).toBe(1);
    }
    // Each card's picture: the popup's own element, in the card's frame, with the template's words.
    const pictureText = (index: number) =>
      page
        .locator('.popup-thumbnail iframe')
        .nth(index)
        .evaluate(
          (frame: HTMLIFrameElement) =>
            frame.contentDocument?.querySelector('pinwheel-popup')?.shadowRoot?.textContent ?? '',
        );
    await expect.poll(() => pictureText(0)).toContain('Take 10% off your first order');
    // A second modal design is drawn too (each in its own frame, none waiting for another).
    await expect.poll(() => pictureText(4)).toContain('20% off everything');
  });

  it('creates a draft from a template on the chosen site and opens it', async () => {
    await page.getByRole('button', { name: 'Use this design: Welcome discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'New popup from “Welcome discount”' });
    await dialog.waitFor();
    await dialog.getByLabel('Site').selectOption({ label: 'Linen corner' });
    await dialog.getByLabel('Name').fill('Spring welcome');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/admin\/popups\/[0-9a-z]{13}$/);
    popupId = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await ownerApi.rest<{ status: string; popup: Record<string, unknown> }>(
      'GET',
      `/wp-json/pinwheel/v1/popups/${popupId}`,
      undefined,
      200,
    );
    expect(stored.status).toBe('draft');
    expect(stored.popup.poptin_name).toBe('Spring welcome');
    expect(Object.keys(stored.popup.translations as object)).toEqual(['he']);
  });

  it('reads the targeting as a sentence that follows a new trigger and a page rule, and saves', async () => {
    await page.goto(`${server.url}/admin/popups/${popupId}/targeting`);
    await page.getByRole('heading', { name: 'Targeting: Spring welcome', level: 2 }).waitFor();
    expect(await sentence()).toBe(
      'Shows on every page to visitors who have not converted on it yet after 10 seconds on the page, once every 3 days.',
    );
    await page.getByRole('checkbox', { name: 'After some time' }).uncheck();
    await page.getByRole('checkbox', { name: 'After scrolling part of the page' }).check();
    await page.getByLabel('After scrolling part of the page (%)').fill('40');
    await page.getByRole('button', { name: 'Add a page to show on' }).click();
    await page.getByLabel('Address 1').fill('/products');
    await expect
      .poll(sentence)
      .toBe(
        'Shows on pages whose address contains “/products” to visitors who have not converted on it yet after 40% of the page is scrolled, once every 3 days.',
      );
    await page.getByRole('button', { name: 'Save targeting' }).click();
    await page.getByText('Saved when Spring welcome shows.').waitFor();
    const stored = await ownerApi.rest<{ popup: Record<string, unknown> }>(
      'GET',
      `/wp-json/pinwheel/v1/popups/${popupId}`,
      undefined,
      200,
    );
    expect(stored.popup).toMatchObject({
      display_after_sec_active: 'no',
      display_after_scroll_active: 40,
      show_on_pages: [{ rule: 'contain', value: '/products' }],
    });
  });

  it('says why it would not show on a page its rule leaves out', async () => {
    await page.getByRole('link', { name: 'Why does it (not) show?' }).click();
    await page.waitForURL(/\/admin\/popups\/why\?/);
    await page.getByLabel('Page address').fill('https://linen.example/about');
    await page.getByRole('button', { name: 'Check this page' }).click();
    const item = page.locator(`.popup-why__item[data-popup-id="${popupId}"]`);
    await item.waitFor();
    const texts = (await item.locator('p').allTextContents()).map(visible);
    expect(texts).toContain('Not shown: it is a draft. Publish it first.');
    expect(texts).toContain(
      'Once live, it would still not show: this address is not one of its pages (on pages whose address contains “/products”).',
    );
    // The same page with the address the rule names: only the draft keeps it away.
    await page.getByLabel('Page address').fill('https://linen.example/products/shirt');
    await page.getByRole('button', { name: 'Check this page' }).click();
    await expect
      .poll(async () => (await item.locator('p').allTextContents()).map(visible))
      .toContain(
        'Once it is live, it would show after 40% of the page is scrolled, once every 3 days.',
      );
  });

  it('refuses an address that is not a web address, beside the field', async () => {
    await page.getByLabel('Page address').fill('linen.example/about');
    await page.getByRole('button', { name: 'Check this page' }).click();
    await page.getByText('Enter a whole web address, starting with https:// or http://.').waitFor();
    expect(await page.getByLabel('Page address').getAttribute('aria-invalid')).toBe('true');
  });

  it('passes an axe scan on all three pages in English and Hebrew, wide and on a phone', async () => {
    const pages = [
      { path: '/admin/popups/new', ready: '.popup-gallery' },
      { path: `/admin/popups/${popupId}/targeting`, ready: '.popup-targeting' },
      {
        path: `/admin/popups/why?url=${encodeURIComponent('https://linen.example/about')}`,
        ready: '.popup-why__results',
      },
    ];
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const { path, ready } of pages) {
          await page.goto(`${server.url}${path}`);
          await page.locator(ready).waitFor();
          const found = await axeViolations(page);
          expect(found, `${path} ${lang} ${width}: ${found.join('; ')}`).toEqual([]);
          expect(await sidewaysOverflow(page), `${path} ${lang} ${width}`).toBeLessThanOrEqual(0);
        }
      }
    }
  });
});
