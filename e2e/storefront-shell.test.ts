// The storefront shell as a visitor and the owner meet it in Chromium: a server-rendered page that
// hydrates, the language switch (Hebrew right-to-left), the not-found page, and the owner's
// sign-in with and without JavaScript. No console errors and no CSP violations along the way. Also
// what the browser never shows: /admin data refused to a signed-out client, page errors logged as
// structured lines, and redirect targets beyond Latin-1.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitForPageHydrated } from './harness/hydrated.ts';
import { launchBrowser } from './harness/browser.ts';
import { formCredentials } from './harness/form-credentials.ts';
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
  /** Console errors and uncaught page errors, with the path of the resource a console error names. */
  let problems: Array<{ text: string; path: string }>;
  /** Every response that answered 400 or above, as "status METHOD path". */
  let failedResponses: string[];

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
    failedResponses = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      problems.push({ text: `console: ${message.text()}`, path: url ? new URL(url).pathname : '' });
    });
    page.on('pageerror', (error) =>
      problems.push({ text: `page error: ${error.message}`, path: '' }),
    );
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const { pathname } = new URL(response.url());
      failedResponses.push(`${response.status()} ${response.request().method()} ${pathname}`);
    });
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

  it('arrives compressed, and styled without waiting for a stylesheet', async () => {
    const page = await openPage();
    const encodings = new Map<string, string>();
    const stylesheets: string[] = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      // A late answer (a product picture) may arrive as the page closes: then it is not counted.
      const headers = await response.allHeaders().catch(() => null);
      if (headers) encodings.set(pathname, headers['content-encoding'] ?? 'none');
      if (response.request().resourceType() === 'stylesheet') stylesheets.push(pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await waitForPageHydrated(page);

    // The page compressed on the fly, the client entry (the biggest script) by the build.
    expect(encodings.get('/')).toBe('br');
    const entry = [...encodings].find(([path]) => path.startsWith('/assets/entry.client-'));
    expect(entry?.[1]).toBe('br');
    // The shell's styles are in the page itself: painted with the first bytes, no request.
    expect(stylesheets).toEqual([]);
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(251, 250, 247)');
    expect(problems).toEqual([]);
  });

  it('hydrates: the language switch changes to Hebrew, right-to-left, without a page load', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Welcome to Pinwheel Demo Shop' }).waitFor();
    await waitForPageHydrated(page);
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

  it('keeps a part that hydrates during the language switch in the language still on screen', async () => {
    // The footer's tracking choice waits to hydrate; its code is held back until the switch to
    // Hebrew has fetched the Hebrew messages but not yet shown the Hebrew page (the home page's
    // data is held too). Hydrating then, it must render the English the server sent: words of
    // the new language against the old page's HTML make React throw that HTML away (error #418).
    const page = await openPage();
    let releasePart = () => {};
    const partReleased = new Promise<void>((resolve) => (releasePart = resolve));
    let releaseHome = () => {};
    const homeReleased = new Promise<void>((resolve) => (releaseHome = resolve));
    await page.route(/\/assets\/tracking-choice-[\w-]+\.js$/, async (route) => {
      await partReleased;
      await route.continue();
    });
    await page.goto(`${server.url}/`);
    await waitForPageHydrated(page);
    await page.route(/\/_root\.data\?_routes=routes%2Fhome/, async (route) => {
      await homeReleased;
      await route.continue();
    });
    const hebrewMessages = page.waitForResponse(/\/assets\/he-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'עברית' }).click();
    const messagesUrl = (await hebrewMessages).url();
    // Importing the same module again settles once the page's own import has run (and the
    // root's loader, waiting on it, has taken the messages in). A string: Vitest would rewrite
    // an import() written in a function here.
    await page.evaluate(`import(${JSON.stringify(messagesUrl)}).then(() => undefined)`);

    releasePart();
    const choice = page.locator('.tracking-choice__button');
    // Taken over by React: hydrated, or rendered again from scratch if the HTML did not match.
    await expect
      .poll(() =>
        choice.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await choice.textContent()).toBe('Do not track where I came from');
    expect(problems).toEqual([]);

    releaseHome();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect.poll(() => choice.textContent()).toBe('לא לעקוב מאיפה הגעתי');
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
    await waitForPageHydrated(page);

    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'The email or password is not right.',
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(OWNER_EMAIL);

    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
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
    // The wrong password is the one expected failure: the action's single-fetch POST answers 400,
    // and Chromium reports that resource on the console. Any other error fails the test.
    const signInAction = '/admin/sign-in.data';
    expect(failedResponses).toEqual([`400 POST ${signInAction}`]);
    const expectedReport = (p: { text: string; path: string }) =>
      p.path === signInAction && p.text.includes('status of 400');
    expect(problems.filter((p) => !expectedReport(p))).toEqual([]);
  });

  it('refuses /admin data to a signed-out client that names only the child route', async () => {
    // Single fetch runs only the loaders named in _routes, so this skips the /admin layout's.
    const response = await fetch(`${server.url}/admin.data?_routes=routes/admin-overview`, {
      redirect: 'manual',
    });
    // React Router answers a loader's redirect on a .data request with 202 and the redirect in
    // the body, for the client router to follow.
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain('SingleFetchRedirect');
    expect(body).toContain('/admin/sign-in?redirectTo=%2Fadmin"');
  });

  it('signs in without JavaScript too: plain form posts carry the nonce', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
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
    const { cookie, nonce } = await formCredentials(server.url);

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
    form.set('_nonce', nonce);
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

  it('redirects to a path beyond Latin-1, percent-encoded, instead of failing', async () => {
    const { cookie, nonce } = await formCredentials(server.url);
    const response = await fetch(`${server.url}/lang`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ _nonce: nonce, lang: 'he', redirectTo: '/מוצרים/ā b' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/%D7%9E%D7%95%D7%A6%D7%A8%D7%99%D7%9D/%C4%81%20b',
    );
  });

  it("logs a POST to a page without an action (405) as one warning with the request's id, no error, no stack", async () => {
    const { cookie, nonce } = await formCredentials(server.url);
    // The front page has no action: React Router answers 405, the client's mistake, not ours.
    const response = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ _nonce: nonce }),
      redirect: 'manual',
    });
    expect(response.status).toBe(405);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    // The page logs once for the request (the test server logs from warn up): wait for that line.
    const refused = (line: string) =>
      line.includes(`"reqId":"${requestId}"`) && line.includes('"page refused the request"');
    const deadline = Date.now() + 10_000;
    while (!server.output().split('\n').some(refused) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lines = server.output().split('\n');
    const ofRequest = lines
      .filter((line) => line.includes(`"reqId":"${requestId}"`))
      .map(
        (line) =>
          JSON.parse(line) as { level: number; msg: string; err?: unknown; reason?: string },
      );
    const refusal = ofRequest.filter((entry) => entry.msg === 'page refused the request');
    expect(refusal).toHaveLength(1);
    // pino's levels: 40 warn, 50 error.
    expect(refusal[0]).toMatchObject({ level: 40, statusCode: 405 });
    expect(refusal[0]!.reason).toContain('did not provide an `action`');
    expect(refusal[0]).not.toHaveProperty('err');
    expect(ofRequest.filter((entry) => entry.level >= 50)).toEqual([]);
    // No stack frames printed on lines of their own.
    expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
  });

  it("shows a page in the visitor's language, not JSON, when a form post without JavaScript has expired", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'pinwheel_lang', value: 'he', url: server.url }]);
    await page.goto(`${server.url}/admin/sign-in`);
    // Losing the browser cookie the nonce is bound to is what an expired page amounts to.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== 'pinwheel_bid'));
    await page.getByLabel('אימייל').fill(OWNER_EMAIL);
    await page.getByLabel('סיסמה').fill(OWNER_PASSWORD);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'כניסה' }).click(),
    ]);
    expect(response.status()).toBe(403);
    await page.getByRole('heading', { name: 'תוקף הדף פג' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('link', { name: 'חזרה לדף' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  });

  it('shows a typed email with markup in it as text, never as markup', async () => {
    const { cookie, nonce } = await formCredentials(server.url);
    const email = '"><script>window.pwned=1</script>@x.y';
    const response = await fetch(`${server.url}/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, accept: 'text/html' },
      body: new URLSearchParams({ _nonce: nonce, email, password: 'x' }).toString(),
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).not.toContain('<script>window.pwned');
    expect(html).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
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
