// A Hebrew page shows the Hebrew popup: the demo's welcome popup on our storefront, asked for by a
// Hebrew visitor on the Hebrew store, comes in its Hebrew words, right to left, its X on the left;
// the same popup on the English store for an English visitor stays English, left to right.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const DEMO_LIGHTBOX = 'demolightbox1';

describe('popups in both languages on our storefront', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function storefrontPage(lang: 'en' | 'he'): Promise<Page> {
    const context = await browser.newContext({
      locale: lang === 'he' ? 'he-IL' : 'en-US',
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
    const page = await context.newPage();
    // Preview mode: the popup fires at once, whatever its delay, and nothing is counted.
    await page.goto(`${server.url}/?pinwheel_preview=${DEMO_LIGHTBOX}`);
    await page.locator('pinwheel-popup [role="dialog"]').first().waitFor({ timeout: 150_000 });
    return page;
  }

  /** Where the popup's X sits against its dialog, and what it says. */
  async function popupSeen(page: Page) {
    const dialog = page.locator('pinwheel-popup [role="dialog"]').first();
    const x = page.locator('pinwheel-popup button.x').first();
    const [box, xBox] = await Promise.all([dialog.boundingBox(), x.boundingBox()]);
    return {
      documentLang: await page.evaluate(() => document.documentElement.lang),
      direction: await page.locator('pinwheel-popup .layer').first().getAttribute('dir'),
      heading: (await dialog.getByRole('heading').first().textContent())?.trim(),
      submit: (await dialog.locator('button[type="submit"]').first().textContent())?.trim(),
      closeLabel: await x.getAttribute('aria-label'),
      xOnLeft: xBox!.x + xBox!.width / 2 < box!.x + box!.width / 2,
    };
  }

  it(
    'a Hebrew storefront page shows the Hebrew popup right to left, its X on the left',
    { timeout: 180_000 },
    async () => {
      const page = await storefrontPage('he');
      expect(await popupSeen(page)).toEqual({
        documentLang: 'he',
        direction: 'rtl',
        heading: 'ברוכים הבאים! 10% הנחה',
        submit: 'לקוד ה־10% שלי',
        closeLabel: 'סגירה',
        xOnLeft: true,
      });
      await page.context().close();
    },
  );

  it(
    'the English storefront shows the same popup in English, left to right',
    { timeout: 180_000 },
    async () => {
      const page = await storefrontPage('en');
      expect(await popupSeen(page)).toEqual({
        documentLang: 'en',
        direction: 'ltr',
        heading: 'Welcome! Take 10% off',
        submit: 'Get my 10% code',
        closeLabel: 'Close',
        xOnLeft: false,
      });
      await page.context().close();
    },
  );
});
