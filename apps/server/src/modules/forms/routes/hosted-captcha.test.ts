// A web form under the owner's hosted captcha: when Turnstile or reCAPTCHA keys are saved
// (settings → customers), the form's settings name that provider and its site key (never the
// secret), and an entry passes only with the answer their siteverify call accepts. The providers
// are stood in for by a local server speaking each one's protocol (TURNSTILE_VERIFY_URL,
// RECAPTCHA_VERIFY_URL): a form post of secret, response and remoteip, and each one's answer shape.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postedName } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner } from '../../../platform-api/testing/rest-owner.ts';
import { multipartBody } from '../../../testing/owner-client.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { demoWebForm } from '../demo.ts';

/** What each provider answers (their documented siteverify shapes). */
function providerAnswer(provider: string, good: boolean): Record<string, unknown> {
  const common = {
    success: good,
    challenge_ts: new Date().toISOString(),
    hostname: '127.0.0.1',
    'error-codes': good ? [] : ['invalid-input-response'],
  };
  return provider === 'turnstile' ? { ...common, action: '', cdata: '' } : common;
}

describe('a web form under a hosted captcha', () => {
  let t: TestApp;
  let smtp: LocalSmtpServer;
  let provider: Server;
  let dataDir: string;
  const seen: Array<{ path: string; form: Record<string, string> }> = [];
  const formId = 'hosted';
  const root = '/api/embed/forms';
  // Where the operator says the widget scripts are (the pages' script policy allows it: the
  // storefront's dialog loads it in e2e/hosted-captcha.test.ts).
  const scripts = 'https://captcha-scripts.example';

  beforeAll(async () => {
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        const which = request.url === '/turnstile/siteverify' ? 'turnstile' : 'recaptcha';
        seen.push({ path: request.url ?? '', form });
        const good = form.secret === `${which}-secret` && form.response === `${which}-solved`;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(providerAnswer(which, good)));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    smtp = await startLocalSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-hosted-captcha-'));
    t = await createTestApp(
      'sqlite',
      {},
      {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        TURNSTILE_VERIFY_URL: `${base}/turnstile/siteverify`,
        RECAPTCHA_VERIFY_URL: `${base}/recaptcha/siteverify`,
        TURNSTILE_SCRIPT_URL: `${scripts}/turnstile/api.js?render=explicit`,
        RECAPTCHA_SCRIPT_URL: `${scripts}/recaptcha/api.js?render=explicit`,
      },
    );
    await t.app.forms.create({ name: 'Workshop', definition: demoWebForm }, formId);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function choose(which: 'turnstile' | 'recaptcha') {
    const owner = await restOwner(t.app);
    const saved = await owner.request('POST', '/wp-json/pinwheel/v1/settings/customers', {
      captcha_provider: which,
      captcha_site_key: `${which}-site-key`,
      captcha_secret_key: `${which}-secret`,
    });
    expect(saved.statusCode).toBe(200);
  }

  async function submit(answer: Record<string, string>) {
    const form = (await t.app.inject({ url: `${root}/${formId}?lang=en` })).json();
    const now = Date.now();
    const day = new Date(now + 40 * 24 * 3600 * 1000);
    while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
    const body = await multipartBody(
      Object.entries({
        action: 'wpforms_submit',
        'wpforms[id]': formId,
        'wpforms[token]': form.token as string,
        'wpforms[hp]': '',
        start_timestamp: String(now - 20_000),
        end_timestamp: String(now),
        'wpforms[payment_total]': '7000',
        [postedName('name')]: 'Dana Levi',
        [postedName('email')]: 'dana@mail.example',
        [postedName('email.confirm')]: 'dana@mail.example',
        [postedName('for')]: 'me',
        [postedName('date')]: day.toISOString().slice(0, 10),
        [postedName('ticket')]: 'standard',
        [postedName('apron')]: '',
        [postedName('apron.quantity')]: '2',
        [postedName('topics')]: 'glaze',
        ...answer,
      }),
    );
    return (
      await t.app.inject({
        method: 'POST',
        url: `${root}/ajax?lang=en`,
        remoteAddress: '10.9.8.7',
        ...body,
      })
    ).json();
  }

  const entryCount = async () =>
    (await t.app.forms.entries(formId, { limit: 1, offset: 0, order: 'desc' })).total;

  it.each(['turnstile', 'recaptcha'] as const)(
    'shows %s’s widget and takes an entry only with an answer it accepts',
    async (which) => {
      await choose(which);
      const form = (await t.app.inject({ url: `${root}/${formId}?lang=en` })).json();
      expect(form.settings.captcha).toEqual({
        provider: which,
        siteKey: `${which}-site-key`,
        scriptUrl: `${scripts}/${which}/api.js?render=explicit`,
      });
      expect(JSON.stringify(form)).not.toContain(`${which}-secret`);

      const field = which === 'turnstile' ? 'cf-turnstile-response' : 'g-recaptcha-response';
      const before = await entryCount();
      const missing = await submit({});
      expect(missing.success).toBe(false);
      expect(missing.data.errors.general.recaptcha).toBe(
        'Please confirm you are human, then send again.',
      );
      const wrong = await submit({ [field]: 'made-up' });
      expect(wrong.success).toBe(false);
      expect(seen.at(-1)).toEqual({
        path: `/${which}/siteverify`,
        form: { secret: `${which}-secret`, response: 'made-up', remoteip: '10.9.8.7' },
      });
      expect(await entryCount()).toBe(before);

      const solved = await submit({ [field]: `${which}-solved` });
      expect(solved.success).toBe(true);
      expect(await entryCount()).toBe(before + 1);
    },
  );

  it('goes back to its own puzzle when the owner chooses ALTCHA again', async () => {
    const owner = await restOwner(t.app);
    await owner.request('POST', '/wp-json/pinwheel/v1/settings/customers', {
      captcha_provider: 'altcha',
    });
    const form = (await t.app.inject({ url: `${root}/${formId}?lang=en` })).json();
    expect(form.settings.captcha).toBeUndefined();
    const asked = seen.length;
    const refused = await submit({ 'cf-turnstile-response': 'turnstile-solved' });
    expect(refused.success).toBe(false);
    expect(seen.length).toBe(asked);
  });
});
