// Screenshots of the demo popups that hand out codes, at 1280 and 390 px wide, in English and
// Hebrew, for a person to look at (not a test): the welcome lightbox and its thank-you code, the
// Black Friday bar and takeover, the mobile popup's default thanks with WELCOME10, and the
// "Still looking?" popup's single-use PICKS code issued to a real lead. Run against a built
// server started by hand:
//   npx tsx e2e/popup-coupon-screenshots.ts http://127.0.0.1:3912 /tmp/popup-coupon-shots
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';
import { popupMotionSettled } from './harness/popup-motion.ts';

const [base = 'http://127.0.0.1:3912', out = '/tmp/popup-coupon-shots'] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);

async function submit(page: Page, dialogName: string, label: string, email: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await dialog.getByLabel(label).fill(email);
  await dialog.locator('form button[type=submit]').click();
}

try {
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const shot = async (name: string, open: (page: Page) => Promise<void>, mobile = false) => {
        const context = await browser.newContext({
          viewport: { width, height: width > 400 ? 800 : 844 },
          extraHTTPHeaders: { 'accept-language': lang },
          ...(mobile
            ? {
                userAgent:
                  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
              }
            : {}),
        });
        await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
        const page = await context.newPage();
        await open(page);
        await popupMotionSettled(page); // entry effects and the thank-you fade
        await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png` });
        await context.close();
      };
      await shot('lightbox', async (page) => {
        await page.goto(`${base}/?pinwheel_preview=demolightbox1`);
        await page.getByRole('dialog').waitFor();
      });
      await shot('lightbox-thanks', async (page) => {
        await page.goto(`${base}/?pinwheel_preview=demolightbox1`);
        await submit(page, 'Welcome! Take 10% off', 'Email address', 'dana@example.com');
      });
      await shot('bar', async (page) => {
        await page.goto(`${base}/?pinwheel_preview=demobar000001`);
        await page.getByRole('dialog').waitFor();
      });
      await shot('takeover', async (page) => {
        await page.goto(`${base}/?pinwheel_preview=demofullpage1`);
        await page.getByRole('dialog').waitFor();
      });
      if (width === 390) {
        await shot(
          'mobile-thanks',
          async (page) => {
            await page.goto(`${base}/?pinwheel_preview=demomobile001`);
            await submit(page, 'Shopping on your phone?', 'Your email, for 10% off', 'a@b.example');
          },
          true,
        );
      }
      await shot('picks-issued', async (page) => {
        await page.goto(`${base}/shop`);
        await page.waitForFunction(() => 'Pinwheel' in window);
        await page.evaluate(() =>
          (window as unknown as { Pinwheel: { open(id: string): Promise<boolean> } }).Pinwheel.open(
            'demobrowsing1',
          ),
        );
        await submit(
          page,
          'Still looking around?',
          'Email address',
          `shot-${lang}-${width}@b.example`,
        );
        await page.getByRole('dialog', { name: 'Here is your code' }).waitFor();
      });
    }
  }
} finally {
  await browser.close();
}
