// The dashboard's products in Chromium against the real server: the owner creates a product with
// two attributes from scratch (a picture uploaded with its progress shown, variations generated
// from the chosen terms and priced in the grid), and a shopper sees its swatches, price and stock
// on the storefront and buys it; a price edited in the dashboard shows there at once. A second
// owner's save on an old version is told and chooses; the list finds, filters and bulk-changes
// products, its trash undoable; and axe finds nothing serious, in English and Hebrew, at 1280 and
// 390 px.
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe("the owner's products", () => {
  let server: ServerProcess;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let productPath = '';
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The scan injects axe's script, which the pages' CSP would refuse.
    ownerContext = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    await ownerContext.route('**/embed.js*', (route) => route.abort());
    owner = await ownerContext.newPage();
    await signIn(owner);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await ownerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page) {
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  }

  async function shopper() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.route('**/embed.js*', (route) => route.abort());
    return context.newPage();
  }

  /** The editor's save, waited for until its status says so. */
  async function save(page: Page, said = /Saved at/) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.product-editor__status').filter({ hasText: said }).waitFor();
  }

  it('creates a product with two attributes from scratch: a picture uploaded, variations generated and priced', async () => {
    await owner.goto(`${server.url}/admin/products`);
    await owner.getByRole('link', { name: 'Add product' }).first().click();
    await owner.waitForURL(`${server.url}/admin/products/new`);

    await owner.getByLabel('With options (colour, size…)').check();
    await owner.getByRole('textbox', { name: 'Name (required)' }).fill('Harbour Hoodie');
    await owner.getByLabel('Name in Hebrew').fill('קפוצ׳ון הנמל');

    // A picture uploaded in the media picker, its progress bar shown while it goes.
    await owner.getByRole('button', { name: 'Add pictures' }).click();
    const picker = owner.getByRole('dialog', { name: 'Choose pictures' });
    await picker.waitFor();
    await owner.evaluate(() => {
      (window as unknown as { progressSeen: boolean }).progressSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.media-picker__uploads progress')) {
          (window as unknown as { progressSeen: boolean }).progressSeen = true;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await picker.locator('input[type=file]').setInputFiles({
      name: 'hoodie.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 320, [47, 62, 92]),
    });
    await picker.getByText('hoodie.png uploaded.').waitFor();
    expect(
      await owner.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen),
    ).toBe(true);
    await picker.getByRole('button', { name: /^Choose/ }).click();
    await owner.getByRole('button', { name: 'Remove picture 1' }).waitFor();

    // Two attributes, two terms each, then the four combinations.
    await owner.getByLabel('Offer Colour').check();
    await owner.getByRole('checkbox', { name: 'Navy' }).check();
    await owner.getByRole('checkbox', { name: 'Sand' }).check();
    await owner.getByLabel('Offer Size').check();
    await owner.getByRole('checkbox', { name: 'S', exact: true }).check();
    await owner.getByRole('checkbox', { name: 'M', exact: true }).check();
    await owner.getByRole('button', { name: 'Generate variations' }).click();
    await owner.getByText('4 variations added, 0 to be deleted on save.').waitFor();
    const rows = owner.locator('.variation-grid tbody tr');
    // In the shop's order of the terms: Sand before Navy.
    expect(await rows.locator('th').allInnerTexts()).toEqual([
      expect.stringContaining('Sand / S'),
      expect.stringContaining('Sand / M'),
      expect.stringContaining('Navy / S'),
      expect.stringContaining('Navy / M'),
    ]);

    // Priced and stocked for all at once, then one of them on its own.
    await owner.getByLabel('Price for all', { exact: true }).fill('30');
    await owner.getByLabel('Stock for all').fill('6');
    await owner.getByRole('button', { name: 'Apply to all' }).click();
    const navyM = owner.getByLabel('Price, Navy / M', { exact: true });
    await navyM.fill('35');
    await navyM.blur();
    await owner.getByLabel('In stock, Navy / M', { exact: true }).fill('2');
    await owner.getByRole('group', { name: 'Categories' }).getByLabel('Apparel').check();
    await owner.getByLabel('Status').selectOption('publish');

    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.waitForURL(/\/admin\/products\/prod-/);
    productPath = new URL(owner.url()).pathname;
    await owner.getByRole('heading', { name: 'Edit Harbour Hoodie' }).waitFor();
    expect(await owner.getByLabel('Price, Navy / M', { exact: true }).inputValue()).toBe('35.00');
    expect(await owner.getByLabel('Price, Sand / S', { exact: true }).inputValue()).toBe('30.00');
  });

  it('shows the shopper its swatches, price and stock, and sells it', async () => {
    const page = await shopper();
    await page.goto(`${server.url}/product/harbour-hoodie`);
    await page.getByRole('heading', { name: 'Harbour Hoodie' }).waitFor();
    expect(
      await page
        .locator('.swatch-group [data-term]')
        .evaluateAll((swatches) => swatches.map((swatch) => swatch.getAttribute('data-term'))),
    ).toEqual(['sand', 'navy', 's', 'm']);
    await page.goto(`${server.url}/product/harbour-hoodie?attribute_color=navy&attribute_size=m`);
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    expect(await page.locator('.product__price').innerText()).toContain('$35.00');
    expect(await page.locator('.product__summary').innerText()).toMatch(/Only 2 left/);

    const button = page.locator('.purchase-form button[type=submit]');
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('added');
    await page.goto(`${server.url}/checkout`);
    await page.locator('#billing_email').fill('dana@buyer.example');
    await page.locator('#billing_phone').fill('+972 50 123 4567');
    await page.locator('#billing_first_name').fill('Dana');
    await page.locator('#billing_last_name').fill('Levi');
    await page.locator('#billing_address_1').fill('Herzl 1');
    await page.locator('#billing_city').fill('Tel Aviv');
    await page.locator('#billing_country').selectOption('IL');
    await page.getByLabel(/Cash on delivery/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\//);
    expect(await page.locator('main').innerText()).toContain('Harbour Hoodie');
  });

  it('shows a price edited in the dashboard on the storefront at once', async () => {
    await owner.goto(`${server.url}${productPath}`);
    const price = owner.getByLabel('Price, Sand / S', { exact: true });
    await price.fill('27.50');
    await price.blur();
    await save(owner);
    const page = await shopper();
    await page.goto(`${server.url}/product/harbour-hoodie?attribute_color=sand&attribute_size=s`);
    expect(await page.locator('.product__price').innerText()).toContain('$27.50');
  });

  it('tells a second owner saving an old version, who reloads or overwrites', async () => {
    const second = await ownerContext.newPage();
    await second.goto(`${server.url}${productPath}`);
    await owner.goto(`${server.url}${productPath}`);
    await owner.getByRole('textbox', { name: 'Name (required)' }).fill('Harbour Hoodie (first)');
    await save(owner);

    await second.getByRole('textbox', { name: 'Name (required)' }).fill('Harbour Hoodie (second)');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    // What they typed is still there; overwriting saves it over the first owner's.
    expect(await second.getByRole('textbox', { name: 'Name (required)' }).inputValue()).toBe(
      'Harbour Hoodie (second)',
    );
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect
      .poll(() => second.getByRole('textbox', { name: 'Name (required)' }).inputValue())
      .toBe('Harbour Hoodie (second)');
    await second.close();
  });

  it('finds products, moves them to drafts and the trash in bulk, and undoes the trash', async () => {
    await owner.goto(`${server.url}/admin/products`);
    await owner.getByLabel('Search by name or slug').fill('Harbour Hoodie');
    await owner.getByLabel('Search by name or slug').press('Enter');
    await owner.waitForURL(/search=Harbour/);
    const row = owner.locator('.product-table tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    await owner.getByLabel('Select Harbour Hoodie (second)').check();
    await owner.getByLabel('Action', { exact: true }).selectOption('draft');
    await owner.getByRole('button', { name: 'Apply', exact: true }).last().click();
    await owner.getByText('1 products updated.').waitFor();
    await row.getByText('Draft').waitFor();
    const page = await shopper();
    const response = await page.goto(`${server.url}/product/harbour-hoodie`);
    expect(response?.status()).toBe(404);

    await owner.getByLabel('Select Harbour Hoodie (second)').check();
    await owner.getByLabel('Action', { exact: true }).selectOption('trash');
    await owner.getByRole('button', { name: 'Apply', exact: true }).last().click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Move to the trash' }).click();
    await owner.getByText('1 products moved to the trash.').waitFor();
    await owner.getByText('No products match').waitFor();
    await owner.getByRole('button', { name: 'Undo' }).click();
    await owner.getByText('Restored.').waitFor();
    await row.getByText('Draft').waitFor();
  });

  it('passes an axe scan: list and editor, English and Hebrew, 1280 and 390 px', async () => {
    for (const lang of ['en', 'he']) {
      await ownerContext.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: 900 });
        for (const path of ['/admin/products', productPath, '/admin/products/new']) {
          await owner.goto(`${server.url}${path}`);
          await owner.locator('.admin-page__title').waitFor();
          await owner.locator('.admin-state--loading').waitFor({ state: 'detached' });
          expect(await blockingViolations(owner), `${lang} ${width} ${path}`).toEqual([]);
        }
      }
    }
    await owner.setViewportSize({ width: 1280, height: 900 });
    await ownerContext.addCookies([{ name: 'pinwheel_lang', value: 'en', url: server.url }]);
    // Twelve pages, each loaded and scanned.
  }, 180_000);
});

/** A PNG of one colour, made here so the test carries no binary file. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Serious and critical violations, one line each, readable in a failed assertion. */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  return results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} at ${JSON.stringify(node.target)}: ${rule.help}`),
    );
}
