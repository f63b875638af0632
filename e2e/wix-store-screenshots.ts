// Screenshots of the Wix stores section of /admin/integrations (one site connected, the demo site
// not), at 1280 and 390 px wide, in English and Hebrew, for a person to look at (not a test). Run
// against a built server started by hand with ADMIN_PASSWORD=pinwheel-test-pw:
//   npx tsx e2e/wix-store-screenshots.ts http://127.0.0.1:3920 /tmp/wix-shots
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3920', out = '/tmp/wix-shots'] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route('**/embed.js*', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${base}/admin/integrations`);
  await page.getByLabel('Email').fill('owner@pinwheel.local');
  await page.getByLabel('Password', { exact: true }).fill('pinwheel-test-pw');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/integrations');
  // Connect the first site, leave the others as they are.
  const first = page.locator('.wix-store').first();
  await first.getByLabel('Wix site id').fill('c0ffee00-1234-4abc-8def-0123456789ab');
  await first.getByLabel('API key').fill('IST.screenshot-key-4321');
  await first.getByRole('button', { name: 'Connect' }).click();
  await first.getByText('Connected with the key ending in').waitFor();
  for (const lang of ['en', 'he'] as const) {
    await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/admin/integrations`);
      await page.locator('.wix-stores').scrollIntoViewIfNeeded();
      await page.locator('.wix-store__disconnect summary').first().click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.locator('.wix-stores').screenshot({ path: `${out}/wix-${lang}-${width}.png` });
    }
  }
} finally {
  await browser.close();
}
