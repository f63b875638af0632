// The reCAPTCHA / Turnstile adapter against a local server speaking their siteverify protocol (a
// form post of secret, response and remoteip; `{ "success": … }` back), and the owner's choice of
// a hosted check: the dialogs are told to show it, answers are verified through it, and pages'
// script policy allows its host.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { siteVerify } from './captcha.ts';

describe('siteverify adapter', () => {
  let server: Server;
  let url = '';
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        if (form.get('response') === 'garbage') {
          response.end('not json');
          return;
        }
        response.setHeader('content-type', 'application/json');
        const good = form.get('secret') === 'the-secret' && form.get('response') === 'good-token';
        response.end(JSON.stringify({ success: good, 'error-codes': good ? [] : ['invalid'] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts secret, response and remoteip, and believes only success: true', async () => {
    const input = { secret: 'the-secret', response: 'good-token', remoteIp: '10.1.2.3' };
    expect(await siteVerify(url, input)).toBe(true);
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      secret: 'the-secret',
      response: 'good-token',
      remoteip: '10.1.2.3',
    });
    expect(await siteVerify(url, { ...input, response: 'bad-token' })).toBe(false);
    expect(await siteVerify(url, { ...input, response: 'garbage' })).toBe(false);
    expect(await siteVerify(url, { ...input, response: '' })).toBe(false);
    expect(await siteVerify('http://127.0.0.1:1/siteverify', input)).toBe(false);
  });
});

describe('a hosted check chosen by the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('is shown to the dialogs and allowed by the pages’ script policy', async () => {
    const owner = await restOwner(t.app);
    const refused = await owner.request('POST', '/wp-json/pinwheel/v1/settings/customers', {
      captcha_provider: 'turnstile',
      captcha_site_key: 'site-key',
    });
    expect(refused.statusCode).toBe(400);
    const saved = await owner.request('POST', '/wp-json/pinwheel/v1/settings/customers', {
      captcha_provider: 'turnstile',
      captcha_site_key: 'site-key',
      captcha_secret_key: 'secret-key',
      registration_redirect: '/shop',
    });
    expect(saved.json()).toEqual({
      captcha_provider: 'turnstile',
      captcha_site_key: 'site-key',
      captcha_secret_key_saved: true,
      registration_redirect: '/shop',
    });
    const session = await t.app.inject('/api/customer/session');
    expect(session.json().captcha).toEqual({
      provider: 'turnstile',
      siteKey: 'site-key',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    });
    const page = await t.app.inject('/robots-does-not-matter-a-page');
    const policy = String(page.headers['content-security-policy']);
    if (String(page.headers['content-type']).startsWith('text/html')) {
      expect(policy).toContain('https://challenges.cloudflare.com');
    }
  });
});
