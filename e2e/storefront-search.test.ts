// The storefront's search overlay in Chromium against the real server (spec popup-widget §3, §5,
// §7–§9 "Search"): opened from the header, searching from 3 characters once typing pauses, the
// recent searches (last 5 shown, 10 kept, clearable), a stale nonce refreshed from the answer and
// the search retried once, keyboard use of the dialog, the results' max height on a phone and on
// a desktop, Hebrew right to left, and the plain form without JavaScript. One server for the file.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { collectPageErrors } from './harness/page-errors.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

const NONCE_HEADER = 'x-pinwheel-nonce';
const RECENT_KEY = 'pinwheel_recent_searches';

describe('the search overlay in a browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let pageErrors: string[];
  /** Every search the page asked for (not the overview), in order. */
  let searches: Request[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function openPage(
    options: { javaScriptEnabled?: boolean; lang?: string; width?: number; height?: number } = {},
  ): Promise<Page> {
    const viewport = { width: options.width ?? 1280, height: options.height ?? 900 };
    context = await browser.newContext({
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      extraHTTPHeaders: { 'accept-language': options.lang ?? 'en' },
      viewport,
      screen: viewport,
    });
    // The demo's popups would cover the page mid-test: these tests leave the widget out.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = [];
    searches = [];
    collectPageErrors(page, pageErrors);
    page.on('console', (message) => {
      const aborted = message.location().url.includes('/embed.js');
      // The refused first try of a stale nonce is an expected 403 the browser logs.
      const refused = message.text().includes('403');
      if (message.type() === 'error' && !aborted && !refused) pageErrors.push(message.text());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searches.push(request);
    });
    return page;
  }

  async function openOverlay(page: Page) {
    await page.getByRole('button', { name: /^(Search the shop|חיפוש בחנות)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  const searchQueries = () =>
    searches.map((request) => new URL(request.url()).searchParams.get('query'));

  it('searches from 3 characters once typing pauses, with add to cart for simple products', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    const dialog = await openOverlay(page);
    const field = dialog.getByRole('searchbox', { name: 'Search the shop' });
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await field.pressSequentially('pe');
    await page.waitForTimeout(400);
    expect(searches).toHaveLength(0);
    expect(await dialog.getByRole('status').textContent()).toBe(
      'Type at least 3 characters to search.',
    );
    // Enter does not take two characters to the results page either.
    await field.press('Enter');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(searches).toHaveLength(0);

    await field.pressSequentially('n');
    await dialog.getByRole('link', { name: 'Brass Pen', exact: true }).waitFor();
    expect(searchQueries()).toEqual(['pen']);
    // A simple product goes in the cart from here: a plain form posting its variation to /cart/add.
    const pen = dialog.locator('.search-suggestion', { hasText: 'Brass Pen' });
    const cartForm = pen.locator('form');
    expect(await cartForm.getAttribute('action')).toBe('/cart/add');
    expect(await cartForm.getAttribute('method')).toBe('post');
    expect(await cartForm.locator('input[name="id"]').inputValue()).toMatch(/^\d+$/);
    expect(await cartForm.locator('input[name="quantity"]').inputValue()).toBe('1');
    expect(await pen.getByRole('button').textContent()).toBe('Add to cart: Brass Pen');

    // Typing on within the pause asks once, for the whole word; a variable product is chosen on
    // its page.
    await field.fill('');
    searches = [];
    await field.pressSequentially('linen', { delay: 15 });
    await dialog.getByRole('link', { name: 'Linen Shirt', exact: true }).waitFor();
    expect(searchQueries().at(-1)).toBe('linen');
    expect(searchQueries().length).toBeLessThan(3);
    const shirt = dialog.locator('.search-suggestion', { hasText: 'Linen Shirt' });
    expect(await shirt.getByRole('link', { name: /Choose options/ }).getAttribute('href')).toBe(
      '/product/linen-shirt',
    );
    // Posts match too; Enter goes to the results page with s, search_id and post_type.
    await dialog.getByRole('link', { name: 'Caring for linen', exact: true }).waitFor();
    await field.press('Enter');
    await page.waitForURL(/\/search\?s=linen&search_id=\w+&post_type=product$/);
    await page.getByRole('heading', { name: 'Results for “linen”' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows markup typed as text and answers 5,000 characters normally', async () => {
    const page = await openPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/`);
    const dialog = await openOverlay(page);
    const field = dialog.getByRole('searchbox');
    await field.fill('<img src=x onerror=alert(1)><script>alert(2)</script>');
    await dialog
      .getByText('Nothing matches “<img src=x onerror=alert(1)><script>alert(2)</script>”')
      .first()
      .waitFor();
    // Popular searches are offered instead.
    await dialog.getByRole('button', { name: 'sneakers' }).click();
    await dialog.getByRole('link', { name: 'Canvas Sneakers', exact: true }).waitFor();
    await field.evaluate((input: HTMLInputElement) => {
      // More than the field's own limit, as a script could put there.
      input.removeAttribute('maxlength');
    });
    await field.fill(`mug ${'a'.repeat(5000)}`);
    await dialog
      .getByText(/^Nothing matches/)
      .first()
      .waitFor();
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('remembers recent searches: the last 5 shown, 10 kept, runnable and clearable', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    // Nine earlier searches, as an earlier visit left them.
    const earlier = Array.from({ length: 9 }, (_, index) => `earlier ${9 - index}`);
    await page.evaluate(
      ([key, list]) => localStorage.setItem(key as string, JSON.stringify(list)),
      [RECENT_KEY, earlier] as const,
    );
    for (const search of ['mug', 'notebook']) {
      const dialog = await openOverlay(page);
      await dialog.getByRole('searchbox').fill(search);
      await dialog.getByRole('searchbox').press('Enter');
      await page.waitForURL(new RegExp(`s=${search}&`));
    }
    const stored: string[] = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]',
    );
    expect(stored).toEqual(['notebook', 'mug', ...earlier.slice(0, 8)]);

    const dialog = await openOverlay(page);
    const recent = dialog.getByRole('region', { name: 'Recent searches' });
    expect(await recent.getByRole('listitem').allTextContents()).toEqual([
      'notebook',
      'mug',
      'earlier 9',
      'earlier 8',
      'earlier 7',
    ]);
    // A recent search runs again from the list.
    await recent.getByRole('button', { name: 'mug' }).click();
    await dialog.getByRole('link', { name: 'Stoneware Mug', exact: true }).waitFor();
    expect(await dialog.getByRole('searchbox').inputValue()).toBe('mug');

    await dialog.getByRole('searchbox').fill('');
    await dialog.getByRole('button', { name: 'Clear recent searches' }).click();
    expect(await dialog.getByRole('region', { name: 'Recent searches' }).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('refreshes a stale nonce from the refusal and retries the search once', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    const dialog = await openOverlay(page);
    // The page's nonce belongs to this browser's id cookie; a new id (as a cleared cookie or
    // another tab's sign-out would bring) makes it stale for real.
    const [browserId] = (await context.cookies()).filter(
      (cookie) => cookie.name === 'pinwheel_bid',
    );
    expect(browserId).toBeDefined();
    await context.addCookies([{ ...browserId!, value: 'a-new-browser-id-0123456789' }]);

    await dialog.getByRole('searchbox').fill('mug');
    await dialog.getByRole('link', { name: 'Stoneware Mug', exact: true }).waitFor();
    expect(searches).toHaveLength(2);
    const [first, retry] = searches;
    const refused = await first!.response();
    expect(refused?.status()).toBe(403);
    expect(((await refused!.json()) as { error: { code: string } }).error.code).toBe(
      'nonce_invalid',
    );
    const fresh = (await refused!.allHeaders())[NONCE_HEADER];
    expect(fresh).toBeTruthy();
    expect(first!.headers()[NONCE_HEADER]).not.toBe(fresh);
    expect(retry!.headers()[NONCE_HEADER]).toBe(fresh);
    expect((await retry!.response())?.status()).toBe(200);

    // The next search uses the fresh nonce straight away.
    await dialog.getByRole('searchbox').fill('brass');
    await dialog.getByRole('link', { name: 'Brass Pen', exact: true }).waitFor();
    expect(searches).toHaveLength(3);
    expect(searches[2]!.headers()[NONCE_HEADER]).toBe(fresh);
    expect((await searches[2]!.response())?.status()).toBe(200);
    expect(pageErrors).toEqual([]);
  });

  it('is a real dialog by keyboard: opens, keeps Tab inside, closes on Escape, focus returns', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Search the shop' });
    await toggle.focus();
    expect(await toggle.getAttribute('aria-haspopup')).toBe('dialog');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the shop' });
    await dialog.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await dialog.locator('.search-overlay__promo').waitFor();
    await dialog.getByRole('searchbox').fill('linen');
    await dialog.getByRole('link', { name: 'Linen Shirt', exact: true }).waitFor();

    const insideDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog.search-overlay')));
    const focusables = await dialog.locator('a[href], button, input:not([type="hidden"])').count();
    for (let step = 0; step < focusables + 3; step++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog(), `after ${step + 1} Tab`).toBe(true);
    }
    // Shift+Tab from the field wraps to the last control, still inside.
    await dialog.getByRole('searchbox').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await insideDialog()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View all results');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Escape in the filled search field closes too (not only empties the field).
    await page.keyboard.press('Enter');
    await dialog.getByRole('searchbox').fill('mug');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // The close button closes it too, with the same return of focus.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the results list within 400 px on a 390 px phone and 500 px on a desktop', async () => {
    for (const [width, height, expected] of [
      [390, 844, 400],
      [1280, 900, 500],
    ] as const) {
      const page = await openPage({ width, height });
      await page.goto(`${server.url}/`);
      const dialog = await openOverlay(page);
      // A word in many products, posts and a category fills the list.
      await dialog.getByRole('searchbox').fill('the');
      await dialog.locator('.search-suggestion').first().waitFor();
      const results = dialog.locator('.search-overlay__results');
      const box = await results.evaluate((element) => ({
        maxHeight: getComputedStyle(element).maxHeight,
        height: element.getBoundingClientRect().height,
        content: element.scrollHeight,
        overflow: getComputedStyle(element).overflowY,
      }));
      expect(box.maxHeight, `at ${width} px`).toBe(`${expected}px`);
      expect(box.height).toBeLessThanOrEqual(expected);
      expect(box.overflow).toBe('auto');
      // On the phone there is more than fits: the limit really holds the list in.
      if (width === 390) expect(box.content).toBeGreaterThan(expected);
      // Nothing scrolls sideways on the phone.
      expect(
        await page.evaluate(() => document.querySelector('dialog')!.scrollWidth),
      ).toBeLessThanOrEqual(width);
      await context.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('reads right to left in Hebrew and searches the Hebrew catalog', async () => {
    const page = await openPage({ lang: 'he', width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    const dialog = await openOverlay(page);
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await dialog.getByRole('region', { name: 'חיפושים פופולריים' }).waitFor();
    expect(await dialog.locator('.search-overlay__promo h3').textContent()).toBe('הליקוט הסתווי');
    const field = dialog.getByRole('searchbox', { name: 'חיפוש בחנות' });
    await field.fill('חולצת');
    await dialog.getByRole('link', { name: 'חולצת פשתן', exact: true }).waitFor();
    expect(await dialog.getByRole('status').textContent()).toBe('נמצא מוצר אחד');
    // The close button sits at the start of the line in Hebrew: the left.
    const close = await dialog.getByRole('button', { name: 'סגירת החיפוש' }).boundingBox();
    const input = await field.boundingBox();
    expect(close!.x).toBeLessThan(input!.x);
    await field.press('Enter');
    await page.waitForURL(/\/search\?s=%D7%97/);
    await page.getByRole('heading', { name: 'תוצאות עבור ״חולצת״' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('works without JavaScript: the header form goes to the results page with posts too', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('linen');
    await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
    await page.waitForURL(/\/search\?s=linen$/);
    expect(await page.locator('.product-card__title').allTextContents()).toEqual(
      expect.arrayContaining(['Linen Shirt']),
    );
    await page.getByRole('heading', { name: 'From the journal' }).waitFor();
    expect(await page.locator('.post-card__title').allTextContents()).toContain('Caring for linen');
    // Posts only, as post_type asks.
    await page.goto(`${server.url}/search?s=linen&post_type=post&search_id=abc`);
    expect(await page.locator('.product-card').count()).toBe(0);
    expect(await page.locator('.post-card').count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="search_id"]').inputValue()).toBe('abc');
  });
});
