// The product page's gallery, lightbox, accordions, share buttons and bulk table, the related
// posts at the end of a post, and the owner's review moderation, in Chromium against the real
// server. One server for the file.
import path from 'node:path';
import { collectPageErrors } from './harness/page-errors.ts';
import { LIGHTBOX_IDLE_MS, SLIDER_AUTO_ADVANCE_MS } from '@pinwheel/core';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { waitForHydrated } from './harness/hydrated.ts';
import { openWithPausedClock, runClockUntilShown } from './harness/paused-clock.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

describe('the product page and posts in a browser', () => {
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
  });

  async function openPage(options: { lang?: string; reducedMotion?: boolean } = {}): Promise<Page> {
    context = await browser.newContext({
      extraHTTPHeaders: { 'accept-language': options.lang ?? 'en' },
      viewport: { width: 1280, height: 900 },
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
    // The demo's popups are tested in their own files: kept off these pages.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = [];
    collectPageErrors(page, pageErrors);
    return page;
  }

  const activeElement = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return {
        className: element?.className ?? '',
        inDialog: Boolean(element?.closest('dialog')),
        slide: element?.closest('li')?.id ?? '',
      };
    });

  it('opens the gallery in a lightbox by keyboard: arrows, Tab kept inside, Escape, focus back', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    await page.locator('.gallery--enhanced').waitFor();
    const first = page.locator('#gallery-slide-0 .gallery__link');
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pictures of Linen Shirt' });
    await dialog.waitFor();
    // A real modal dialog: the page behind is inert.
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
    const counter = dialog.locator('.lightbox__counter');
    expect(await counter.textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('2 / 3');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe('3 / 3');
    // The share buttons of the spec, in its order.
    expect(await dialog.locator('.lightbox__share li').allTextContents()).toEqual([
      'Facebook (opens in a new window)',
      'X (Twitter) (opens in a new window)',
      'Pinterest (opens in a new window)',
      'Download',
    ]);
    expect(await dialog.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('');
    // Tab and Shift+Tab stay inside the dialog.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect((await activeElement(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus is back on the gallery's picture, now showing the third picture.
    await expect
      .poll(() => activeElement(page))
      .toMatchObject({
        className: 'gallery__link',
        slide: 'gallery-slide-2',
      });
    expect(await page.locator('.gallery__main').getAttribute('data-image-index')).toBe('2');
    expect(pageErrors).toEqual([]);
  });

  it('works without JavaScript: every picture a link to its largest size, accordions open one at a time', async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    const links = page.locator('.gallery__slide .gallery__link');
    expect(await links.count()).toBe(3);
    expect(await links.first().getAttribute('href')).toMatch(/\/media\/[a-f0-9]{20}\/w1200\.webp$/);
    expect(await page.locator('.gallery__arrow').count()).toBe(0);
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByText('Returns and exchanges', { exact: true }).click();
    expect(
      await page
        .locator('.summary-accordion')
        .evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open)),
    ).toEqual([false, true, false]);
    // The share buttons are plain links.
    expect(await page.locator('.share-button--facebook').getAttribute('href')).toContain(
      'facebook.com/sharer',
    );
  });

  it('zooms under the mouse, and moves between pictures by swipe on touch', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    await page.locator('.gallery--enhanced').waitFor();
    const link = page.locator('#gallery-slide-0 .gallery__link');
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect.poll(() => link.getAttribute('data-zoomed')).toBe('true');
    const image = link.locator('img');
    expect(await image.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
      '0.12s',
    );
    await page.mouse.move(box.x + box.width + 200, box.y);
    await expect.poll(() => link.getAttribute('data-zoomed')).toBe(null);

    await link.click();
    const dialog = page.locator('dialog.lightbox');
    await dialog.waitFor();
    const swipe = (fromX: number, toX: number) =>
      dialog.locator('.lightbox__stage').evaluate(
        (stage, [from, to]) => {
          const at = (type: string, x: number) =>
            stage.dispatchEvent(
              new PointerEvent(type, {
                pointerType: 'touch',
                clientX: x,
                clientY: 400,
                bubbles: true,
              }),
            );
          at('pointerdown', from!);
          at('pointerup', to!);
        },
        [fromX, toX],
      );
    const counter = dialog.locator('.lightbox__counter');
    await swipe(900, 300);
    expect(await counter.textContent()).toBe('2 / 3');
    await swipe(300, 900);
    expect(await counter.textContent()).toBe('1 / 3');
    // A short drag is not a swipe.
    await swipe(500, 480);
    expect(await counter.textContent()).toBe('1 / 3');
  });

  it('hides the lightbox controls after 4 s idle and shows them again on activity', async () => {
    const page = await openPage();
    // The page's clock is the test's: 4 s pass when the test says so, not on the wall.
    await openWithPausedClock(page, `${server.url}/product/linen-shirt`, '.gallery--enhanced');
    await page.locator('#gallery-slide-0 .gallery__link').click();
    await runClockUntilShown(page, 'dialog.lightbox[open]');
    const dialog = page.locator('dialog.lightbox');
    await page.clock.runFor(LIGHTBOX_IDLE_MS - 300);
    expect(await dialog.getAttribute('class')).not.toContain('lightbox--idle');
    await page.clock.runFor(600);
    await expect.poll(() => dialog.getAttribute('class')).toContain('lightbox--idle');
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await expect.poll(() => dialog.getAttribute('class')).not.toContain('lightbox--idle');
  });

  it('leads back through its category by a name of its own, in English and in Hebrew', async () => {
    for (const [lang, trail] of [
      ['en', ['Home', 'Shop', 'Home & Living', 'Stoneware Mug']],
      ['he', ['דף הבית', 'חנות', 'בית ועיצוב', 'ספל חרס']],
    ] as const) {
      const page = await openPage({ lang });
      await page.goto(`${server.url}/product/stoneware-mug`);
      const crumbs = await page.locator('nav.breadcrumbs li').allTextContents();
      expect(crumbs.map((crumb) => crumb.trim())).toEqual(trail);
      await context.close();
    }
  });

  it('says when a picture cannot be loaded, in English and in Hebrew', async () => {
    for (const [lang, message] of [
      ['en', 'The image could not be loaded.'],
      ['he', 'לא ניתן היה לטעון את התמונה.'],
    ] as const) {
      const page = await openPage({ lang });
      await page.goto(`${server.url}/product/stoneware-mug`);
      await page.locator('.gallery--enhanced').waitFor();
      // From now on the largest pictures (the lightbox's) fail.
      await context.route('**/w1200.webp', (route) => route.abort());
      await page.locator('#gallery-slide-0 .gallery__link').click();
      const alert = page.locator('dialog.lightbox [role="alert"]');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(message);
      await context.close();
    }
  });

  it('slides by itself, and not for a visitor who asked for reduced motion', async () => {
    // The pages' clocks are the test's: 7 s pass when the test says so, not on the wall.
    const page = await openPage();
    await openWithPausedClock(page, `${server.url}/product/linen-shirt`, '.gallery--enhanced');
    const index = () => page.locator('.gallery__main').getAttribute('data-image-index');
    expect(await index()).toBe('0');
    await page.clock.runFor(SLIDER_AUTO_ADVANCE_MS - 300);
    expect(await index()).toBe('0');
    await page.clock.runFor(600);
    await expect.poll(index).toBe('1');
    // The slide's transition is the spec's 600 ms.
    expect(
      await page
        .locator('.gallery__track')
        .evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toBe('0.6s');
    await context.close();

    const still = await openPage({ reducedMotion: true });
    await openWithPausedClock(still, `${server.url}/product/linen-shirt`, '.gallery--enhanced');
    await still.clock.runFor(2 * SLIDER_AUTO_ADVANCE_MS);
    expect(await still.locator('.gallery__main').getAttribute('data-image-index')).toBe('0');
  });

  it('keeps one summary accordion open at a time', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    const items = page.locator('.summary-accordion');
    // One-at-a-time is the accordions' script; they hydrate when seen.
    await waitForHydrated(items.first());
    const openOnes = () =>
      items.evaluateAll((all) =>
        all.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.textContent),
      );
    expect(await openOnes()).toEqual([]);
    await page.getByText('Delivery', { exact: true }).click();
    await expect.poll(openOnes).toEqual([expect.stringContaining('Delivery')]);
    await page.getByText('Returns and exchanges', { exact: true }).click();
    await expect.poll(openOnes).toEqual([expect.stringContaining('Returns and exchanges')]);
    // By keyboard too.
    await page.getByText('Care and materials', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(openOnes).toEqual([expect.stringContaining('Care and materials')]);
    await page.keyboard.press('Enter');
    await expect.poll(openOnes).toEqual([]);
  });

  it('shows share counts as n, nK+ and 10K+, and counts a share', async () => {
    const db = new SQLite(path.join(server.dataDir, 'pinwheel.sqlite'));
    const insert = db.prepare(
      'INSERT INTO content_share_counts (path, network, count, updated_at) VALUES (?, ?, ?, ?)',
    );
    insert.run('/product/cotton-hoodie', 'facebook', 999, Date.now());
    insert.run('/product/cotton-hoodie', 'twitter', 1500, Date.now());
    insert.run('/product/cotton-hoodie', 'pinterest', 12345, Date.now());
    db.close();
    const page = await openPage();
    await page.goto(`${server.url}/product/cotton-hoodie`);
    // The share buttons hydrate when seen: a click before that follows the plain link uncounted.
    await waitForHydrated(page.locator('.share-button--facebook'));
    const label = (network: string) =>
      page.locator(`.share-button--${network} .share-button__count [aria-hidden]`).textContent();
    expect(await label('facebook')).toBe('999');
    expect(await label('twitter')).toBe('1K+');
    expect(await label('pinterest')).toBe('10K+');
    expect(await label('email')).toBe('0');
    // Sharing to Facebook opens its share page and counts: 1000 now shows as 1K+.
    const popup = context.waitForEvent('page');
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Facebook</title>' }),
    );
    await page.locator('.share-button--facebook').click();
    expect((await popup).url()).toContain(
      encodeURIComponent(`${server.url}/product/cotton-hoodie`),
    );
    await expect.poll(() => label('facebook')).toBe('1K+');
  });

  it('guards the email share: a third click shows the error box from the link and sends the guard call', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/brass-pen`);
    // The share buttons hydrate when seen: before that a click would follow the plain mailto link.
    await waitForHydrated(page.locator('.share-button--email'));
    // mailto: opens the visitor's mail program, which a test browser has not: swallow it.
    await page.evaluate(() =>
      document.querySelector('.share-button--email')!.addEventListener('click', (event) => {
        if (!event.defaultPrevented) event.preventDefault();
      }),
    );
    const email = page.locator('.share-button--email');
    const count = () => email.locator('.share-button__count [aria-hidden]').textContent();
    await email.click();
    await expect.poll(count).toBe('1');
    await email.click();
    await expect.poll(count).toBe('2');
    expect(await page.locator('.share__error').count()).toBe(0);
    const guard = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/shares/email-guard',
    );
    await email.click();
    const sent = await guard;
    expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
      path: '/product/brass-pen',
      _nonce: expect.any(String),
    });
    expect((await (await sent.response())?.status()) ?? 0).toBe(204);
    const box = page.getByRole('alert');
    expect(await box.locator('.share__error-title').textContent()).toBe(
      await email.getAttribute('data-error-title'),
    );
    expect(await box.locator('.share__error-text').textContent()).toBe(
      await email.getAttribute('data-error-text'),
    );
    expect(await box.locator('.share__error-title').textContent()).toBe('Too many emails');
    // Not counted as a third email share.
    expect(await count()).toBe('2');
  });

  it('asks the bulk-table call when the variation changes, and shows the product table when it fails', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/stoneware-mug?attribute_pattern=dots`);
    await page.locator('.gallery--enhanced').waitFor();
    const rows = () => page.locator('.bulk-table tbody tr').allTextContents();
    const swatch = (term: string) => page.locator(`.swatch-group [data-term="${term}"]`);
    expect(await rows()).toEqual(['4+$21.6010%', '8+$20.4015%', '12+$19.2020%']);
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/catalog/bulk-table'),
    );
    await swatch('plain').click();
    const answer = await answered;
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      action: 'get_table_with_product_bulk_table',
      product_id: 'prod-stoneware-mug',
      attributes: { attribute_pattern: 'plain' },
    });
    expect((await answer.json()).success).toBe(true);
    await expect.poll(rows).toEqual(['6+$18.0025%']);

    // Back to dots, then the call fails: plain would have its own table, the product's shows.
    await swatch('dots').click();
    await expect.poll(rows).toEqual(['4+$21.6010%', '8+$20.4015%', '12+$19.2020%']);
    await context.route('**/api/catalog/bulk-table*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const failed = page.waitForResponse((response) =>
      response.url().includes('/api/catalog/bulk-table'),
    );
    await swatch('plain').click();
    await failed;
    await expect.poll(() => page.locator('.bulk-table-slot').getAttribute('aria-busy')).toBe(null);
    expect(await rows()).toEqual(['4+$21.6010%', '8+$20.4015%', '12+$19.2020%']);
    expect(await page.locator('.bulk-table').getAttribute('data-variation')).toBe('');
  });

  it('loads related posts through the call, and shows nothing when it fails', async () => {
    const page = await openPage();
    const call = page.waitForRequest((request) => request.url().includes('relatedposts=1'));
    await page.goto(`${server.url}/blog/caring-for-linen`);
    const request = await call;
    expect(new URL(request.url()).pathname).toBe('/blog/caring-for-linen');
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    const related = page.getByRole('region', { name: 'Related posts' });
    await related.waitFor();
    expect(await related.locator('.post-card__title').allTextContents()).toEqual([
      'Autumn layers',
      'A desk that works',
    ]);
    expect(await related.locator('.post-card__meta').first().textContent()).toMatch(/ · /);
    await context.close();

    const failing = await openPage();
    await context.route('**/*relatedposts=1*', (route) => route.abort());
    await failing.goto(`${server.url}/blog/caring-for-linen`);
    await failing.getByRole('heading', { level: 1 }).waitFor();
    await failing.waitForLoadState('networkidle');
    expect(await failing.locator('.related-posts').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('lets the owner approve a waiting review, which then shows on its product page', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/reviews');
    // One review, held by its text: `.first()` alone is asked again at each read, and a list that
    // re-renders meanwhile would mix one review's text with another's product and button.
    const text = (await page.locator('.admin-review__text').first().textContent()) ?? '';
    const first = page.locator('.admin-review').filter({ hasText: text });
    const author = (await first.locator('.admin-review__author').textContent()) ?? '';
    const productUrl = (await first.locator('.admin-review__product a').getAttribute('href')) ?? '';
    const waiting = await page.locator('.admin-review').count();
    expect(waiting).toBeGreaterThan(0);
    // Not on the product page yet.
    const shop = await context.newPage();
    await shop.goto(`${server.url}${productUrl}#reviews`);
    expect(await shop.locator('.review__text').allTextContents()).not.toContain(text);

    await first.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(`Review by ${author} approved: it now shows on the product page.`);
    await expect.poll(() => page.locator('.admin-review').count()).toBe(waiting - 1);
    await page.getByRole('link', { name: 'Approved' }).click();
    await page.waitForURL(/status=approved/);
    // The address changes before the approved list is drawn: wait for the list itself.
    await expect.poll(() => page.locator('.admin-review__text').allTextContents()).toContain(text);

    await shop.reload();
    await shop.locator('.review__text').first().waitFor();
    expect(await shop.locator('.review__text').allTextContents()).toContain(text);
  });
});
