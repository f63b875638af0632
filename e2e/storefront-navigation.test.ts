// The storefront's shell in Chromium: the navigation drawer on a phone (keyboard in and out, focus
// kept inside, Escape, focus back on its button; from the right in Hebrew), the categories' mega
// menu on a wide screen, the filter drawer on a listing, all of it with JavaScript off too; the
// store notice dismissed without JavaScript; and the coming-soon banner dismissed through its REST
// call (nonce header), gone after a reload.
import path from 'node:path';
import { waitForHydrated, waitForPageHydrated } from './harness/hydrated.ts';
import { collectPageErrors } from './harness/page-errors.ts';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('the storefront navigation', () => {
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

  async function openPage(
    options: { width?: number; lang?: 'en' | 'he'; javaScriptEnabled?: boolean } = {},
  ): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: options.width ?? 390, height: 844 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    // The popups are the widget's business; keep them from covering the page.
    await context.route('**/embed.js*', (route) => route.abort());
    if (options.lang) {
      await context.addCookies([{ name: 'pinwheel_lang', value: options.lang, url: server.url }]);
    }
    const page = await context.newPage();
    pageErrors = [];
    collectPageErrors(page, pageErrors);
    return page;
  }

  const hydrated = (page: Page) => waitForPageHydrated(page);
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    });
  const focusInside = (page: Page, selector: string) =>
    page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement), selector);

  it('opens the navigation drawer from the keyboard at 390 px, keeps focus in it, and closes on Escape', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await hydrated(page);
    // On a phone the header's navigation is folded into the drawer.
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Apparel' }).isVisible()).toBe(true);
    // Tab through more stops than the drawer has: focus never leaves it.
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press('Tab');
      const inside = await focusInside(page, '#nav-drawer');
      const inBrowserUi = await page.evaluate(() => document.activeElement === document.body);
      expect(inside || inBrowserUi, `tab ${step}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await focusedLabel(page)).toBe('Menu');

    // A link inside navigates and the drawer closes behind it.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await drawer.waitFor({ state: 'hidden' });
    // And the close button closes it too.
    await menu.click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('slides the drawer in from the right in Hebrew', async () => {
    const page = await openPage({ lang: 'he' });
    await page.goto(`${server.url}/shop`);
    await hydrated(page);
    await page.getByRole('button', { name: 'תפריט' }).click();
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await drawer.waitFor();
    // It slides in (200 ms): its edge reaches the right side of the screen, and stays there.
    const rightEdge = async () => {
      const box = await drawer.boundingBox();
      return box!.x + box!.width;
    };
    await expect.poll(rightEdge).toBeCloseTo(390, 0);
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeCloseTo(390, 0);
    expect(box!.x).toBeGreaterThan(20);
    expect(await drawer.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await drawer.getByRole('link', { name: 'חנות' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // On a wide screen the filters are the sidebar, on screen on the right-hand side.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 844 });
    const sidebar = await page.locator('#filters-drawer').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(640);
    expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(1280);
  });

  it('shows the categories in a mega menu at 1280 px, by click, hover and keyboard', async () => {
    const page = await openPage({ width: 1280 });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const shop = page.getByRole('button', { name: 'Shop', exact: true });
    const panel = page.getByRole('region', { name: 'Categories' });
    await shop.click();
    await panel.waitFor();
    expect(await shop.getAttribute('aria-expanded')).toBe(null); // the browser reports it itself
    expect(await panel.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Shop all products', expect.stringContaining('Apparel')]),
    );
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // A resting pointer opens it (hover intent), and the click that follows does not close it.
    await page.mouse.move(640, 600); // off the button first, so the hover is a new arrival
    await shop.hover();
    await panel.waitFor();
    await shop.click();
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole('link', { name: /Desk/ }).click();
    await page.waitForURL((url) => url.pathname === '/category/desk');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Desk');

    // From the keyboard: Enter on the button opens it, Tab moves into its links.
    await shop.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '#mega-menu')).toBe(true);
  });

  it('filters a listing from the filter drawer at 390 px', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/shop?orderby=price`);
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Filters' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: 'Navy' }).check();
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/filter_color=navy/);
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('orderby')).toBe('price');
    await expect.poll(() => open.textContent()).toContain('1 active');
    await expect.poll(() => focusedLabel(page)).not.toBe('Navy');
  });

  it('works without JavaScript: drawers open, links and the filter form are reachable', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/category/apparel`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');

    await page.goto(`${server.url}/category/apparel`);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Sage' }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/filter_color=sage/);
    expect(await page.locator('.product-card__title').allTextContents()).toContain('Linen Shirt');

    // The search toggle unfolds the header's search form.
    expect(await page.getByRole('searchbox', { name: 'Search the shop' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('mug');
    await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
    await page.waitForURL(/\/search\?s=mug/);
  });

  it('dismisses the store notice without JavaScript and comes back to the same page', async () => {
    const page = await openPage({ width: 1280, javaScriptEnabled: false });
    await page.goto(`${server.url}/shop?orderby=price`);
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL(`${server.url}/shop?orderby=price`);
    expect(await notice.count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'store_noticeblackfriday')).toMatchObject({
      value: 'hidden',
      path: '/',
    });
  });

  it('sends a foreign redirect target home after dismissing the store notice', async () => {
    const first = await fetch(`${server.url}/shop`);
    const html = await first.text();
    const nonce = /name="_nonce" value="([^"]+)"/.exec(html)![1]!;
    const cookie = first.headers
      .getSetCookie()
      .map((one) => one.split(';')[0])
      .join('; ');
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const response = await fetch(`${server.url}/store-notice`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ _nonce: nonce, notice: 'blackfriday', redirectTo: target }),
      });
      expect(response.status, target).toBe(302);
      expect(response.headers.get('location'), target).toBe('/');
    }
    const bad = await fetch(`${server.url}/store-notice`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ _nonce: nonce, notice: '<script>', redirectTo: '/' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('set-cookie') ?? '').not.toContain('store_notice');
  });

  it('dismisses the coming-soon banner through its REST call with the nonce header', async () => {
    const db = new Database(path.join(server.dataDir, 'pinwheel.sqlite'));
    const setComingSoon = (on: boolean) =>
      db
        .prepare("update catalog_settings set data = json_set(data, '$.coming_soon', json(?))")
        .run(on ? 'true' : 'false');
    // Written behind the server's back, like another process: the catalog settings it keeps in
    // memory show the change within their 3 s, so the page is loaded until they do.
    const bannersOn = async (page: Page, path: string) => {
      await page.goto(`${server.url}${path}`);
      return page.getByRole('complementary', { name: 'Coming soon' }).count();
    };
    setComingSoon(true);
    try {
      const page = await openPage({ width: 1280 });
      await expect.poll(() => bannersOn(page, '/shop'), { timeout: 10_000 }).toBe(1);
      await hydrated(page);
      const banner = page.getByRole('complementary', { name: 'Coming soon' });
      expect(await banner.textContent()).toContain('It opens soon');
      const calls: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') calls.push(request);
      });
      const link = banner.getByRole('button', { name: 'Dismiss' });
      const restUrl = await link.getAttribute('data-rest-url');
      expect(restUrl).toBe('/api/users/me');
      const answered = page.waitForResponse((response) => response.url().endsWith(restUrl!));
      // The banner is a part that hydrates after the page (hydrateAfterStart): its click handler
      // is there once the link itself has hydrated.
      await waitForHydrated(link);
      await link.click();
      expect(await banner.count()).toBe(0);
      expect((await answered).status()).toBe(200);
      expect(calls).toHaveLength(1);
      const call = calls[0]!;
      expect(new URL(call.url()).pathname).toBe('/api/users/me');
      expect(call.headers()['x-pinwheel-nonce']).toMatch(/\./);
      expect(call.postDataJSON()).toEqual({
        woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
      });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await banner.count()).toBe(0);

      // Another visitor still sees it, and dismisses it before the banner's code has come: the
      // press is held (an href="#" link does nothing by itself) and made once it has.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await otherPage.route(/\/assets\/coming-soon-banner-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await otherPage.goto(`${server.url}/`);
      await hydrated(otherPage);
      const otherBanner = otherPage.getByRole('complementary', { name: 'Coming soon' });
      expect(await otherBanner.count()).toBe(1);
      const otherAnswered = otherPage.waitForResponse((response) =>
        response.url().endsWith('/api/users/me'),
      );
      await otherBanner.getByRole('button', { name: 'Dismiss' }).click();
      expect(await otherBanner.count()).toBe(1);
      release();
      await otherBanner.waitFor({ state: 'detached' });
      expect((await otherAnswered).status()).toBe(200);
      expect(new URL(otherPage.url()).hash).toBe('');
      await other.close();
    } finally {
      setComingSoon(false);
      db.close();
      // The next tests see the shop as it was: wait until the server does too (in a context of
      // its own, without this test's dismissal).
      const fresh = await browser.newContext();
      await fresh.route('**/embed.js*', (route) => route.abort());
      const page = await fresh.newPage();
      await expect.poll(() => bannersOn(page, '/'), { timeout: 10_000 }).toBe(0);
      await fresh.close();
    }
  });
});
