import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3940';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.route('**/embed.js*', (r) => r.abort());
await page.goto(base);
await page.locator('button.customer-entry').waitFor();
await page.locator('button.customer-entry').click();
await page.getByRole('dialog').waitFor();
await page.getByRole('button', { name: 'Register' }).click();
await page.locator('altcha-widget input[type=checkbox]').waitFor();
page.on('request', (r) => console.log('req', r.url()));
console.log(
  'css',
  await page.evaluate(() => document.getElementById('pinwheel-altcha-css')?.textContent?.length),
);
await page.screenshot({ path: '/tmp/c/reg.png' });
await page.getByText("I'm not a robot").click();
await page.waitForTimeout(5000);
console.log(await page.locator('altcha-widget').evaluate((el) => el.outerHTML.slice(0, 300)));
await page.screenshot({ path: '/tmp/c/reg2.png' });
await browser.close();
