// The anti-forgery check on a small app: a browser gets its id cookie and a nonce, and a write
// goes through only with that browser's fresh nonce, in a header or in the body.
import cookie from '@fastify/cookie';
import { BROWSER_ID_COOKIE, NONCE_FIELD, NONCE_HEADER } from '@pinwheel/core';
import { NONCE_TTL_SECONDS } from '../server-constants.ts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nonce from './nonce.ts';
import { issueNonce } from './nonce-token.ts';

const secretKey = 'nonce-test-secret-which-is-long-enough-0123';

async function nonceApp(secureCookies: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie, { secret: secretKey });
  await app.register(nonce, { secretKey, secureCookies });
  app.get('/form', (_request, reply) => ({ nonce: reply.issueFormNonce() }));
  app.get('/read', () => ({ ok: true }));
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: '/write', handler: () => ({ ok: true }) });
  }
  // A route called from other sites without cookies (as the display protocol is).
  app.post('/from-anywhere', { config: { nonce: false } }, () => ({ ok: true }));
  await app.ready();
  return app;
}

function browserCookieOf(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((line) => line.startsWith(`${BROWSER_ID_COOKIE}=`));
}

describe('the nonce check', () => {
  let app: FastifyInstance;
  /** A browser's cookie header and the nonce its page got. */
  let browser: { cookie: string; nonce: string };

  beforeAll(async () => {
    app = await nonceApp(false);
    const form = await app.inject('/form');
    browser = { cookie: browserCookieOf(form)!.split(';')[0]!, nonce: form.json().nonce };
  });
  afterAll(() => app.close());

  const write = (headers: Record<string, string>, payload?: object, method = 'POST' as const) =>
    app.inject({ method, url: '/write', headers, ...(payload ? { payload } : {}) });

  it('gives a new browser an httpOnly, SameSite=Lax id cookie for the whole site', async () => {
    const line = browserCookieOf(await app.inject('/form'));
    expect(line).toMatch(new RegExp(`^${BROWSER_ID_COOKIE}=[\\w-]{16,64}; `));
    expect(line).toContain('Path=/');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toContain('Secure');
  });

  it('keeps a browser its id: a known browser gets no new cookie', async () => {
    const again = await app.inject({ url: '/form', headers: { cookie: browser.cookie } });
    expect(browserCookieOf(again)).toBeUndefined();
    expect(again.json().nonce).toMatch(/\./);
  });

  it('replaces an id cookie that is not one of ours', async () => {
    const odd = await app.inject({ url: '/form', headers: { cookie: `${BROWSER_ID_COOKIE}=x` } });
    expect(browserCookieOf(odd)).toBeDefined();
  });

  it('lets a write through with the nonce in the header or in the body', async () => {
    const inHeader = await write({ cookie: browser.cookie, [NONCE_HEADER]: browser.nonce });
    expect(inHeader.statusCode).toBe(200);
    const inBody = await write({ cookie: browser.cookie }, { [NONCE_FIELD]: browser.nonce });
    expect(inBody.statusCode).toBe(200);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('checks %s like POST', async (method) => {
    expect((await write({ cookie: browser.cookie }, undefined, method as 'POST')).statusCode).toBe(
      403,
    );
  });

  it('refuses a write without a nonce with 403 nonce_missing, in the visitor language', async () => {
    const missing = await write({ cookie: browser.cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      error: {
        code: 'nonce_missing',
        message: 'This form is missing its security token. Reload the page and try again.',
        requestId: expect.any(String),
      },
    });
    const inHebrew = await write({ cookie: browser.cookie, 'accept-language': 'he' });
    expect(inHebrew.json().error.message).toBe(
      'בטופס חסר אסימון אבטחה. טענו את הדף מחדש ונסו שוב.',
    );
  });

  it.each([
    ['a forged nonce', () => ({ cookie: browser.cookie, [NONCE_HEADER]: 'abc.def' })],
    [
      "another browser's nonce",
      () => ({
        cookie: `${BROWSER_ID_COOKIE}=someone-elses-browser-id`,
        [NONCE_HEADER]: browser.nonce,
      }),
    ],
    ['a nonce without its browser cookie', () => ({ [NONCE_HEADER]: browser.nonce })],
    [
      'a nonce older than its lifetime',
      () => {
        const id = browser.cookie.split('=')[1]!;
        const old = issueNonce(secretKey, id, Date.now() - (NONCE_TTL_SECONDS + 60) * 1000);
        return { cookie: browser.cookie, [NONCE_HEADER]: old };
      },
    ],
  ])('refuses %s with 403 nonce_invalid', async (_label, headers) => {
    const refused = await write(headers());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('nonce_invalid');
  });

  it('leaves reads and routes that opt out alone', async () => {
    expect((await app.inject('/read')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/from-anywhere' })).statusCode).toBe(200);
  });
});

describe('the nonce check behind https', () => {
  it('marks the browser cookie Secure', async () => {
    const app = await nonceApp(true);
    try {
      expect(browserCookieOf(await app.inject('/form'))).toContain('Secure');
    } finally {
      await app.close();
    }
  });
});
