// The catalog as a shopper meets it in Chromium: the shop front, listings sorted and filtered by
// URL, real 404s, and the product page's variations form — swatch states and options, the chosen
// variation in the URL, price, stock, picture and pre-order label following it — with JavaScript
// and without it. One server for the file.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors } from './harness/page-errors.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { waitForHydrated } from './harness/hydrated.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('the catalog in a browser', () => {
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

  async function openPage(
    options: { javaScriptEnabled?: boolean; lang?: string; width?: number } = {},
  ): Promise<Page> {
    context = await browser.newContext({
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      extraHTTPHeaders: { 'accept-language': options.lang ?? 'en' },
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    // The demo's popups (another part of the shop, tested in their own files) would cover the
    // page mid-test: these tests leave the widget out.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    pageErrors = [];
    collectPageErrors(page, pageErrors);
    page.on('console', (message) => {
      const aborted = message.location().url.includes('/embed.js');
      if (message.type() === 'error' && !aborted) pageErrors.push(message.text());
    });
    return page;
  }

  const swatch = (page: Page, attribute: string, term: string) =>
    page.locator(`.swatch-group:has(#swatch-label-${attribute}) [data-term="${term}"]`);

  it('opens on a shop front with featured products, categories and posts, pictures in sizes', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Featured' }).waitFor();
    expect(await page.locator('.product-grid .product-card').count()).toBe(8);
    expect(await page.locator('.category-tile').count()).toBe(4);
    expect(await page.locator('.post-card').count()).toBe(3);
    const picture = page.locator('.product-card img').first();
    expect(await picture.getAttribute('srcset')).toMatch(/w240\.webp 240w, .*w1200\.webp 1200w$/);
    // The picture really loads (the media module draws the demo's originals on first request).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Apparel' }).first().click();
    await page.waitForURL(/\/category\/apparel$/);
    await page.getByRole('heading', { level: 1, name: 'Apparel' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('sorts and filters a listing through its URL, falling back on nonsense', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/shop`);
    await page.getByLabel('Sort by').selectOption('price');
    await page.waitForURL(/orderby=price$/);
    await expect
      .poll(() => page.locator('.product-card__title').first().textContent())
      .toBe('Pocket Field Notes');
    // Filters keep the sort; the count says what matched.
    await page.getByRole('checkbox', { name: 'Navy' }).check();
    await page.getByRole('checkbox', { name: 'XL' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/filter_color=navy/);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderby')).toBe('price');
    expect(url.searchParams.getAll('filter_size')).toEqual(['xl']);
    await expect.poll(() => page.locator('.listing__count').textContent()).toBe('3 products');

    const nonsense = await fetch(`${server.url}/shop?orderby=<script>&page=abc&min_price=x`);
    expect(nonsense.status).toBe(200);
    expect(await nonsense.text()).not.toContain('<script>&');
    for (const path of [
      '/product/no-such-thing',
      '/category/no-such-thing',
      '/blog/no-such-post',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('shows each swatch state and follows the chosen variation, in the URL', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt`);
    await page.getByRole('heading', { name: 'Linen Shirt' }).waitFor();
    const button = page.locator('.purchase-form__button');
    expect(await button.isDisabled()).toBe(true);
    await swatch(page, 'color', 'navy').click();
    await page.waitForURL(/attribute_color=navy/);
    // The navy picture, and "Colour: Navy" (show_variation_label with its separator).
    await expect
      .poll(() => page.locator('.gallery__main').getAttribute('data-image-index'))
      .toBe('2');
    expect(await page.locator('#swatch-label-color').textContent()).toBe('Colour: Navy');
    // Navy XL is sold out: crossed, not a link (disable_out_of_stock), with the tooltip text.
    const xl = swatch(page, 'size', 'xl');
    expect(await xl.getAttribute('data-state')).toBe('out_of_stock');
    expect(await xl.getAttribute('aria-disabled')).toBe('true');
    expect(await xl.getAttribute('data-tooltip')).toBe('Out of stock');
    await xl.hover();
    expect(await xl.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
      '"Out of stock"',
    );
    // Navy S: one left, at or under the threshold of 5, on sale.
    await swatch(page, 'size', 's').click();
    await page.waitForURL(/attribute_size=s/);
    await expect.poll(() => page.locator('.stock').textContent()).toBe('Only 1 left');
    expect(await page.locator('.product__price .price__now').textContent()).toBe('$68.00');
    expect(await page.locator('.product__price .price__was').textContent()).toContain('$82.00');
    expect(await button.isDisabled()).toBe(false);
    expect(await page.locator('select[name="attribute_size"]').inputValue()).toBe('s');
    expect(await page.locator('input[name="id"]').inputValue()).toBe('41000000009');
    // Clicking the chosen swatch again clears it (clear_on_reselect).
    await swatch(page, 'size', 's').click();
    await page.waitForURL((u) => !u.searchParams.has('attribute_size'));
    await expect.poll(() => page.locator('select[name="attribute_size"]').inputValue()).toBe('');
    // Sage S does not exist: with deselect_unavailable, choosing it clears the colour.
    await page.goto(`${server.url}/product/linen-shirt?attribute_color=sage`);
    expect(await swatch(page, 'size', 's').getAttribute('data-state')).toBe('unavailable');
    await swatch(page, 'size', 's').click();
    await page.waitForURL(
      (u) => u.searchParams.get('attribute_size') === 's' && !u.searchParams.has('attribute_color'),
    );
    // Sand M: three left is shown; sand L: eight left is over the threshold, so no count.
    await page.goto(`${server.url}/product/linen-shirt?attribute_color=sand&attribute_size=m`);
    expect(await page.locator('.stock').textContent()).toBe('Only 3 left');
    await swatch(page, 'size', 'l').click();
    await expect.poll(() => page.locator('.stock').textContent()).toBe('In stock');
    expect(pageErrors).toEqual([]);
  });

  it('says so for a combination that does not exist, and switches to the pre-order label', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/linen-shirt?attribute_color=sage&attribute_size=s`);
    expect(await page.locator('.notice--warning').textContent()).toBe(
      'This combination is not available. Please choose another.',
    );
    expect(await page.locator('.purchase-form__button').isDisabled()).toBe(true);
    expect(await page.locator('input[name="id"]').count()).toBe(0);

    await page.goto(`${server.url}/product/rain-jacket?attribute_color=navy&attribute_size=m`);
    const button = page.locator('.purchase-form__button');
    expect(await button.textContent()).toBe('Add to cart');
    await swatch(page, 'color', 'yellow').click();
    await expect.poll(() => button.textContent()).toBe('Pre-order, ships in March');
    await swatch(page, 'color', 'yellow').click();
    await expect.poll(() => button.textContent()).toBe('Add to cart');
  });

  it('lets a shopper choose a variation with JavaScript disabled', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/product/cotton-hoodie`);
    await swatch(page, 'color', 'white').click();
    await page.waitForURL(/attribute_color=white/);
    await swatch(page, 'size', 's').click();
    await page.waitForURL(/attribute_size=s/);
    expect(await page.locator('.stock').textContent()).toBe('Only 2 left');
    expect(await page.locator('.product__price .price__now').textContent()).toBe('$92.00');
    // Red M and L are sold out: red's own swatch is out of stock when M is chosen.
    await swatch(page, 'size', 'm').click();
    await page.waitForURL(/attribute_size=m/);
    expect(await swatch(page, 'color', 'red').getAttribute('data-state')).toBe('out_of_stock');
    // The listing's sort works without JavaScript too, through its button.
    await page.goto(`${server.url}/shop`);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.waitForURL(/orderby=price-desc/);
    expect(await page.locator('.product-card__title').first().textContent()).toBe(
      'Oak Lounge Armchair',
    );
  });

  it('opens the tab the URL asks for, and moves between tabs by keyboard', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/stoneware-mug#reviews`);
    const selected = page.locator('[role="tab"][aria-selected="true"]');
    // The tabs hydrate as they come near the screen (hydrate-when-seen): a shopper scrolls there.
    const scrollToTabs = () => page.locator('.product-tabs').scrollIntoViewIfNeeded();
    await expect.poll(() => selected.textContent()).toBe('Reviews (3)');
    expect(await page.locator('#tab-description').isHidden()).toBe(true);
    await page.goto(`${server.url}/product/stoneware-mug?cpage=2`);
    await scrollToTabs();
    await expect.poll(() => selected.textContent()).toBe('Reviews (3)');
    await page.goto(`${server.url}/product/stoneware-mug#tab-additional_information`);
    await scrollToTabs();
    await expect.poll(() => selected.textContent()).toBe('Additional information');
    await page.goto(`${server.url}/product/stoneware-mug`);
    await scrollToTabs();
    await expect.poll(() => selected.textContent()).toBe('Description');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected.textContent()).toBe('Additional information');
    await page.keyboard.press('End');
    await expect.poll(() => selected.textContent()).toBe('Reviews (3)');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reviews (3)');
    expect(await page.locator('#reviews').isVisible()).toBe(true);
  });

  it('steps quantities within the limits, and shows the bulk table for the chosen pattern', async () => {
    const page = await openPage();
    // The armchair: at most two.
    await page.goto(`${server.url}/product/oak-armchair`);
    const quantity = page.locator('#quantity');
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    await plus.click();
    await plus.click();
    expect(await quantity.inputValue()).toBe('2');
    await minus.click();
    await minus.click();
    await minus.click();
    expect(await quantity.inputValue()).toBe('1');
    // Deposit: "yes" shows the plans, "no" hides them.
    const plans = page.locator('.deposit__plans');
    expect(await plans.isVisible()).toBe(false);
    await page.getByLabel('Pay a deposit').check();
    expect(await plans.isVisible()).toBe(true);
    await page.getByLabel('Pay in full').check();
    expect(await plans.isVisible()).toBe(false);

    await page.goto(`${server.url}/product/stoneware-mug?attribute_pattern=dots`);
    const rows = () => page.locator('.bulk-table tbody tr').allTextContents();
    expect(await rows()).toEqual(['4+$21.6010%', '8+$20.4015%', '12+$19.2020%']);
    // Plain has its own table.
    await swatch(page, 'pattern', 'plain').click();
    await expect.poll(rows).toEqual(['6+$18.0025%']);
  });

  it('blocks a review without a rating with the shop text, and keeps a new review for moderation', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/product/brass-pen#reviews`);
    // The tabs (and the review form in them) hydrate as they come near the screen: once the tab
    // list is drawn, the form checks the rating in the browser.
    await page.locator('[role="tab"][aria-selected="true"]').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Dana <b>bold</b>');
    await page.getByLabel('Your review').fill('<img src=x onerror=alert(1)> Writes well');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit review' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please select a rating');
    expect(posts).toEqual([]);
    await page.locator('.star-rating__star').nth(3).click();
    expect(await page.getByRole('radio', { name: '4 of 5 stars' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).textContent())
      .toBe('Thank you. Your review is awaiting approval.');
    // Waiting for approval: not on the page yet.
    await page.reload();
    expect(await page.locator('.review__author').allTextContents()).not.toContain(
      'Dana <b>bold</b>',
    );

    // Without JavaScript the server refuses the same missing rating.
    const plain = await openPage({ javaScriptEnabled: false });
    await plain.goto(`${server.url}/product/brass-pen`);
    await plain.getByLabel('Name', { exact: true }).fill('Eli');
    await plain.getByLabel('Your review').fill('No stars');
    await plain.getByRole('button', { name: 'Submit review' }).click();
    await plain.getByRole('alert').waitFor();
    expect(await plain.getByRole('alert').textContent()).toBe('Please select a rating');
  });

  it('remembers a dismissed store notice in its cookie', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    expect(await notice.textContent()).toContain('Free shipping from $50');
    // The click's own handling (no round trip) is what this tries: the button hydrated first (the
    // route modules being loaded is not enough on a loaded machine; a click before then is the
    // plain form post, which does the same with a page load).
    const dismiss = notice.getByRole('button', { name: 'Dismiss' });
    await waitForHydrated(dismiss);
    await dismiss.click();
    expect(await notice.count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'store_noticeblackfriday')).toMatchObject({
      value: 'hidden',
      path: '/',
    });
    await page.goto(`${server.url}/shop`);
    expect(await page.locator('.store-notice').count()).toBe(0);
  });

  it('ends a post with related posts', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/blog/caring-for-linen`);
    const related = page.getByRole('region', { name: 'Related posts' });
    // Loaded through the related-posts call once the post is on screen.
    await related.waitFor();
    expect(await related.locator('.post-card__title').allTextContents()).toEqual([
      'Autumn layers',
      'A desk that works',
    ]);
  });

  it('tells search engines the canonical address, languages, product data, sitemap and robots', async () => {
    const html = await (
      await fetch(`${server.url}/product/linen-shirt?attribute_color=navy`)
    ).text();
    const base = server.url;
    expect(html).toContain(`<link rel="canonical" href="${base}/product/linen-shirt"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="he" href="${base}/product/linen-shirt?lang=he"/>`,
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${base}/media/[a-f0-9]{20}/w480\\.webp"/>`),
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Linen Shirt',
      offers: { '@type': 'Offer', price: '68.00', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
    });
    // The Hebrew version has an address of its own.
    expect(await (await fetch(`${base}/product/linen-shirt?lang=he`)).text()).toContain(
      'חולצת פשתן',
    );

    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${base}/product/rain-jacket</loc>`);
    expect(xml).toContain(`<loc>${base}/blog/gift-guide</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(3 + 4 + 16 + 6);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('searches from the header, tolerating a typo, and shows markup typed as text', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    // Once the page runs, the header's search opens the search overlay (storefront-search.test.ts).
    await page.getByRole('button', { name: 'Search the shop' }).click();
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('sneakrs');
    await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
    await page.waitForURL(/\/search\?s=sneakrs/);
    // The URL changes before the results replace the page that was there.
    await expect
      .poll(() => page.locator('.product-card__title').allTextContents())
      .toEqual(['Canvas Sneakers']);
    await page.goto(
      `${server.url}/search?s=${encodeURIComponent('<script>alert(1)</script>')}&post_type=product&search_id=7`,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Results for “<script>alert(1)</script>”',
    );
    const long = await fetch(`${server.url}/search?s=${'a'.repeat(5000)}`);
    expect(long.status).toBe(200);
    expect(pageErrors).toEqual([]);
  });

  it('renders Hebrew pages right to left, with the Hebrew catalog', async () => {
    const page = await openPage({ lang: 'he', width: 390 });
    await page.goto(`${server.url}/product/linen-shirt`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'חולצת פשתן' }).waitFor();
    expect(await page.locator('#swatch-label-color').textContent()).toBe('צבע');
    // The phone layout never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
