// The mailing-list sign-up as a visitor meets it in Chromium: the storefront footer's form with
// its consent box, double opt-in through a real SMTP conversation (the confirm link from the mail
// opened in the browser), the owner's subscriber list (double opt-in switched there, a subscriber
// unsubscribed or removed for good after a confirmation), the signed unsubscribe link, and the
// same sign-up embedded on another site by one script tag; a sign-up sent before the footer's
// script is here (held, then sent by it) and one without JavaScript (a plain form post to
// /mailing-list/subscribe). One server for the file.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './harness/axe.ts';
import { launchBrowser } from './harness/browser.ts';
import { formCredentials } from './harness/form-credentials.ts';
import { waitForHydrated } from './harness/hydrated.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import { startLocalSmtp, type LocalSmtp } from './harness/local-smtp.ts';
import { signInOnPage } from './harness/owner-sign-in.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

describe('the mailing-list sign-up', () => {
  let smtp: LocalSmtp;
  let server: ServerProcess;
  let browser: Browser;
  let host: HostSite;
  let context: BrowserContext;
  let ownerHeaders: Record<string, string>;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    [server, browser, host] = await Promise.all([
      startServer({ env: { SMTP_URL: smtp.url } }),
      launchBrowser(),
      startHostSite(),
    ]);
    // The owner turns double opt-in on for the footer's list.
    const { cookie, nonce } = await formCredentials(server.url);
    const signIn = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: { cookie, 'x-pinwheel-nonce': nonce, 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
    });
    const session = signIn.headers.getSetCookie().map((line) => line.split(';')[0]);
    ownerHeaders = { cookie: [cookie, ...session].join('; '), 'x-pinwheel-nonce': nonce };
    const turnedOn = await fetch(`${server.url}/api/admin/mailing-lists/newsletter`, {
      method: 'PATCH',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ double_opt_in: true }),
    });
    expect(turnedOn.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
    await smtp?.close();
  });
  afterEach(async () => {
    await context?.close();
  });

  const subscribers = async () =>
    (
      (await (
        await fetch(`${server.url}/api/admin/mailing-lists/newsletter/subscribers`, {
          headers: ownerHeaders,
        })
      ).json()) as { subscribers: Array<Record<string, unknown>> }
    ).subscribers;

  const linkIn = (mail: string, purpose: string) =>
    new RegExp(`http://[\\w.:]+/mailing-list/${purpose}\\?s=[\\w-]+&t=[\\w-]+`).exec(mail)![0];

  it('signs up from the footer, confirms by the mailed link, and unsubscribes by another', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/embed.js', (route) => route.abort());
    await page.goto(`${server.url}/`);
    const form = page.locator('footer form.pw-ml');
    // The form's own handling is what this test tries (the plain post has its own test below).
    await waitForHydrated(form);
    await form.getByLabel('First name').fill('Noa');
    await form.getByLabel('Email', { exact: true }).fill('noa@mail.example');
    await form.getByRole('button', { name: 'Sign up' }).click();
    // No consent, no sign-up: the box says why.
    await form.locator('.pw-ml__tip', { hasText: 'This field is required.' }).waitFor();
    await form
      .getByLabel('I agree to get the shop’s newsletter by email. I can unsubscribe at any time.')
      .check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form
      .locator('[role="status"]', {
        hasText: 'Almost there: we sent you an email. Click its link to confirm.',
      })
      .waitFor();
    expect((await subscribers())[0]).toMatchObject({
      email: 'noa@mail.example',
      first_name: 'Noa',
      status: 'pending',
      consent_text: 'I agree to get the shop’s newsletter by email. I can unsubscribe at any time.',
      confirmation_mail: 'sent',
    });

    const mail = await smtp.nextMailTo('noa@mail.example');
    await page.goto(linkIn(mail, 'confirm'));
    await page.getByRole('heading', { name: 'You are on the list' }).waitFor();
    expect((await subscribers())[0]).toMatchObject({ status: 'subscribed' });

    // A forged link changes nothing.
    await page.goto(`${server.url}/mailing-list/unsubscribe?s=x&t=y`);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    expect((await subscribers())[0]).toMatchObject({ status: 'subscribed' });

    await page.goto(linkIn(mail, 'unsubscribe'));
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect((await subscribers())[0]).toMatchObject({ status: 'unsubscribed' });
  });

  it('is embedded on another site by one script tag, in Hebrew', async () => {
    host.page(
      '/news.html',
      `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>Host</title></head>
        <body><div data-pinwheel-mailing-list="newsletter"></div>
        <script async src="${server.url}/contact-form.js"></script></body></html>`,
    );
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.url}/news.html`);
    const form = page.locator('form.pw-ml');
    await form.getByLabel('אימייל', { exact: true }).fill('guest@mail.example');
    await form
      .getByLabel('אני מסכים/ה לקבל את הניוזלטר של החנות במייל. אפשר להסיר את עצמי בכל עת.')
      .check();
    await form.getByRole('button', { name: 'הרשמה' }).click();
    await form
      .locator('[role="status"]', {
        hasText: 'כמעט סיימנו: שלחנו אליך מייל. יש ללחוץ על הקישור שבו כדי לאשר.',
      })
      .waitFor();
    const guest = (await subscribers()).find((one) => one.email === 'guest@mail.example');
    expect(guest).toMatchObject({ status: 'pending', source: 'embed' });
    expect(await smtp.nextMailTo('guest@mail.example')).toContain('/mailing-list/confirm?s=');
  });

  it('lists subscribers for the owner at /admin/subscribers, with a CSV download', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/subscribers`);
    await page.waitForURL(/\/admin\/sign-in/);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/subscribers');
    expect(await page.locator('caption').first().textContent()).toBe('Newsletter: 2 subscribers');
    const rows = await page
      .locator('tbody tr')
      .evaluateAll((all) =>
        all.map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim())),
      );
    expect(rows.map((row) => [row[0], row[1], row[2], row[4]])).toEqual([
      ['noa@mail.example', 'Noa', 'Unsubscribed', 'The storefront'],
      ['guest@mail.example', '', 'Waiting for confirmation', 'A form on another site'],
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Newsletter as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('subscribers-newsletter.csv');
  });

  it('switches double opt-in and unsubscribes or removes a subscriber after asking', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await signInOnPage(page, server.url);
    await page.goto(`${server.url}/admin/subscribers`);
    const optIn = page.getByLabel('Ask new sign-ups to Newsletter to confirm by email');
    expect(await optIn.isChecked()).toBe(true);
    const listSaved = page.waitForResponse(
      (response) =>
        /\/wp-json\/pinwheel\/v1\/mailing-lists\/[^/?]+\?/.test(response.url()) &&
        response.request().method() !== 'GET',
    );
    await optIn.uncheck();
    expect((await listSaved).status()).toBe(200);
    await expect.poll(() => optIn.isChecked()).toBe(false);
    await page.reload();
    expect(
      await page.getByLabel('Ask new sign-ups to Newsletter to confirm by email').isChecked(),
    ).toBe(false);

    // Unsubscribe: asked first; Cancel changes nothing.
    await page.getByRole('button', { name: 'Unsubscribe guest@mail.example' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Take guest@mail.example off Newsletter?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Unsubscribe guest@mail.example' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('guest@mail.example is unsubscribed.').waitFor();
    const status = (email: string) =>
      page.locator('tbody tr', { hasText: email }).locator('.status-badge').textContent();
    await expect.poll(() => status('guest@mail.example')).toBe('Unsubscribed');

    // Remove for good: the row goes.
    await page.getByRole('button', { name: 'Remove noa@mail.example for good' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove for good' }).click();
    await page.getByText('noa@mail.example is removed.').waitFor();
    await expect
      .poll(() => page.locator('tbody tr', { hasText: 'noa@mail.example' }).count())
      .toBe(0);
    expect(await page.locator('caption').first().textContent()).toBe('Newsletter: 1 subscriber');
  });

  it('passes an axe scan in English and Hebrew, wide and on a phone', async () => {
    // The scan injects axe's script, which the pages' CSP would refuse.
    context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInOnPage(page, server.url);
    for (const lang of ['en', 'he']) {
      await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/admin/subscribers`);
        await page.locator('caption').first().waitFor();
        expect(await axeViolations(page), `${lang} ${width}`).toEqual([]);
        expect(await sidewaysOverflow(page), `${lang} ${width}`).toBeLessThanOrEqual(0);
        // The sign-up's own page (where the form goes without JavaScript), opened directly.
        await page.goto(`${server.url}/mailing-list/subscribe`);
        await page.locator('main form.pw-ml').waitFor();
        expect(await axeViolations(page), `sign-up page ${lang} ${width}`).toEqual([]);
        expect(await sidewaysOverflow(page), `sign-up page ${lang} ${width}`).toBeLessThanOrEqual(
          0,
        );
      }
    }
  }, 150_000);

  const CONSENT = 'I agree to get the shop’s newsletter by email. I can unsubscribe at any time.';

  it('keeps a sign-up sent before the form’s script is here, and sends it once it is', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/embed.js', (route) => route.abort());
    // The form's code arrives only when the test lets it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/footer-sign-up-*', async (route) => {
      await released;
      await route.continue();
    });
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${server.url}/`);
    // The page itself has come to life (the footer is not a part that waits); the form has not.
    await waitForHydrated(page.locator('footer.site-footer'));
    const form = page.locator('footer form.pw-ml');
    await form.getByLabel('Email', { exact: true }).fill('early@mail.example');
    await form.getByLabel(CONSENT).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    release();
    // Double opt-in was switched off above: signed up at once, in place, with no page load.
    await form.locator('[role="status"]', { hasText: 'Thank you! You are on the list.' }).waitFor();
    expect(loads).toEqual([`GET ${server.url}/`]);
    expect((await subscribers()).find((one) => one.email === 'early@mail.example')).toMatchObject({
      status: 'subscribed',
      source: 'storefront',
    });
  });

  it('signs up without JavaScript by a plain form post, the typing kept when a field is refused', async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const footer = page.locator('footer form.pw-ml');
    await footer.getByLabel('First name').fill('Dov');
    await footer.getByLabel('Email', { exact: true }).fill('dov@mail.example');
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/mailing-list/subscribe`);
    // Nothing is in an address bar or a log: the fields went in the post's body.
    const form = page.locator('main form.pw-ml');
    await form.locator('.pw-ml__tip', { hasText: 'This field is required.' }).waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('Dov');
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('dov@mail.example');
    expect(await page.title()).toMatch(/^Get our news · /);
    expect((await subscribers()).some((one) => one.email === 'dov@mail.example')).toBe(false);

    await form.getByLabel(CONSENT).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page
      .locator('main [role="status"]', { hasText: 'Thank you! You are on the list.' })
      .waitFor();
    expect((await subscribers()).find((one) => one.email === 'dov@mail.example')).toMatchObject({
      first_name: 'Dov',
      status: 'subscribed',
      source: 'storefront',
    });
  });
});
