// The web form as a visitor meets it in Chromium, embedded on another site by one script tag
// (/web-form.js, a Shadow DOM): the demo "Workshop sign-up" walked page by page (the company page
// skipped unless the visitor signs up for a company), the rules' messages shown on focus-out, the
// order summary following the chosen ticket and aprons, the captcha solved, and the entry sent and
// confirmed. One server for the file.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';

/** The next weekday after today, as the date input takes it (the form allows Monday–Friday). */
function nextWeekday(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe('the web form', () => {
  let server: ServerProcess;
  let browser: Browser;
  let host: HostSite;
  let context: BrowserContext;
  /** The scripts the page asked for. */
  const scripts: string[] = [];

  beforeAll(async () => {
    [server, browser, host] = await Promise.all([startServer(), launchBrowser(), startHostSite()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function embedded(lang: 'en' | 'he', width = 1280): Promise<Page> {
    host.page(
      `/sign-up-${lang}.html`,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Pottery club</title></head>
      <body style="font: 24px/3 serif; color: red">
        <h1>Pottery club</h1>
        <div data-pinwheel-web-form="workshop-sign-up" data-lang="${lang}"></div>
        <script async src="${server.url}/web-form.js"></script>
      </body></html>`,
    );
    context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The page's clock flows as the wall's until a test moves it on (the time trap, below).
    await page.clock.install();
    await page.goto(`${host.url}/sign-up-${lang}.html`);
    await page.locator('form.pw-wf').waitFor();
    return page;
  }

  it('is filled in and sent on another site, the company page skipped', async () => {
    const page = await embedded('en');
    const form = page.locator('form.pw-wf');
    expect(await form.getAttribute('data-form-id')).toBe('workshop-sign-up');
    expect(await page.locator('.pw-wf__indicator').textContent()).toContain('About you');

    // Next with nothing filled in: the required fields say so, and the page stays.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.locator('[data-field="name"] .pw-wf__error').textContent())
      .toBe('This field is required.');
    await page.getByLabel('Full name').fill('Sam Potter');
    await page.locator('[data-field="email"] input').first().fill('sam@example.com');
    await page.getByLabel('Confirm email').fill('sam@example.com');
    const myself = page.getByRole('radio', { name: 'Myself' });
    await myself.click();
    // The choice stays chosen once the form has drawn it again.
    await expect.poll(() => myself.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();

    // The company page is skipped: straight to the workshop.
    await page.locator('legend', { hasText: 'The workshop' }).waitFor();
    await page.getByLabel('Preferred date').fill(nextWeekday());
    await page.getByRole('radio', { name: /With materials/ }).click();
    await page.locator('[data-field="apron"] select').selectOption('2');
    const summary = page.locator('[data-field="total"]');
    await expect.poll(() => summary.textContent()).toContain('$95.00');

    // The self-hosted captcha's code is a chunk of its own, fetched for this form's last page.
    await expect
      .poll(() => scripts.some((url) => /\/web-form\/altcha-[\w-]+\.js$/.test(url)))
      .toBe(true);
    await page.locator('.pw-wf__captcha-state', { hasText: 'Verified.' }).waitFor({
      timeout: 60_000,
    });
    // A person takes more than the time trap's 3 s to fill this in; the test is quicker, so the
    // page's clock is moved on as the person's would have.
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.pw-wf--done').waitFor({ timeout: 30_000 });
    const done = await page.locator('.pw-wf--done').textContent();
    expect(done).toContain('Please pay $95.00');
    expect(done).toContain('Thank you! Your place is held');
  });
});
