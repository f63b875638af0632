import { NONCE_HEADER, OWNER_SESSION_COOKIE } from '@pinwheel/core';
import { SIGN_IN_ATTEMPTS_PER_WINDOW } from '../../server-constants.ts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { ensureOwner, signIn } from './service.ts';

const email = 'owner@shop.test';
const password = 'correct horse battery staple';

function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return Object.fromEntries(list.map((c) => c.split(';')[0]!.split('=') as [string, string]));
}

describe.each(testEngines())('owner session API on %s', (engine) => {
  let t: TestApp;
  let browserCookie: string;
  let nonce: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await ensureOwner(t.database.db, { email, password });
    const first = await t.app.inject('/api/session');
    browserCookie = Object.entries(cookiesOf(first))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    nonce = first.json().nonce;
  });
  afterAll(() => t.close());

  const signIn = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: browserCookie, [NONCE_HEADER]: nonce, ...headers },
      payload: body,
    });

  it('answers nobody signed in, with a nonce, to a new browser', async () => {
    const response = await t.app.inject('/api/session');
    expect(response.json()).toEqual({ owner: null, nonce: expect.stringMatching(/\./) });
  });

  // The nonce check itself (forged, stale, another browser's) is plugins/nonce.test.ts.
  it('refuses a sign-in without a nonce (403 nonce_missing)', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: browserCookie },
      payload: { email, password },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('nonce_missing');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const response = await signIn({ email, password: 'wrong password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
    const unknown = await signIn({ email: 'nobody@shop.test', password });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(response.json().error.message);
  });

  it('signs in with the session cookie, answers who is signed in, and signs out', async () => {
    const response = await signIn({ email: 'OWNER@shop.test', password });
    expect(response.statusCode).toBe(200);
    expect(response.json().owner.email).toBe(email);
    // The cookie's attributes are plugins/owner-session.test.ts's.
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=`));
    const session = `${browserCookie}; ${OWNER_SESSION_COOKIE}=${cookiesOf(response)[OWNER_SESSION_COOKIE]}`;

    const who = await t.app.inject({ url: '/api/session', headers: { cookie: session } });
    expect(who.json().owner).toMatchObject({ email });

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: session, [NONCE_HEADER]: nonce },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/session', headers: { cookie: session } });
    expect(after.json().owner).toBeNull();
  });

  // A NUL in text is an error on PostgreSQL; no password or address a person types holds one.
  it.each([
    ['email', { email: 'owner\u0000@shop.test', password }],
    ['password', { email, password: 'pass\u0000word' }],
  ])('refuses a control character in the %s with 400 and the field', async (field, body) => {
    const response = await signIn(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed' });
    expect(response.json().error.fields.map((f: { field: string }) => f.field)).toEqual([field]);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const row = await t.database.db
      .selectFrom('owners')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('limits repeated failures for one account from one address', async () => {
    const target = 'limited@shop.test';
    await t.database.db.deleteFrom('sign_in_attempts').execute();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_WINDOW; i++) {
      expect((await signIn({ email: target, password: 'nope' })).statusCode).toBe(401);
    }
    const limited = await signIn({ email: target, password: 'nope' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBe('60');
    // The owner's own account is unaffected by someone hammering another email.
    expect((await signIn({ email, password })).statusCode).toBe(200);
  });

  it('holds the limit against a burst of parallel guesses', async () => {
    const target = 'burst@shop.test';
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_ATTEMPTS_PER_WINDOW * 3 }, () =>
        signIn({ email: target, password: 'guess' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      SIGN_IN_ATTEMPTS_PER_WINDOW,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      SIGN_IN_ATTEMPTS_PER_WINDOW * 2,
    );
  });
});

describe.each(testEngines())('first owner on %s', (engine) => {
  it('takes ADMIN_PASSWORD as the new password when the owner exists (lost password)', async () => {
    const t = await createTestApp(engine);
    try {
      await ensureOwner(t.database.db, { email: 'a@shop.test', password: 'first password' });
      const same = await ensureOwner(t.database.db, {
        email: 'a@shop.test',
        password: 'first password',
      });
      expect(same).toEqual({ created: false, passwordReset: false });
      const reset = await ensureOwner(t.database.db, {
        email: 'A@shop.test',
        password: 'second password',
      });
      expect(reset).toEqual({ created: false, passwordReset: true, email: 'a@shop.test' });
      const outcome = await signIn(t.database.db, {
        email: 'a@shop.test',
        password: 'second password',
        ip: '1.2.3.4',
      });
      expect(outcome.ok).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is created once, with a generated password when none is configured', async () => {
    const t = await createTestApp(engine);
    try {
      const first = await ensureOwner(t.database.db, { email: 'a@shop.test', password: undefined });
      expect(first).toMatchObject({ created: true, email: 'a@shop.test' });
      const generated = first.created ? first.generatedPassword : undefined;
      expect(generated).toHaveLength(20);
      const again = await ensureOwner(t.database.db, { email: 'a@shop.test', password: undefined });
      expect(again).toEqual({ created: false, passwordReset: false });
      const owners = await t.database.db.selectFrom('owners').selectAll().execute();
      expect(owners).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
