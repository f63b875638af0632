// A page's nonce going stale while the page stays open (its browser cookie was cleared, or a day
// passed) costs the visitor nothing: the add to cart and the contact form's submission are refused
// once by the server, the browser's one transport fetches a fresh nonce and sends them again, and
// the visitor sees the cart and the form as if nothing happened. One server for the file.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

/** The server's time trap refuses a form sent sooner than this after it was handed out. */
const TIME_TRAP_MS = 2000;
/** The httpOnly cookie a nonce is bound to (core's BROWSER_ID_COOKIE). */
const BROWSER_ID_COOKIE = 'pinwheel_bid';

describe('a stale nonce', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  /** A visitor on `path`, hydrated, with a log of our API's answers (method, path, status). */
  async function visit(path: string): Promise<{ page: Page; answers: string[] }> {
    context = await browser.newContext();
    const page = await context.newPage();
    // The demo shop's popups would cover the page: this file is about the calls.
    await page.route('**/embed.js*', (route) => route.abort());
    const answers: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) {
        answers.push(`${response.request().method()} ${pathname} ${response.status()}`);
      }
    });
    await page.goto(`${server.url}${path}`);
    return { page, answers };
  }

  /** The page's nonce goes stale: the browser cookie it was issued for is gone. */
  async function makeNonceStale() {
    await context.clearCookies({ name: BROWSER_ID_COOKIE });
    expect(
      (await context.cookies(server.url)).some((cookie) => cookie.name === BROWSER_ID_COOKIE),
    ).toBe(false);
  }

  it('on add to cart: the item is added and the mini cart follows, no error shown', async () => {
    const { page, answers } = await visit('/shop');
    // Hydrated before clicking: the click must be the background add, not the form post.
    await page.waitForFunction(() => document.querySelector('button.mini-cart__toggle'));
    await makeNonceStale();

    const lamp = page.locator('article.product-card', { hasText: 'Task Desk Lamp' });
    const button = lamp.locator('button.ajax_add_to_cart');
    await button.click();
    await expect.poll(() => button.getAttribute('data-state'), { timeout: 15_000 }).toBe('added');
    expect(await page.locator('.mini-cart__count').textContent()).toBe('1');
    expect(await lamp.locator('[role="alert"], .add-to-cart__error').count()).toBe(0);
    expect(answers.filter((answer) => !answer.startsWith('GET /api/search'))).toEqual([
      'POST /api/cart/add-to-cart 403',
      'GET /api/session 200',
      'POST /api/cart/add-to-cart 200',
    ]);

    // The fresh nonce is kept: the next add goes through at the first try.
    answers.length = 0;
    await button.click();
    await expect.poll(() => page.locator('.mini-cart__count').textContent()).toBe('2');
    expect(answers).toEqual(['POST /api/cart/add-to-cart 200']);
  });

  it('on the contact form: the message is sent', async () => {
    const { page, answers } = await visit('/contact');
    await page.locator('.pw-cf[data-ready] .pw-cf__form').waitFor();
    await makeNonceStale();
    await page.fill('[name="your-name"]', 'Dana Levi');
    await page.fill('[name="your-email"]', 'dana@shop.example');
    await page.selectOption('[name="topic"]', 'Returns');
    await page.fill('[name="your-message"]', 'The blue mug arrived chipped.');
    await page.check('[name="terms"]');
    await page.waitForTimeout(TIME_TRAP_MS);
    await page.click('.pw-cf__submit');
    await page.locator('.pw-cf__form[data-status="sent"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('.pw-cf__response').textContent()).toBe(
      'Thank you for your message. It has been sent.',
    );
    expect(answers.filter((answer) => !answer.includes('/contact-forms/contact-us/'))).toEqual([
      'GET /api/session 200',
    ]);
    expect(answers.filter((answer) => answer.startsWith('POST'))).toEqual([
      'POST /api/contact-forms/contact-us/feedback 403',
      'POST /api/contact-forms/contact-us/feedback 200',
    ]);
  });
});
