// Screenshots of the cart page with a discount code applied, at 1280 and 390 px wide, in English
// and Hebrew, for a person to look at (not a test). Run against a built server started by hand:
//   npx tsx e2e/coupon-screenshots.ts http://127.0.0.1:3947 /tmp/shots
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3947', out = '/tmp/coupon-shots'] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
try {
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
      // The demo's popups would cover the page.
      await context.route('**/embed.js*', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${base}/product/stoneware-mug?attribute_pattern=stripes`);
      await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
      await page.locator('#quantity').fill('2');
      const add = page.locator('.purchase-form button[type=submit]');
      await add.click();
      await page.waitForFunction(
        () => document.querySelector('.purchase-form button[data-state=added]') !== null,
      );
      await page.goto(`${base}/cart`);
      await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
      await page.locator('#coupon_code').fill('welcome10');
      await page.locator('.coupon-form__apply button[type=submit]').click();
      await page.locator('.cart-totals__total').waitFor();
      // Not hovered or focused: the page as it rests.
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.screenshot({ path: `${out}/cart-${lang}-${width}.png`, fullPage: true });
      // The mini cart, opened over the page, with the code and the new total.
      await page.locator('button.mini-cart__toggle').click();
      await page.locator('.mini-cart__total').waitFor();
      await page.screenshot({ path: `${out}/mini-cart-${lang}-${width}.png` });
      await page.goto(`${base}/checkout`);
      await page.locator('.order-summary__discount').waitFor();
      await page.screenshot({ path: `${out}/checkout-${lang}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
