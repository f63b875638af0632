// A Hebrew page shows the Hebrew popup: the demo's welcome popup on our storefront, asked for by a
// Hebrew visitor on the Hebrew store, comes in its Hebrew words, right to left, its X on the left;
// the same popup on the English store for an English visitor stays English, left to right. The
// Black Friday full page on a Hebrew phone fills the screen with its Hebrew words and controls.
// The demo's wheel of fortune on a Hebrew page, in an English browser, has Hebrew slices, and the
// server's answer after the spin names the prize in Hebrew, as the result screen says it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const DEMO_LIGHTBOX = 'demolightbox1';
const DEMO_WHEEL = 'demogamified1';
/** The demo wheel's slices in Hebrew, in their order on the wheel. */
const HEBREW_SLICES = ['10% הנחה', 'משלוח חינם', '20% הנחה', 'לא הפעם'];

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

  async function storefrontPage(
    lang: 'en' | 'he',
    popupId = DEMO_LIGHTBOX,
    viewport = { width: 1280, height: 800 },
  ): Promise<Page> {
    const context = await browser.newContext({
      locale: lang === 'he' ? 'he-IL' : 'en-US',
      viewport,
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
    const page = await context.newPage();
    // The Black Friday full page shows until its countdown ends (1 December 2026): the page's
    // clock is set to Black Friday week, so the test does not expire with the offer.
    await page.clock.install({ time: new Date('2026-11-27T12:00:00Z') });
    // Preview mode: the popup fires at once, whatever its delay, and nothing is counted.
    await page.goto(`${server.url}/?pinwheel_preview=${popupId}`);
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
    'a Hebrew phone shows the Black Friday full page in Hebrew, filling the screen, its Skip and copy button in Hebrew at full size',
    { timeout: 180_000 },
    async () => {
      const page = await storefrontPage('he', 'demofullpage1', { width: 390, height: 844 });
      const dialog = page.locator('pinwheel-popup [role="dialog"]').first();
      expect(await page.locator('pinwheel-popup .layer').first().getAttribute('dir')).toBe('rtl');
      expect((await dialog.getByRole('heading').first().textContent())?.trim()).toBe(
        '20% הנחה על כל הסל',
      );
      expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      const skip = dialog.getByRole('button', { name: 'דלג' });
      expect((await skip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expect.poll(() => dialog.getByRole('button', { name: 'העתקת הקוד' }).count()).toBe(1);
      await page.context().close();
    },
  );

  it(
    'the demo wheel on a Hebrew page shows Hebrew slices and names the prize won in Hebrew',
    { timeout: 180_000 },
    async () => {
      // An English browser: the page's language is the popup's.
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/?lang=he`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
      await page.waitForFunction(() => 'Pinwheel' in window, null, { timeout: 150_000 });
      // Opened as a link on the page would open it (its own trigger is the pointer leaving).
      await page.evaluate((id) => {
        const pinwheel = (window as unknown as { Pinwheel: { open(id: string): Promise<boolean> } })
          .Pinwheel;
        return pinwheel.open(id);
      }, DEMO_WHEEL);
      const dialog = page.getByRole('dialog', { name: 'סובבו את הגלגל!' });
      await dialog.waitFor({ timeout: 150_000 });
      const wheel = dialog.getByRole('img', { name: 'גלגל פרסים' });
      await expect.poll(() => wheel.locator('svg text').allTextContents()).toEqual(HEBREW_SLICES);

      await dialog.getByLabel('כתובת אימייל').fill('wheel-he@languages.test');
      const answered = page.waitForResponse((response) =>
        response.url().includes('/api/display/conversion/'),
      );
      await dialog.getByRole('button', { name: 'סובבו' }).click();
      const { prize } = (await (await answered).json()) as {
        prize: { label: string; is_winner: 0 | 1 };
      };
      // The draw is the server's (any slice); whichever it is, it comes in Hebrew.
      expect(HEBREW_SLICES).toContain(prize.label);
      const result = page.locator('pinwheel-popup .game-result');
      await result.waitFor();
      if (prize.is_winner === 1) {
        expect(await result.getByRole('heading').textContent()).toBe('זכית!');
        expect(await result.locator('.game-prize').textContent()).toBe(prize.label);
      } else {
        expect(await result.getByRole('heading').textContent()).toBe('לא הפעם');
        await result.getByText('בפעם הבאה!').waitFor();
      }
      await context.close();
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
