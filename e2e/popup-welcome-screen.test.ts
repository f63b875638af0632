// A welcome screen as a visitor meets it (spec §2, §9), in Chromium against the real server, on the
// page's own clock: a full page shown at the top pushes the page down by its height (the window's),
// follows the window when it is resized or a phone turned, and when closed slides up over 1.5 s
// taking the page back up with it; then the page is exactly where it was. With reduced motion it
// leaves at once. In English and in Hebrew (right to left).
import { WELCOME_SCREEN_EXIT_MS, widgetText } from '@pinwheel/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWithPausedClock } from './harness/paused-clock.ts';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

describe('a welcome screen', () => {
  const bed = widgetTestBed();

  async function visit(
    name: string,
    lang: 'en' | 'he',
    reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  ): Promise<Page> {
    const { clientId } = await bed.owner.siteWith(name, [
      {
        poptin_type: 'fullpage',
        poptin_format: 'format_1',
        display_after_sec_active: 0,
        design_properties: {
          poptin_location: 'welcome-screen',
          poptin_design_exit_effect: 'fadeOut',
        },
        design: {
          blocks: [{ type: 'heading', text: `Welcome to ${name}`, level: 1 }],
        },
      },
    ]);
    const path = `/${name.replace(/\W+/g, '-')}`;
    bed.host.page(
      path,
      widgetHostPage({
        serverUrl: bed.server.url,
        clientId,
        body: `<main><h1>Shop front</h1><p style="height:3000px">Aisles</p></main>`,
      }),
    );
    const context = await bed.newContext({
      viewport: { width: 1280, height: 800 },
      locale: lang === 'he' ? 'he-IL' : 'en-US',
      reducedMotion,
    });
    const page = await context.newPage();
    await openWithPausedClock(page, `${bed.host.url}${path}`, 'pinwheel-popup');
    return page;
  }

  const pushed = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).marginTop);
  /** The push after the page's clock moves on a step (the popup's effects wait for a frame). */
  const pushedSoon = async (page: Page) => {
    await page.clock.runFor(50);
    return pushed(page);
  };
  const shopTop = async (page: Page) =>
    (await page.getByRole('heading', { name: 'Shop front' }).boundingBox())!.y;

  it.each(['en', 'he'] as const)(
    'pushes the page down by its height, follows a resize, and slides away over 1.5 s (%s)',
    async (lang) => {
      expect(WELCOME_SCREEN_EXIT_MS).toBe(1500);
      const page = await visit(`Welcome ${lang}`, lang);
      const dialog = page.getByRole('dialog', { name: `Welcome to Welcome ${lang}` });
      await dialog.waitFor();
      // The window's height: the shop starts just below the fold, under the screen.
      expect(await pushed(page)).toBe('800px');
      expect(await shopTop(page)).toBeGreaterThanOrEqual(800);
      // A phone held upright, then turned: the push is the screen's height each time.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => pushedSoon(page)).toBe('844px');
      await page.setViewportSize({ width: 844, height: 390 });
      await expect.poll(() => pushedSoon(page)).toBe('390px');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => pushedSoon(page)).toBe('800px');

      await dialog.getByRole('button', { name: widgetText(lang, 'close') }).click();
      // Sliding up: one motion of 1.5 s on the screen, the page coming up with it.
      const motions = await page.locator('pinwheel-popup').evaluate((host) =>
        host
          .shadowRoot!.querySelector('.layer')!
          .getAnimations()
          .map((motion) => ({
            name: (motion as CSSAnimation).animationName,
            duration: motion.effect?.getTiming().duration,
          })),
      );
      expect(motions).toEqual([{ name: 'pinwheel-welcome-out', duration: 1500 }]);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).transitionDuration),
      ).toBe('1.5s');
      await page.clock.runFor(1_400);
      expect(await page.locator('pinwheel-popup').count()).toBe(1);
      await page.clock.runFor(200);
      expect(await page.locator('pinwheel-popup').count()).toBe(0);
      // The page is back where it was, no style of ours left on it.
      expect(await page.evaluate(() => document.documentElement.style.marginTop)).toBe('');
      expect(await page.evaluate(() => document.documentElement.style.transition)).toBe('');
      // The page's slide is a CSS transition, on the browser's own time rather than the page's
      // paused clock: once it has run out, the shop is at the top again.
      await page.waitForFunction(() => document.documentElement.getAnimations().length === 0);
      expect(await pushed(page)).toBe('0px');
      expect(await shopTop(page)).toBeLessThan(100);
    },
  );

  it('leaves at once, the page back with it, for a visitor who asked for reduced motion', async () => {
    const page = await visit('Welcome still', 'en', 'reduce');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Welcome still' });
    await dialog.waitFor();
    expect(await pushed(page)).toBe('800px');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('pinwheel-popup').count()).toBe(0);
    expect(await pushed(page)).not.toBe('800px');
    expect(await shopTop(page)).toBeLessThan(100);
  });
});
