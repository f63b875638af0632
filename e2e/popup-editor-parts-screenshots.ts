// Screenshots of the popup editor's prizes, products, teaser and countdown parts with the live
// preview, at 1280 and 390 px wide, in English and Hebrew, for a person to look at (not a test).
// Run against a built server started by hand with ADMIN_PASSWORD=pinwheel-test-pw (it changes the
// demo lightbox: a teaser, a dated countdown and a Products block):
//   npx tsx e2e/popup-editor-parts-screenshots.ts http://127.0.0.1:3985 /tmp/popup-editor-parts
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { chromiumOptions } from './harness/chromium-options.ts';

const [base = 'http://127.0.0.1:3985', out = '/tmp/popup-editor-parts'] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);

async function signIn(page: Page) {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[type=email]').fill('owner@pinwheel.local');
  await page.locator('input[type=password]').fill('pinwheel-test-pw');
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL((url) => url.pathname === '/admin');
}

const openEditor = async (page: Page, id: string) => {
  await page.goto(`${base}/admin/popups/${id}`);
  await page.locator('.popup-preview__stage [role="dialog"]').waitFor({ timeout: 60_000 });
};

/** The section whose heading says `title` scrolled to the top of the window, then the window. */
async function shot(page: Page, title: string, name: string) {
  await page
    .getByRole('heading', { name: title, level: 3, exact: true })
    .evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${out}/${name}.png` });
}

const titles = {
  en: { prizes: 'Prizes', teaser: 'Teaser', products: 'Products', timers: 'Timers' },
  he: { prizes: 'פרסים', teaser: 'טיזר', products: 'מוצרים', timers: 'טיימרים' },
};

try {
  // Set the lightbox up once, in English: a teaser, a dated countdown, a Products block.
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await openEditor(page, 'demolightbox1');
    await page.getByLabel('New block').first().selectOption('products');
    await page.getByRole('button', { name: 'Add block' }).first().click();
    await page.getByLabel('Products to show', { exact: true }).selectOption('manual');
    await page.getByRole('checkbox', { name: 'Stoneware Mug' }).check();
    await page.getByLabel('Show a teaser tab').check();
    await page.getByLabel('Teaser (English)').fill('Your 10% gift');
    await page.getByLabel('Teaser (Hebrew)').fill('המתנה שלך: 10%');
    await page.getByLabel('Countdown', { exact: true }).selectOption('date');
    await page.getByLabel('Ends at (your time)').fill('2031-03-01T18:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('is saved.').last().waitFor();
    await context.close();
  }
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: base }]);
      const page = await context.newPage();
      await signIn(page);
      await openEditor(page, 'demogamified1');
      await page.getByRole('button', { name: lang === 'he' ? 'הוספת פרס' : 'Add a prize' }).click();
      await shot(page, titles[lang].prizes, `prizes-${lang}-${width}`);
      await page
        .locator('.popup-prizes')
        .screenshot({ path: `${out}/prizes-list-${lang}-${width}.png` });

      await openEditor(page, 'demolightbox1');
      await page.locator('.popup-preview__screen select').selectOption('teaser');
      await page.locator('.popup-preview__stage button.teaser').waitFor();
      await shot(page, titles[lang].teaser, `teaser-${lang}-${width}`);
      await page
        .locator('.popup-preview')
        .screenshot({ path: `${out}/teaser-preview-${lang}-${width}.png` });
      await page.locator('.popup-preview__screen select').selectOption('form');
      await shot(page, titles[lang].products, `products-${lang}-${width}`);
      await shot(page, titles[lang].timers, `countdown-${lang}-${width}`);
      await page.screenshot({ path: `${out}/full-${lang}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
