// What a new shopper tripped on (issue 26), tried again in Chromium against the built server: a
// language chosen by ?lang= sticks to the next page, the "N reviews" link brings the reviews tab
// into view, the search forgives a swapped or dropped letter and offers a way on when nothing
// matches, the review form says what is missing in the shop's words, the contact form says why
// Send is grey, an email wraps only at its @ or dots, and the product page hydrates its lower
// parts when they come near the screen without losing what the server drew.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPageHydrated } from './harness/hydrated.ts';
import { collectPageErrors } from './harness/page-errors.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('what a shopper tripped on', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let pageErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors).toEqual([]);
  });

  async function openPage(width = 390): Promise<Page> {
    context = await browser.newContext({ viewport: { width, height: 844 } });
    // The popups are the widget's business; keep them from covering the page.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = [];
    collectPageErrors(page, pageErrors);
    return page;
  }

  const hydrated = (page: Page) => waitForPageHydrated(page);

  it('keeps a language chosen by ?lang=he on the next page the shopper clicks to', async () => {
    const page = await openPage(1280);
    await page.goto(`${server.url}/?lang=he`);
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    await hydrated(page);
    await page.locator('main a[href="/shop"]').first().click();
    await page.waitForURL(`${server.url}/shop`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('he');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // A fresh load of a plain address stays Hebrew too, and ?lang=en turns it back.
    await page.goto(`${server.url}/product/linen-shirt`);
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    await page.goto(`${server.url}/product/linen-shirt?lang=en`);
    await page.goto(`${server.url}/shop`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('scrolls to the reviews tab when the rating link under the title is clicked', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    await hydrated(page);
    const link = page.locator('a.product__rating');
    expect(await link.textContent()).toMatch(/\d+ reviews?/);
    await link.click();
    const tab = page.getByRole('tab', { name: /^Reviews/ });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    // In view: the tab's top is on the screen.
    await expect
      .poll(() => tab.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(844);
    const top = await tab.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(await page.locator('#reviews').isVisible()).toBe(true);
    // Scrolled away and clicked again (the hash is already #reviews): back in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.click();
    await expect
      .poll(() => tab.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(844);
  });

  it('finds the mug for "mgu" and wool for "wol", and offers best sellers and categories for nothing', async () => {
    const page = await openPage(1280);
    await page.goto(`${server.url}/search?s=mgu`);
    expect(await page.locator('.product-card').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Stoneware Mug')]),
    );
    await page.goto(`${server.url}/search?s=wol`);
    expect(await page.locator('.product-card').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Oak Lounge Armchair')]),
    );
    await page.goto(`${server.url}/search?s=qqxqz`);
    expect(await page.locator('.listing__empty').textContent()).toBe(
      'Nothing matches “qqxqz”. Try another word.',
    );
    expect(await page.getByRole('heading', { name: 'Popular products' }).isVisible()).toBe(true);
    expect(await page.locator('.search-results__suggestions .product-card').count()).toBe(4);
    const categories = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link');
    expect(await categories.count()).toBeGreaterThan(0);
    expect(await categories.first().getAttribute('href')).toMatch(/^\/category\//);
  });

  it('says in the shop’s words what the review form is missing, beside each field', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt#reviews`);
    await hydrated(page);
    const form = page.locator('form.review-form');
    await form.scrollIntoViewIfNeeded();
    // Hydrated when it came near: the form then checks itself instead of the browser's bubbles.
    await expect.poll(() => form.getAttribute('novalidate')).toBe('');
    await page.locator('.review-form input[name="email"]').fill('dana@');
    await form.getByRole('button', { name: 'Submit review' }).click();
    const problems = form.locator('.review-form__problem');
    await expect
      .poll(() => problems.allTextContents())
      .toEqual([
        'This field is required.',
        'Please enter a valid email address.',
        'This field is required.',
      ]);
    const author = form.locator('input[name="author"]');
    expect(await author.getAttribute('aria-invalid')).toBe('true');
    expect(await author.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('says why Send is grey on the contact form, and stops saying it once consent is given', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/contact`);
    await hydrated(page);
    const send = page.getByRole('button', { name: 'Send' });
    await expect.poll(() => send.isDisabled()).toBe(true);
    const hint = page.locator('.pw-cf__gate-hint');
    expect(await hint.textContent()).toBe(
      'You must accept the terms and conditions before sending your message.',
    );
    expect(await send.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await page.getByLabel('I agree that the shop keeps my message to answer it.').check();
    await expect.poll(() => hint.count()).toBe(0);
    expect(await send.isDisabled()).toBe(false);
  });

  it('draws a checked checkbox in the shop’s accent, not the browser’s blue', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/contact`);
    await hydrated(page);
    const box = page.getByLabel('I agree that the shop keeps my message to answer it.');
    await box.check();
    const look = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return { appearance: style.appearance, background: style.backgroundColor };
    });
    expect(look).toEqual({ appearance: 'none', background: 'rgb(90, 47, 194)' });
  });

  it('keeps the product page’s lower parts drawn before they hydrate, then makes them work', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    await hydrated(page);
    // Server-drawn and readable before the shopper scrolls there.
    expect(await page.locator('#reviews').count()).toBe(1);
    expect(await page.locator('.share__list a').count()).toBeGreaterThan(0);
    await page.locator('.product__below-fold').scrollIntoViewIfNeeded();
    // Hydrated on approach: the tabs become a tab list.
    await expect.poll(() => page.getByRole('tab').count()).toBeGreaterThan(1);
  });
});
