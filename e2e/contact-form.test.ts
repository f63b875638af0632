// The contact form as a visitor meets it in Chromium: on the storefront's Contact us page (English
// and Hebrew) and embedded on another site by one script tag. Every status of spec §4 is reached:
// invalid with tips and the screen-reader list, unaccepted, submitting → sent → resetting → sent
// after refill, spam, failed (offline, not JSON), aborted, payment-required and custom-{name}; the
// refill's answer is used (its time-trap token, the captcha and quiz it may carry); the send button
// waits for the acceptance box; the server's answer matches the browser's; a form inside another
// form is replaced by the spec's error text. One server for the file.
import { CONTACT_FORM_MIN_FILL_MS, CONTACT_FORM_STARTED } from '@pinwheel/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startServer,
  type ServerProcess,
} from './harness/server-process.ts';

/** The server's time trap refuses a form sent sooner than this after it was handed out. */
/**
 * The time trap is judged by the server's clock from the issue time its token carries: wait until
 * the token is old enough (the server and this test share the machine's clock), however long
 * filling the form already took, instead of a fixed while after it.
 */
async function timeTrapPassed(token: string) {
  const issuedAt = parseInt(token.split('_')[0] ?? '', 36);
  expect(Number.isFinite(issuedAt), `a time-trap token: ${token}`).toBe(true);
  await expect
    .poll(() => Date.now() - issuedAt, { timeout: CONTACT_FORM_MIN_FILL_MS + 10_000, interval: 50 })
    .toBeGreaterThan(CONTACT_FORM_MIN_FILL_MS);
}

/** The token the page's form will send. */
const pageToken = (page: Page) => page.inputValue(`input[name="${CONTACT_FORM_STARTED}"]`);

