// The storefront shell as a visitor and the owner meet it in Chromium: a server-rendered page that
// hydrates, the language switch (Hebrew right-to-left), the not-found page, and the owner's
// sign-in with and without JavaScript. No console errors and no CSP violations along the way.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

describe('the storefront shell', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let problems: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
    const page = await context.newPage();
    problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return page;
  }
  afterEach(async () => {
    await context?.close();
  });

  it('is rendered on the server with the shop name, nonced scripts and a strict CSP', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain('Welcome to Pinwheel Demo Shop');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('hydrates: the language switch changes to Hebrew, right-to-left, without a page load', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Welcome to Pinwheel Demo Shop' }).waitFor();
    // Wait for hydration: React Router's client router exists once the app has booted.
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('button', { name: 'עברית' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
    await page.getByRole('heading', { name: 'ברוכים הבאים לPinwheel Demo Shop' }).waitFor();
    // Still the same document: the switch went through the hydrated router, not a reload.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(problems).toEqual([]);
  });

  it('shows the not-found page with status 404 for an unknown address', async () => {
    const page = await openPage();
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('heading', { name: 'Welcome to Pinwheel Demo Shop' }).waitFor();
  });

  it('lets the owner sign in to /admin, refuses a wrong password, and signs out', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin$/);
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);

    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'The email or password is not right.',
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(OWNER_EMAIL);

    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 }).waitFor();
    await page.getByText(`Signed in as ${OWNER_EMAIL}.`).waitFor();
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'pinwheel_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome to Pinwheel Demo Shop' }).waitFor();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/sign-in/);
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  });

  it('signs in without JavaScript too: plain form posts carry the nonce', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Signed in as ${OWNER_EMAIL}.`).waitFor();
  });

  it('refuses a form post without its nonce with 403', async () => {
    const response = await fetch(`${server.url}/lang`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=he&redirectTo=/',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'nonce_missing',
    );
  });

  it('refuses an oversized form post with 413 and takes the nonce from a multipart body', async () => {
    const home = await fetch(`${server.url}/`);
    const cookie = home.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const nonce = /name="_nonce" value="([^"]+)"/.exec(await home.text())?.[1];
    expect(nonce).toBeTruthy();

    const huge = await fetch(`${server.url}/lang`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: `_nonce=${nonce}&lang=he&padding=${'x'.repeat(1_200_000)}`,
      redirect: 'manual',
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );

    const form = new FormData();
    form.set('_nonce', nonce!);
    form.set('lang', 'he');
    form.set('redirectTo', '/');
    const multipart = await fetch(`${server.url}/lang`, {
      method: 'POST',
      headers: { cookie },
      body: form,
      redirect: 'manual',
    });
    expect(multipart.status).toBe(302);
    expect(multipart.headers.get('set-cookie')).toMatch(/^pinwheel_lang=he;/);
  });

  it('moves keyboard focus to the content with the skip link', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
