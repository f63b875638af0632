// Screenshots of an A/B test's page after "Add a variant" and of the new variant in the editor,
// and of the editor's preview drawing a products block, at 1280 and 390 px in English and Hebrew,
// for a person to look at (not a test). Run against a built server started by hand with
// ADMIN_EMAIL=owner@e2e.test ADMIN_PASSWORD='e2e owner password':
//   npx tsx e2e/admin-popup-variant-screenshots.ts http://127.0.0.1:3949 /tmp/variant-shots
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3949', out = '/tmp/variant-shots'] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);

async function signIn(page: Page) {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[type=email]').fill('owner@e2e.test');
  await page.locator('input[type=password]').fill('e2e owner password');
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL((url) => url.pathname === '/admin');
}

try {
  // One popup under test and one with products, made through the owner API.
  const setup = await browser.newContext();
  const page = await setup.newPage();
  await signIn(page);
  const { nonce } = await (await page.request.get(`${base}/api/session`)).json();
  const headers = { 'x-pinwheel-nonce': nonce };
  const { sites } = await (await page.request.get(`${base}/api/admin/sites`)).json();
  const create = async (popup: object) =>
    (
      await (
        await page.request.post(`${base}/api/admin/sites/${sites[0].id}/popups`, {
          headers,
          data: { status: 'live', popup },
        })
      ).json()
    ).popup.id as string;
  const base_ = {
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: { poptin_location: 'center' },
  };
  const tested = await create({
    ...base_,
    poptin_name: 'Spring offer',
    design: { blocks: [{ type: 'heading', text: 'Spring is here', level: 2 }] },
  });
  const products = await create({
    ...base_,
    poptin_target: 'click',
    poptin_name: 'Goes well with',
    design: {
      blocks: [{ type: 'heading', text: 'You may also like', level: 2 }, { type: 'products' }],
    },
    shopify_product_settings: {
      category: 'manual',
      manual_products: ['prod-brass-pen', 'prod-wall-clock', 'prod-stoneware-mug'],
      count: 3,
      buttons_action: 'add_to_cart',
    },
  });
  await page.goto(`${base}/admin/popups/${tested}/ab`);
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/ab'));
  const variant = new URL(page.url()).pathname.split('/').at(-1)!;
  await setup.close();

  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
      const shot = await context.newPage();
      await signIn(shot);
      await shot.goto(`${base}/admin/popups/${variant}/ab`);
      await shot.locator('.ab-table tbody tr').nth(1).waitFor({ timeout: 30_000 });
      await shot.screenshot({ path: `${out}/ab-${lang}-${width}.png`, fullPage: true });
      await shot.goto(`${base}/admin/popups/${variant}`);
      await shot.locator('.popup-preview__stage [role="dialog"]').waitFor({ timeout: 30_000 });
      await shot.screenshot({ path: `${out}/variant-editor-${lang}-${width}.png` });
      await shot.locator('.admin-section').last().scrollIntoViewIfNeeded();
      await shot.screenshot({ path: `${out}/variant-editor-ab-${lang}-${width}.png` });
      await shot.goto(`${base}/admin/popups/${products}`);
      await shot.locator('.popup-preview__stage .product').first().waitFor({ timeout: 30_000 });
      await shot
        .locator('.popup-preview')
        .screenshot({ path: `${out}/products-${lang}-${width}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
