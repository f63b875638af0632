// A news ticker in a top bar as a visitor meets it (spec §9 default news-ticker 7000 ms), in
// Chromium against the real server on the page's own clock: one message at a time, the next after
// 7 s, held while pointed at, stopped by its pause button (named in the popup's language), never
// a live region; with reduced motion the message changes without sliding. English and Hebrew.
import { NEWS_TICKER_DEFAULT_MS } from '@pinwheel/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWithPausedClock, runClockUntilShown } from './harness/paused-clock.ts';
import { widgetHostPage } from './harness/widget-host-page.ts';
import { widgetTestBed } from './harness/widget-test-bed.ts';

const MESSAGES = {
  en: ['Free returns for 30 days', 'New arrivals every Monday', 'Gift cards from $10'],
  he: ['החזרות חינם ל־30 יום', 'מוצרים חדשים בכל יום שני', 'כרטיסי מתנה מ־10 ₪'],
};
const PAUSE = { en: 'Pause messages', he: 'השהיית ההודעות' };
const PLAY = { en: 'Play messages', he: 'הפעלת ההודעות' };

describe('a news ticker', () => {
  const bed = widgetTestBed();

  async function visit(lang: 'en' | 'he', reducedMotion: 'reduce' | 'no-preference') {
    const { clientId } = await bed.owner.siteWith(`Ticker ${lang} ${reducedMotion}`, [
      {
        poptin_type: 'bar',
        poptin_format: 'format_1',
        poptin_size: { width: 1920, height: 90 },
        display_after_sec_active: 0,
        design_properties: { poptin_location: 'center-top' },
        design: { blocks: [{ type: 'ticker', messages: MESSAGES[lang] }] },
      },
    ]);
    const path = `/ticker-${lang}-${reducedMotion}`;
    bed.host.page(
      path,
      widgetHostPage({ serverUrl: bed.server.url, clientId, body: '<h1>Shop</h1>' }),
    );
    const context = await bed.newContext({
      viewport: { width: 1280, height: 800 },
      locale: lang === 'he' ? 'he-IL' : 'en-US',
      reducedMotion,
    });
    const page = await context.newPage();
    await openWithPausedClock(page, `${bed.host.url}${path}`, '.ticker-message');
    return page;
  }

  const shown = (page: Page) => page.locator('.ticker-message').textContent();

  it.each(['en', 'he'] as const)(
    'moves on every 7 s, holds while pointed at, and pauses on its button (%s)',
    async (lang) => {
      expect(NEWS_TICKER_DEFAULT_MS).toBe(7000);
      const page = await visit(lang, 'no-preference');
      const [first, second, third] = MESSAGES[lang];
      expect(await shown(page)).toBe(first);
      expect(await page.locator('.ticker-message').getAttribute('aria-live')).toBe('off');
      // It slides in (no reduced motion asked for).
      expect(
        await page
          .locator('.ticker-message')
          .evaluate((element) =>
            element.getAnimations().map((motion) => (motion as CSSAnimation).animationName),
          ),
      ).toEqual(['pinwheel-ticker-in']);
      await page.clock.runFor(6_900);
      expect(await shown(page)).toBe(first);
      await page.clock.runFor(200);
      expect(await shown(page)).toBe(second);
      // Pointed at: it waits for the reader.
      await page.locator('.ticker-message').hover();
      await page.clock.runFor(20_000);
      expect(await shown(page)).toBe(second);
      await page.mouse.move(640, 600);
      await page.clock.runFor(7_100);
      expect(await shown(page)).toBe(third);
      // Paused by its button, in the popup's language, until played again.
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: PAUSE[lang] }).click();
      await page.mouse.move(640, 600);
      await page.clock.runFor(30_000);
      expect(await shown(page)).toBe(third);
      await dialog.getByRole('button', { name: PLAY[lang] }).waitFor();
      await dialog.getByRole('button', { name: PLAY[lang] }).click();
      await page.mouse.move(640, 600);
      // Focus stays on the button: held while the visitor is in it. Tab on to the X lets it go.
      await page.clock.runFor(20_000);
      expect(await shown(page)).toBe(third);
      await page.keyboard.press('Tab');
      await runClockUntilShown(page, `.ticker-message:text-is("${first}")`);
    },
  );

  it('changes the message without sliding for a visitor who asked for reduced motion', async () => {
    const page = await visit('en', 'reduce');
    expect(
      await page.locator('.ticker-message').evaluate((element) => element.getAnimations().length),
    ).toBe(0);
    await page.clock.runFor(7_100);
    expect(await shown(page)).toBe(MESSAGES.en[1]);
  });
});
