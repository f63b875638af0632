// A/B variants made from the dashboard, and the products block in the editor's preview, in
// Chromium: from a popup's A/B page "Add a variant" opens a draft copy in the editor, its heading
// is changed and saved, and the A/B page lists the original and the variant with their split,
// which the variant joins when published there; axe finds nothing on that page at 1280 and
// 390 px in English and Hebrew. An editor of a popup with a products block draws the shop's
// products, with their names and prices, in its live preview.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { basicPopup, signInAsOwner, type OwnerApi } from './harness/owner-api.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('A/B variants and the products preview in the dashboard', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerApi: OwnerApi;
  let siteId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ownerApi = await signInAsOwner(server.url);
    siteId = (await ownerApi.createSite('Variant shop')).id;
    // The scans inject axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    await signInOnPage(page, server.url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const preview = () => page.locator('.popup-preview__stage [role="dialog"]');
  const rows = () => page.locator('.ab-table tbody tr');
  const rowOf = (name: string) => rows().filter({ has: page.getByText(name, { exact: true }) });
  const shownTo = (name: string) => rowOf(name).locator('td').first().innerText();

  it('adds a variant from the A/B page, edits its heading, and lists both with their split', async () => {
    const id = await ownerApi.createPopup(
      siteId,
      basicPopup('Spring offer', {
        design: { blocks: [{ type: 'heading', text: 'Spring is here', level: 2 }] },
      }),
    );
    await page.goto(`${server.url}/admin/popups/${id}/ab`);
    await page.getByText('This popup has no variants yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add a variant' }).click();

    // The new variant opens in the editor, a copy of the original.
    await page.getByRole('heading', { name: 'Edit “Spring offer (variant B)”' }).waitFor();
    const variantId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(variantId).not.toBe(id);
    await page.getByText('Added Spring offer (variant B) as a draft.', { exact: false }).waitFor();
    const heading = page.getByLabel('Heading (English)', { exact: true }).first();
    expect(await heading.inputValue()).toBe('Spring is here');
    await heading.fill('Spring sale: 20% off');
    await expect
      .poll(() => preview().getByRole('heading').first().textContent())
      .toBe('Spring sale: 20% off');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('“Spring offer (variant B)” is saved.').last().waitFor();

    // Back to the test: both popups, the draft variant shown to no one until it is published.
    await page.getByRole('link', { name: 'A/B results', exact: true }).click();
    await page.getByRole('heading', { name: 'A/B test: Spring offer' }).waitFor();
    await rowOf('Spring offer (variant B)').waitFor();
    expect(await rows().count()).toBe(2);
    expect(await shownTo('Spring offer')).toBe('100%');
    expect(await shownTo('Spring offer (variant B)')).toBe('0%');
    await page.getByRole('button', { name: 'Publish Spring offer (variant B)' }).click();
    await page.getByText('Spring offer (variant B) is live', { exact: false }).waitFor();
    await expect.poll(() => shownTo('Spring offer (variant B)')).toBe('50%');
    expect(await shownTo('Spring offer')).toBe('50%');

    // What was saved is the variant's own; the original keeps its words.
    const variant = await ownerApi.rest<{ popup: { design: { blocks: { text: string }[] } } }>(
      'GET',
      `/wp-json/pinwheel/v1/popups/${variantId}`,
      undefined,
      200,
    );
    expect(variant.popup.design.blocks[0]!.text).toBe('Spring sale: 20% off');
    const original = await ownerApi.rest<{ popup: { design: { blocks: { text: string }[] } } }>(
      'GET',
      `/wp-json/pinwheel/v1/popups/${id}`,
      undefined,
      200,
    );
    expect(original.popup.design.blocks[0]!.text).toBe('Spring is here');

    for (const lang of ['en', 'he'] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/popups/${variantId}/ab?lang=${lang}`);
        await rowOf('Spring offer (variant B)').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const violations = await axeViolations(page);
        expect(violations, `${lang} ${width} ${JSON.stringify(violations)}`).toEqual([]);
        if (width === 390) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('tells why an embedded popup gets no variant', async () => {
    const id = await ownerApi.createPopup(
      siteId,
      basicPopup('Footer form', { poptin_type: 'embedded' }),
    );
    await page.goto(`${server.url}/admin/popups/${id}/ab?lang=en`);
    await page.getByText('An embedded popup cannot be A/B tested', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Add a variant' }).count()).toBe(0);
  });

  it('draws the shop’s products, with names and prices, in the editor’s preview', async () => {
    const id = await ownerApi.createPopup(
      siteId,
      basicPopup('Goes well with', {
        poptin_target: 'click',
        design: {
          blocks: [{ type: 'heading', text: 'You may also like', level: 2 }, { type: 'products' }],
        },
        shopify_product_settings: {
          category: 'manual',
          manual_products: ['prod-brass-pen', 'prod-wall-clock'],
          count: 3,
          buttons_action: 'add_to_cart',
        },
      }),
    );
    await page.goto(`${server.url}/admin/popups/${id}?lang=en`);
    const cards = preview().locator('.product');
    await cards.first().waitFor();
    expect(await cards.locator('.product-title').allTextContents()).toEqual([
      'Brass Pen',
      'Quiet Wall Clock',
    ]);
    expect(await cards.first().locator('.product-price .now').textContent()).toBe('$38.00');
    expect(await cards.first().locator('.product-price s').textContent()).toBe('$48.00');

    // In Hebrew the preview asks for the products' Hebrew names.
    await page.getByRole('button', { name: 'Hebrew', exact: true }).click();
    await expect.poll(() => cards.first().locator('.product-title').textContent()).toBe('עט פליז');
  });
});
