// A post written through the platform API (wp/v2/posts, as a WordPress client writes one), read
// in Chromium on the storefront: its HTML shows as headings, lists and links, anything unsafe in
// it never reaches the page, and its category's journal page lists it.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

describe('a post written through the API, on the storefront', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;

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

  it('shows its sanitised HTML, and its category lists it', async () => {
    const owner = await signInAsOwner(server.url);
    const category = await owner.rest<{ id: string; link: string }>(
      'POST',
      '/wp-json/wp/v2/categories',
      { name: 'Workshop notes' },
      201,
    );
    await owner.rest(
      'POST',
      '/wp-json/wp/v2/posts',
      {
        title: 'Oiling oak',
        status: 'publish',
        categories: [category.id],
        content:
          '<h2>Why oil</h2><p>It <em>feeds</em> the wood.</p><script>window.hacked = true</script>' +
          '<ul><li>Thin coats</li><li>Wipe the rest</li></ul>' +
          '<p><a href="javascript:window.hacked = true">Not a link</a> <img src="x" onerror="window.hacked = true"></p>',
      },
      201,
    );

    context = await browser.newContext();
    // The demo's popups (tested in their own files) would cover the page.
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/blog/oiling-oak`);
    expect(response?.status()).toBe(200);
    const body = page.locator('.post__body');
    expect(await body.locator('h2').textContent()).toBe('Why oil');
    expect(await body.locator('li').allTextContents()).toEqual(['Thin coats', 'Wipe the rest']);
    expect(await body.locator('script, img, [onerror]').count()).toBe(0);
    expect(await body.locator('a').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(await page.locator('.post__meta').textContent()).toContain('Workshop notes');

    await page.goto(category.link.replace(/^https?:\/\/[^/]+/, server.url));
    expect(await page.locator('h1').textContent()).toContain('Workshop notes');
    expect(await page.locator('.post-card__title').allTextContents()).toEqual(['Oiling oak']);
  });
});
