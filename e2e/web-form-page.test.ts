// The storefront's form page, /form/<id>, in Chromium against the real server with its content
// security policy on: the demo "Workshop sign-up" in the shop's layout, drawn by the same component
// other sites embed, filled in and sent with this page's nonce (ALTCHA solved by the storefront's
// own build of it); in Hebrew right to left, and on a phone without sideways scrolling; without
// JavaScript a clear message instead (in a noscript); an unknown form is the shop's 404; and the owner's forms list
// links to the page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors } from './harness/page-errors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';
import { walkWorkshopToLastPage } from './harness/web-form-visitor.ts';

describe('the form page', { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });

  async function visitor(
    options: { width?: number; lang?: 'en' | 'he' } = {},
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    contexts.push(context);
    await context.addCookies([
      { name: 'pinwheel_lang', value: options.lang ?? 'en', url: server.url },
    ]);
    await context.route('**/embed.js*', (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
        errors.push(message.text());
      }
    });
    return { page, errors };
  }

  it('is filled in and sent on its own page in the shop', async () => {
    const { page, errors } = await visitor();
    await page.clock.install();
    await page.goto(`${server.url}/form/workshop-sign-up`);
    expect(await page.title()).toContain('Workshop sign-up');
    await page.getByRole('heading', { level: 1, name: 'Workshop sign-up' }).waitFor();
    // The shop's layout around it.
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    const form = page.locator('form.pw-wf');
    await form.waitFor();

    await walkWorkshopToLastPage(page, { name: 'Noa Potter', email: 'noa@example.com' });
    await page.locator('[data-field="apron"] select').selectOption('2');
    await expect.poll(() => page.locator('[data-field="total"]').textContent()).toContain('$95.00');
    await page.locator('.pw-wf__captcha-state', { hasText: 'Verified.' }).waitFor({
      timeout: 60_000,
    });
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.pw-wf--done').waitFor({ timeout: 30_000 });
    const done = await page.locator('.pw-wf--done').textContent();
    expect(done).toContain('Please pay $95.00');
    expect(done).toContain('Thank you! Your place is held');
    // Nothing the page's policy refused, nothing thrown.
    expect(errors).toEqual([]);
  });

  it('reads right to left in Hebrew and fits a phone', async () => {
    const { page } = await visitor({ width: 390, lang: 'he' });
    await page.goto(`${server.url}/form/workshop-sign-up`);
    const form = page.locator('form.pw-wf');
    await form.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await form.getAttribute('dir')).toBe('rtl');
    await page.locator('legend', { hasText: 'עליך' }).waitFor();
    await page.getByRole('button', { name: 'הבא' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it('says without JavaScript that the form needs it', async () => {
    // Chromium with scripts turned off by the test still parses <noscript> as a browser with
    // scripts does, so the page's HTML is read as one without JavaScript would draw it.
    const html = await (await fetch(`${server.url}/form/workshop-sign-up`)).text();
    expect(html).toMatch(
      /<noscript><p class="web-form-page__no-script" role="alert">This form needs JavaScript: [^<]*<\/p><\/noscript>/,
    );
    expect(html).not.toContain('<form class="pw-wf"');
    // With JavaScript the message is not shown.
    const { page } = await visitor();
    await page.goto(`${server.url}/form/workshop-sign-up`);
    await page.locator('form.pw-wf').waitFor();
    expect(await page.getByText('This form needs JavaScript').isVisible()).toBe(false);
  });

  it('answers 404 for a form that does not exist', async () => {
    const { page } = await visitor();
    const response = await page.goto(`${server.url}/form/no-such-form`);
    expect(response?.status()).toBe(404);
  });

  it('is linked from the owner’s forms list', async () => {
    const { page } = await visitor();
    await page.goto(`${server.url}/admin/sign-in`);
    await page.locator('input[type=email]').fill(OWNER_EMAIL);
    await page.locator('input[type=password]').fill(OWNER_PASSWORD);
    await page.locator('input[type=password]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto(`${server.url}/admin/forms`);
    const link = page.getByRole('link', { name: 'Open form page: Workshop sign-up (new tab)' });
    await link.waitFor();
    expect(await link.textContent()).toBe('Open form page');
    expect(await link.getAttribute('href')).toBe('/form/workshop-sign-up');
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});
