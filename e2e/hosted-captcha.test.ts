// Turnstile and reCAPTCHA, as the owner chooses them under settings → customers, in Chromium
// against the real server: the providers are the local fakes of harness/hosted-captcha-fakes.ts
// (their widget script's JavaScript API and their siteverify protocol), named by the server's
// environment only. A web form embedded on another site draws the provider's widget (not ALTCHA),
// posts its answer under the provider's field, and after the provider refuses an answer shows
// why and resets the widget; the storefront's registration dialog does the same under Turnstile.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness/browser.ts';
import {
  startHostedCaptchaFakes,
  type FakeProvider,
  type HostedCaptchaFakes,
} from './harness/hosted-captcha-fakes.ts';
import { startHostSite, type HostSite } from './harness/host-site.ts';
import { signInAsOwner } from './harness/owner-api.ts';
import { startServer, type ServerProcess } from './harness/server-process.ts';
import { embedWebForm, walkWorkshopToLastPage } from './harness/web-form-visitor.ts';

const WIDGET_LABEL: Record<FakeProvider, string> = {
  turnstile: 'Fake Turnstile: I am human',
  recaptcha: 'Fake reCAPTCHA: I am not a robot',
};

describe('hosted captchas in the browser', { timeout: 120_000 }, () => {
  let fakes: HostedCaptchaFakes;
  let server: ServerProcess;
  let browser: Browser;
  let host: HostSite;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    fakes = await startHostedCaptchaFakes();
    [server, browser, host] = await Promise.all([
      startServer({ env: fakes.env }),
      launchBrowser(),
      startHostSite(),
    ]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
    await fakes?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function choose(provider: FakeProvider) {
    const owner = await signInAsOwner(server.url);
    const { siteKey, secret } = fakes.keys(provider);
    await owner.rest(
      'POST',
      '/wp-json/pinwheel/v1/settings/customers',
      { captcha_provider: provider, captcha_site_key: siteKey, captcha_secret_key: secret },
      200,
    );
  }

  async function newPage(): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    return page;
  }

  /** The scripts the last page asked for. */
  let scripts: string[] = [];

  /** The demo form embedded on another site, walked to its last page. */
  async function formOnLastPage(): Promise<Page> {
    const address = embedWebForm(host, server.url, { formId: 'workshop-sign-up' });
    const page = await newPage();
    scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(address);
    await page.locator('form.pw-wf').waitFor();
    await walkWorkshopToLastPage(page, { name: 'Sam Potter', email: 'sam@example.com' });
    return page;
  }

  it.each(['turnstile', 'recaptcha'] as const)(
    'a web form on another site shows %s’s widget and is sent with its answer',
    async (provider) => {
      await choose(provider);
      const page = await formOnLastPage();
      const widget = page.getByLabel(WIDGET_LABEL[provider]);
      await widget.waitFor();
      // The provider's widget instead of ALTCHA's, drawn with the owner's site key.
      expect(await page.locator('altcha-widget').count()).toBe(0);
      // Its script from where the server's settings say; ALTCHA's code is a chunk never fetched.
      expect(scripts).toContain(
        `${fakes.url}/${provider === 'turnstile' ? 'turnstile/v0' : 'recaptcha'}/api.js?render=explicit`,
      );
      expect(scripts.filter((url) => url.includes('/web-form/altcha-'))).toEqual([]);
      expect(await page.locator(`.fake-${provider}`).getAttribute('data-sitekey')).toBe(
        fakes.keys(provider).siteKey,
      );
      await page.clock.fastForward(5_000);

      // Sent without ticking it: the server asks for the check, nothing is stored.
      const asked = fakes.verifications.length;
      await page.getByRole('button', { name: 'Submit' }).click();
      await page
        .locator('.pw-wf__captcha [role="alert"]', {
          hasText: 'Please confirm you are human, then send again.',
        })
        .waitFor();
      // Every refused send resets the widget (an answer is good once).
      await expect
        .poll(() => page.locator(`.fake-${provider}`).getAttribute('data-resets'))
        .toBe('1');

      // Ticked, but the provider refuses this answer: the reason shown, the widget reset.
      await widget.check();
      fakes.refuseNext(provider);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => fakes.verifications.length).toBe(asked + 1);
      expect(fakes.verifications.at(-1)).toMatchObject({
        provider,
        secret: fakes.keys(provider).secret,
        response: expect.stringMatching(new RegExp(`^${provider}-answer-1-`)),
        success: false,
      });
      await expect
        .poll(() => page.locator(`.fake-${provider}`).getAttribute('data-resets'))
        .toBe('2');
      expect(await widget.isChecked()).toBe(false);
      await page
        .locator('.pw-wf__captcha [role="alert"]', {
          hasText: 'Please confirm you are human, then send again.',
        })
        .waitFor();

      // Ticked again: the fresh answer passes and the entry is sent.
      await widget.check();
      await page.clock.fastForward(5_000);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.pw-wf--done').waitFor({ timeout: 30_000 });
      expect(await page.locator('.pw-wf--done').textContent()).toContain(
        'Thank you! Your place is held',
      );
      expect(fakes.verifications.at(-1)).toMatchObject({
        provider,
        response: expect.stringMatching(new RegExp(`^${provider}-answer-2-`)),
        success: true,
      });
    },
  );

  it('the registration dialog under Turnstile: a refused answer says so, a good one registers', async () => {
    await choose('turnstile');
    const page = await newPage();
    await page.route('**/embed.js*', (route) => route.abort());
    await page.goto(server.url);
    await page.getByRole('banner').locator('button.customer-entry').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in to your account' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.getByLabel('Username').fill('tal');
    await dialog.getByLabel('Email').fill('tal@shop.example');
    await dialog.getByLabel('Password', { exact: true }).fill('plum tree 42');
    await dialog.getByLabel('Confirm password').fill('plum tree 42');
    const widget = dialog.getByLabel(WIDGET_LABEL.turnstile);
    await widget.check();

    fakes.refuseNext('turnstile');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The check that you are not a robot failed. Please try it again.' })
      .waitFor();
    expect(fakes.verifications.at(-1)).toMatchObject({
      provider: 'turnstile',
      response: expect.stringMatching(new RegExp(`^turnstile-answer-1-`)),
      success: false,
    });
    // The spent answer is gone: the widget asks again.
    await expect.poll(() => widget.isChecked()).toBe(false);

    await widget.check();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Create account' }).click(),
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).waitFor();
    expect(fakes.verifications.at(-1)).toMatchObject({
      provider: 'turnstile',
      response: expect.stringMatching(new RegExp(`^turnstile-answer-2-`)),
      success: true,
    });
  });
});