describe('the contact form', () => {
  let server: ServerProcess;
  let browser: Browser;
  let host: HostSite;
  let context: BrowserContext;

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

  async function open(path: string, lang: 'en' | 'he' = 'en', width = 1280): Promise<Page> {
    context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'pinwheel_lang', value: lang, url: server.url }]);
    const page = await context.newPage();
    // The demo shop's popups would cover the form: this file is about the form.
    await page.route('**/embed.js', (route) => route.abort());
    await page.goto(`${server.url}${path}`);
    await page.locator('.pw-cf[data-ready] .pw-cf__form').waitFor();
    return page;
  }

  const statusOf = (page: Page) => page.locator('.pw-cf__form').getAttribute('data-status');

  async function fillValid(page: Page) {
    await page.fill('[name="your-name"]', 'Dana Levi');
    await page.fill('[name="your-email"]', 'dana@shop.example');
    await page.selectOption('[name="topic"]', 'Returns');
    await page.fill('[name="your-message"]', 'The blue mug arrived chipped.');
    await page.check('[name="terms"]');
  }

  it('keeps send disabled until the terms are ticked, then shows every error three ways', async () => {
    const page = await open('/contact');
    const send = page.locator('.pw-cf__submit');
    expect(await send.isDisabled()).toBe(true);
    await page.check('[name="terms"]');
    expect(await send.isEnabled()).toBe(true);
    await page.uncheck('[name="terms"]');
    expect(await send.isDisabled()).toBe(true);

    await page.fill('[name="your-email"]', 'dana@shop');
    await page.fill('[name="your-website"]', 'shop.example/about');
    await page.locator('[name="your-website"]').blur();
    // spec §5: a URL with a dot and no scheme gets http://.
    expect(await page.inputValue('[name="your-website"]')).toBe('http://shop.example/about');
    await page.fill('[name="your-message"]', 'Too short');
    expect(await page.locator('.pw-cf__counter--too-short').textContent()).toBe(
      '9 of 1000 characters',
    );
    await page.check('[name="terms"]');
    await send.click();
    expect(await statusOf(page)).toBe('invalid');
    expect(await page.locator('.pw-cf__response').textContent()).toBe(
      'One or more fields have an error. Please check and try again.',
    );
    // The tip beside each field, tied to it for assistive technology.
    const emailTip = await page.locator('[name="your-email"]').getAttribute('aria-describedby');
    expect(await page.locator(`#${emailTip}`).textContent()).toBe(
      'Please enter a valid email address.',
    );
    expect(await page.locator('[name="your-email"]').getAttribute('aria-invalid')).toBe('true');
    // The screen-reader list: each field's label and message, linking to the field.
    expect(await page.locator('.pw-cf__sr-response li').allTextContents()).toEqual([
      'Your name: This field is required.',
      'Email: Please enter a valid email address.',
      'Topic: This field is required.',
      'Message: Please enter at least 10 characters.',
    ]);
    expect(await page.locator('.pw-cf__sr-response [role="status"]').textContent()).toBe(
      'One or more fields have an error. Please check and try again.',
    );
    // Focus goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'your-name',
    );
    // Fixing a field and leaving it clears its tip.
    await page.fill('[name="your-name"]', 'Dana');
    await page.locator('[name="your-name"]').blur();
    expect(await page.locator('.pw-cf__sr-response li').count()).toBe(3);
  });

  it('sends, resets, and comes back to sent after the refill call', async () => {
    const page = await open('/contact');
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/contact-forms/')) {
        calls.push(
          `${request.method()} ${pathname} ${request.headers()['x-pinwheel-nonce'] ? 'nonce' : ''}`.trim(),
        );
      }
    });
    const statuses: string[] = [];
    await page.exposeFunction('recordStatus', (status: string) => statuses.push(status));
    await page.evaluate(() => {
      const form = document.querySelector('.pw-cf__form')!;
      // Each change's old value: statuses that last only a moment are not lost to batching.
      new MutationObserver((records) => {
        for (const record of records) {
          (window as unknown as { recordStatus(s: string): void }).recordStatus(
            record.oldValue ?? '',
          );
        }
      }).observe(form, {
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['data-status'],
      });
    });
    await fillValid(page);
    await timeTrapPassed(await pageToken(page));
    const refilled = page.waitForResponse((response) => response.url().includes('/refill'));
    await page.click('.pw-cf__submit');
    const refill = (await (await refilled).json()) as { started: string };
    await page.locator('.pw-cf__form[data-status="sent"]').waitFor();
    // The statuses it went through before sent (§4).
    expect(statuses).toEqual(['init', 'validating', 'submitting', 'resetting']);
    expect(calls).toEqual([
      'POST /api/contact-forms/contact-us/feedback nonce',
      'GET /api/contact-forms/contact-us/refill',
    ]);
    // The refill's answer is what the next message carries: its own time-trap token.
    expect(refill.started).toMatch(/^\w+\.[\w-]{32}$/);
    expect(await page.inputValue('[name="_pinwheel_started"]')).toBe(refill.started);
    expect(await page.locator('.pw-cf__response').textContent()).toBe(
      'Thank you for your message. It has been sent.',
    );
    expect(await page.inputValue('[name="your-name"]')).toBe('');
    expect(await page.isChecked('[name="terms"]')).toBe(false);
    expect(await page.locator('.pw-cf__submit').isDisabled()).toBe(true);

    // A second message, judged from the refill's token, is sent too.
    await fillValid(page);
    await timeTrapPassed(await pageToken(page));
    const second = page.waitForResponse((response) => response.url().includes('/feedback?'));
    await page.click('.pw-cf__submit');
    expect(((await (await second).json()) as { status: string }).status).toBe('mail_sent');
    await page.locator('.pw-cf__form[data-status="sent"]').waitFor();
  });

  it('shows the captcha and the quiz a refill answers, and sends their answers', async () => {
    const page = await open('/contact');
    // None of our forms has a captcha or a quiz yet: the server's real refill answer (its token)
    // gets them added on the way, as a form with them would be answered.
    await page.route('**/api/contact-forms/contact-us/refill*', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({
        json: {
          ...answer,
          captcha: { 'captcha-1': `${server.url}/captcha/4821.png` },
          quiz: { 'quiz-1': ['What is 2 + 3?', 'a1b2c3'] },
        },
      });
    });
    await fillValid(page);
    await timeTrapPassed(await pageToken(page));
    await page.click('.pw-cf__submit');
    await page.locator('.pw-cf__form[data-status="sent"]').waitFor();

    const quiz = page.getByLabel('What is 2 + 3?');
    expect(await quiz.getAttribute('name')).toBe('quiz-1');
    expect(await page.inputValue('[name="_pinwheel_quiz_answer_quiz-1"]')).toBe('a1b2c3');
    const captcha = page.getByLabel('Type the characters in the picture');
    expect(await captcha.getAttribute('name')).toBe('captcha-1');
    expect(await page.locator('.pw-cf__captcha img').getAttribute('src')).toBe(
      `${server.url}/captcha/4821.png`,
    );
    expect(await page.inputValue('[name="_pinwheel_captcha_challenge_captcha-1"]')).toBe('4821');

    await fillValid(page);
    await quiz.fill('5');
    await captcha.fill('KX7P');
    await timeTrapPassed(await pageToken(page));
    const sending = page.waitForRequest((request) => request.url().includes('/feedback?'));
    const refilled = page.waitForResponse((response) => response.url().includes('/refill'));
    await page.click('.pw-cf__submit');
    const body = (await sending).postData() ?? '';
    // Sent, and refilled through the route above before the page closes.
    await refilled;
    await page.locator('.pw-cf__form[data-status="sent"]').waitFor();
    expect(body).toMatch(/name="quiz-1"\r\n\r\n5\r\n/);
    expect(body).toMatch(/name="_pinwheel_quiz_answer_quiz-1"\r\n\r\na1b2c3\r\n/);
    expect(body).toMatch(/name="captcha-1"\r\n\r\nKX7P\r\n/);
    expect(body).toMatch(/name="_pinwheel_captcha_challenge_captcha-1"\r\n\r\n4821\r\n/);
  });

  it("answers as the server does: the server's invalid_fields are the browser's tips", async () => {
    const page = await open('/contact');
    await fillValid(page);
    await page.fill('[name="your-email"]', 'dana@@shop.example');
    await page.fill('[name="order-date"]', '2014-02-28');
    await page.fill('[name="your-phone"]', '12-34');
    await page.click('.pw-cf__submit');
    const browserSays = await page.locator('.pw-cf__sr-response li').allTextContents();
    // The same values straight to the server, the browser's checks bypassed.
    const started = await page.evaluate(
      async () =>
        (
          (await (await fetch('/api/embed/contact-forms/contact-us/feedback/schema')).json()) as {
            started: string;
          }
        ).started,
    );
    await timeTrapPassed(started);
    const serverSays = await page.evaluate(
      async ({ field, token }) => {
        const data = new FormData(document.querySelector<HTMLFormElement>('.pw-cf__form')!);
        data.set(field, token);
        const answer = await fetch('/api/embed/contact-forms/contact-us/feedback', {
          method: 'POST',
          body: data,
        });
        return answer.json();
      },
      { field: CONTACT_FORM_STARTED, token: started },
    );
    expect(serverSays.status).toBe('validation_failed');
    const labels: Record<string, string> = { 'your-email': 'Email', 'your-phone': 'Phone' };
    expect(
      serverSays.invalid_fields.map(
        (field: { field: string; message: string }) => `${labels[field.field]}: ${field.message}`,
      ),
    ).toEqual(browserSays);
  });

  it('reaches spam, failed, aborted, unaccepted, payment-required and custom statuses', async () => {
    const page = await open('/contact');
    await fillValid(page);
    await timeTrapPassed(await pageToken(page));
    // A bot fills every input, the hidden honeypot too: the real server says spam.
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('[name="_pinwheel_website"]')!.value = 'x';
    });
    await page.click('.pw-cf__submit');
    await page.locator('.pw-cf__form[data-status="spam"]').waitFor();
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('[name="_pinwheel_website"]')!.value = '';
    });

    const feedback = '**/api/contact-forms/contact-us/feedback*';
    const answerWith = async (body: string) => {
      await page.unroute(feedback);
      await page.route(feedback, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await page.click('.pw-cf__submit');
    };
    const shape = (status: string, message: string) =>
      JSON.stringify({
        status,
        message,
        invalid_fields: [],
        posted_data_hash: '',
        captcha: {},
        quiz: {},
      });

    await page.route(feedback, (route) => route.abort('internetdisconnected'));
    await page.click('.pw-cf__submit');
    await page.locator('.pw-cf__form[data-status="failed"]').waitFor();
    expect(await page.locator('.pw-cf__response').textContent()).toBe('You are probably offline.');

    await answerWith('<html>Bad gateway</html>');
    await page
      .locator('.pw-cf__response', { hasText: 'The response is not a valid JSON response.' })
      .waitFor();
    expect(await statusOf(page)).toBe('failed');

    await answerWith(shape('acceptance_missing', 'Accept the terms'));
    await page.locator('.pw-cf__form[data-status="unaccepted"]').waitFor();
    await answerWith(shape('payment_required', 'Pay first'));
    await page.locator('.pw-cf__form[data-status="payment-required"]').waitFor();
    await answerWith(shape('aborted', 'Stopped'));
    await page.locator('.pw-cf__form[data-status="aborted"]').waitFor();
    // A refused message's answer may carry a fresh quiz: the form asks it.
    await answerWith(
      JSON.stringify({
        ...(JSON.parse(shape('spam', 'Try again')) as object),
        quiz: { 'quiz-1': ['Which colour is the sky?', 'f00d'] },
      }),
    );
    await page.getByLabel('Which colour is the sky?').waitFor();
    await answerWith(shape('waiting_list', 'You are on the waiting list'));
    await page.locator('.pw-cf__form[data-status="custom-waiting-list"]').waitFor();
    expect(await page.locator('.pw-cf__response').textContent()).toBe(
      'You are on the waiting list',
    );
  });

  it('speaks Hebrew right to left on a phone', async () => {
    const page = await open('/contact', 'he', 390);
    expect(await page.locator('.pw-cf').getAttribute('dir')).toBe('rtl');
    await page.check('[name="terms"]');
    await page.click('.pw-cf__submit');
    expect(await page.locator('.pw-cf__response').textContent()).toBe(
      'יש שגיאה בשדה אחד או יותר. נא לבדוק ולנסות שוב.',
    );
    expect(await page.locator('.pw-cf__sr-response li').first().textContent()).toBe(
      'השם שלך: זהו שדה חובה.',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 390);
    expect(overflow).toBe(false);
  });

  it('is embedded on another site by one script tag, and refuses to sit inside a form', async () => {
    host.page(
      '/contact.html',
      `<!doctype html><html lang="he"><head><meta charset="utf-8"><title>Host</title></head><body>
        <h1>Another shop</h1>
        <div data-pinwheel-contact-form="contact-us" data-lang="en"></div>
        <form action="/subscribe"><div id="nested" data-pinwheel-contact-form="contact-us"></div></form>
        <script async src="${server.url}/contact-form.js"></script>
      </body></html>`,
    );
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.url}/contact.html`);
    await page.locator('.pw-cf[data-ready] .pw-cf__form').waitFor();
    expect(await page.locator('#nested').textContent()).toBe(
      'שגיאה: טופס יצירת הקשר הזה ממוקם במקום שגוי.',
    );
    expect(await page.locator('.pw-cf__form').count()).toBe(1);
    await fillValid(page);
    await timeTrapPassed(await pageToken(page));
    await page.click('.pw-cf__submit');
    await page.locator('.pw-cf__form[data-status="sent"]').waitFor();
    expect(await page.locator('.pw-cf__response').textContent()).toBe(
      'Thank you for your message. It has been sent.',
    );
  });

  it("lists messages for the owner at /admin/messages, visitors' words as text, the address to write to, consent in words, files to download", async () => {
    const schema = (await (
      await fetch(`${server.url}/api/embed/contact-forms/contact-us/feedback/schema`)
    ).json()) as { started: string };
    const data = new FormData();
    data.set('your-name', '<img src=x onerror="window.hacked=1">Eve');
    data.set('your-email', 'eve@mail.example');
    data.set('topic', 'Wholesale');
    data.set('your-message', 'Do you sell <b>wholesale</b>?');
    data.set('terms', '1');
    data.set(CONTACT_FORM_STARTED, schema.started);
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
    data.set('attachment', new Blob([pdf], { type: 'application/pdf' }), 'price list.pdf');
    await timeTrapPassed(schema.started);
    const sent = await fetch(`${server.url}/api/embed/contact-forms/contact-us/feedback`, {
      method: 'POST',
      body: data,
    });
    expect(((await sent.json()) as { status: string }).status).toBe('mail_sent');

    context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/messages`);
    await page.waitForURL(/\/admin\/sign-in/);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/messages');
    const card = page.locator('.admin-message').first();
    expect(await card.locator('h3').textContent()).toBe('Sent through Contact us');
    expect(await card.locator('.status-badge').textContent()).toBe(
      'Kept here (no mail server set)',
    );
    const fields = await card
      .locator('.admin-message__field')
      .evaluateAll((rows) => rows.map((row) => row.textContent));
    expect(fields).toContain('Your name<img src=x onerror="window.hacked=1">Eve');
    expect(fields).toContain('MessageDo you sell <b>wholesale</b>?');
    // The sender's address is a link to write to; the consent box is said in words.
    expect(await card.getByRole('link', { name: 'eve@mail.example' }).getAttribute('href')).toBe(
      'mailto:eve@mail.example',
    );
    expect(
      fields.some((row) => row?.endsWith('Agreed: the box was ticked when the message was sent')),
    ).toBe(true);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    const link = card.getByRole('link', { name: /Download price_list\.pdf/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('price_list.pdf');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
