// Screenshots of the customer dialogs, the account page and the owner's Customers page at 1280 and
// 390 px, in English and Hebrew, for looking at (npx tsx e2e/screenshots-customer-accounts.ts).
import { chromium, type Page } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3941';
const out = process.env.OUT_DIR ?? '/tmp';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${out}/${name}.png` });
}

for (const lang of ['en', 'he'] as const) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 860 } });
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${base}/?lang=${lang}`);
    await page.locator('button.customer-entry').waitFor();
    await page.locator('button.customer-entry').click();
    await page.locator('dialog.customer-dialog').waitFor();
    await shot(page, `customer-sign-in-${lang}-${width}`);
    await page.locator('.customer-dialog__switch button').last().click();
    await page.locator('altcha-widget').waitFor();
    await page.locator('.customer-dialog__submit').click();
    await shot(page, `customer-register-${lang}-${width}`);
    await context.close();
  }
}
await browser.close();
