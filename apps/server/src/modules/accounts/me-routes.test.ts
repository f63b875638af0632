// POST /api/users/me (the coming-soon banner's dismissal, storefront spec §7) over HTTP on each
// database: a visitor's dismissal comes back as a cookie, a signed-in owner's is kept on the
// account; without the nonce or with any other body nothing is remembered.
import { COMING_SOON_DISMISS_URL, NONCE_HEADER, OWNER_SESSION_COOKIE } from '@pinwheel/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { ensureOwner } from './service.ts';

const email = 'owner@shop.test';
const password = 'correct horse battery staple';
const dismissal = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

function cookieHeader(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.each(testEngines())('the coming-soon banner dismissal on %s', (engine) => {
  let t: TestApp;
  let browser: string;
  let nonce: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await ensureOwner(t.database.db, { email, password });
    const first = await t.app.inject('/api/session');
    browser = cookieHeader(first);
    nonce = first.json().nonce;
  });
  afterAll(() => t.close());

  const dismiss = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: COMING_SOON_DISMISS_URL,
      headers: {
        cookie: browser,
        [NONCE_HEADER]: nonce,
        'content-type': 'application/json',
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it("remembers a visitor's dismissal in an httpOnly cookie of that browser", async () => {
    const response = await dismiss(dismissal);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(dismissal);
    const cookie = setCookies(response).find((one) =>
      one.startsWith('coming_soon_banner_dismissed='),
    );
    expect(cookie).toMatch(
      /^coming_soon_banner_dismissed=yes; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it("keeps a signed-in owner's dismissal on the account, not in a cookie", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: browser, [NONCE_HEADER]: nonce },
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const session = setCookies(signIn).find((one) => one.startsWith(`${OWNER_SESSION_COOKIE}=`));
    const withSession = `${browser}; ${session!.split(';')[0]}`;
    const owner = signIn.json().owner as { id: string };
    expect(
      await t.app.accounts.ownerMeta(owner.id, 'coming_soon_banner_dismissed'),
    ).toBeUndefined();

    const response = await dismiss(dismissal, { cookie: withSession });
    expect(response.statusCode).toBe(200);
    expect(setCookies(response).some((one) => one.startsWith('coming_soon_banner_dismissed'))).toBe(
      false,
    );
    expect(await t.app.accounts.ownerMeta(owner.id, 'coming_soon_banner_dismissed')).toBe('yes');
    // Saying it twice is no error.
    expect((await dismiss(dismissal, { cookie: withSession })).statusCode).toBe(200);
  });

  it('refuses the call without the nonce header (403 nonce_missing), remembering nothing', async () => {
    const response = await dismiss(dismissal, { [NONCE_HEADER]: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('nonce_missing');
    expect(setCookies(response).some((one) => one.startsWith('coming_soon_banner_dismissed'))).toBe(
      false,
    );
  });

  it.each([
    ['another value', { woocommerce_meta: { coming_soon_banner_dismissed: 'no' } }],
    ['another key', { woocommerce_meta: { coming_soon_banner_dismissed: 'yes', admin: 'yes' } }],
    ['a field beside it', { ...dismissal, role: 'owner' }],
    ['no meta', {}],
    ['a script tag', { woocommerce_meta: { coming_soon_banner_dismissed: '<script>x</script>' } }],
    ['a number', { woocommerce_meta: { coming_soon_banner_dismissed: 1 } }],
    ['malformed JSON', '{"woocommerce_meta":'],
  ])('answers 400 to %s and sets no cookie', async (_name, payload) => {
    const response = await dismiss(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTruthy();
    expect(setCookies(response).some((one) => one.startsWith('coming_soon_banner_dismissed'))).toBe(
      false,
    );
  });

  it('answers 413 to a huge body', async () => {
    const response = await dismiss({
      woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
      padding: 'x'.repeat(2_000_000),
    });
    expect(response.statusCode).toBe(413);
  });
});
