// Screenshots of the popup editor (/admin/popups/:id) with its live preview, at 1280 and 390 px
// wide, in English and Hebrew, for a person to look at (not a test). Run against a built server
// started by hand with ADMIN_PASSWORD=pinwheel-test-pw:
//   npx tsx e2e/popup-editor-screenshots.ts http://127.0.0.1:3948 /tmp/popup-editor-shots
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3948', out = '/tmp/popup-editor-shots'] = process.argv.slice(2);
const popupId = process.argv[4] ?? 'demolightbox1';
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
try {
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/admin/sign-in`);
      await page.locator('input[type=email]').fill('owner@pinwheel.local');
      await page.locator('input[type=password]').fill('pinwheel-test-pw');
      await page.locator('input[type=password]').press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.goto(`${base}/admin/popups/${popupId}`);
      await page.locator('.popup-preview__stage [role="dialog"]').waitFor({ timeout: 30_000 });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${out}/editor-${lang}-${width}.png` });
      await page.screenshot({ path: `${out}/editor-${lang}-${width}-full.png`, fullPage: true });
      await page
        .locator('.popup-preview')
        .screenshot({ path: `${out}/preview-${lang}-${width}.png` });
      // A game's result screen, on a phone.
      await page.goto(`${base}/admin/popups/demogamified1`);
      await page.locator('.popup-preview__stage [role="dialog"]').waitFor({ timeout: 30_000 });
      await page.locator('.popup-preview__screen select').selectOption('result');
      await page.locator('.popup-preview [aria-pressed]').nth(3).click();
      await page.locator('.popup-preview__stage .game-result').waitFor({ timeout: 30_000 });
      await page.locator('.popup-preview').screenshot({ path: `${out}/game-${lang}-${width}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
