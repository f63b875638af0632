// The typed client (packages/client) against the real server over real HTTP: cookies, nonce and
// error bodies as they are on the wire, not as a mock imagines them. It lives here, beside the
// session API it drives: packages never import apps.
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createPinwheelClient,
  PinwheelApiError,
  type FetchFunction,
} from '@pinwheel/client';
import { apiFailureOf } from '@pinwheel/client/testing/api-failure';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const email = 'owner@shop.test';
const password = 'correct horse battery staple';

interface Sent {
  method: string;
  path: string;
  nonce: string | null;
  status: number;
}

describe.each(testEngines())('the client against the real server on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.accounts.ensureOwner({ email, password });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** A fresh "browser": its own cookie jar, and a log of what went over the wire. */
  function newBrowser() {
    const sent: Sent[] = [];
    const recordingFetch: FetchFunction = async (input, init) => {
      const response = await fetch(input, init);
      sent.push({
        method: init.method ?? 'GET',
        path: new URL(input).pathname,
        nonce: new Headers(init.headers).get(NONCE_HEADER),
        status: response.status,
      });
      return response;
    };
    const client = createPinwheelClient({
      baseUrl,
      cookieJar: new CookieJar(),
      fetch: recordingFetch,
    });
    return { client, sent };
  }

  it('tells a new browser nobody is signed in, with a nonce', async () => {
    const { client } = newBrowser();
    const state = await client.session.get();
    expect(state).toEqual({ owner: null, nonce: expect.any(String) });
    expect(client.getNonce()).toBe(state.nonce);
  });

  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const { client } = newBrowser();
    const refusal = await apiFailureOf(client.session.signIn(email, 'wrong password'));
    expect(refusal).toBeInstanceOf(PinwheelApiError);
    expect(refusal).toMatchObject({ status: 401, code: 'invalid_credentials', fields: [] });
    expect(refusal.message).toBe('The email or password is not right');
    expect(refusal.requestId).toEqual(expect.any(String));
    expect((await client.session.get()).owner).toBeNull();
  });

  it('names the field when the email is not an email', async () => {
    const { client } = newBrowser();
    const refusal = await apiFailureOf(client.session.signIn('not an email', password));
    expect(refusal).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refusal.fields).toEqual([{ field: 'email', reason: expect.any(String) }]);
  });

  it('signs in, stays signed in, and signs out', async () => {
    const { client, sent } = newBrowser();
    const owner = await client.session.signIn(email, password);
    expect(owner).toEqual({ id: expect.any(String), email });
    // It had no nonce yet, so it fetched one before the sign-in.
    expect(sent.slice(0, 2)).toMatchObject([
      { method: 'GET', path: '/api/session', status: 200 },
      { method: 'POST', path: '/api/session', nonce: client.getNonce(), status: 200 },
    ]);

    expect((await client.session.get()).owner).toEqual(owner);
    await client.session.signOut();
    expect((await client.session.get()).owner).toBeNull();
  });

  it('keeps browsers apart: signing in one does not sign in another', async () => {
    const first = newBrowser().client;
    const second = newBrowser().client;
    await first.session.signIn(email, password);
    expect((await first.session.get()).owner).toMatchObject({ email });
    expect((await second.session.get()).owner).toBeNull();
  });

  it('refreshes a stale nonce once and the call goes through', async () => {
    const { client, sent } = newBrowser();
    await client.session.get();
    client.setNonce('forged.nonce');
    const owner = await client.session.signIn(email, password);
    expect(owner.email).toBe(email);
    expect(sent.slice(1)).toMatchObject([
      { method: 'POST', nonce: 'forged.nonce', status: 403 },
      { method: 'GET', path: '/api/session', status: 200 },
      { method: 'POST', nonce: client.getNonce(), status: 200 },
    ]);
    expect(client.getNonce()).not.toBe('forged.nonce');
  });

  it('cannot sign in from Node without a cookie jar, and says why', async () => {
    // Node's fetch keeps no cookies: the browser-id cookie the nonce is tied to is lost between
    // calls, so every nonce is refused. This is why server-to-server callers pass a CookieJar.
    const client = createPinwheelClient({ baseUrl });
    const refusal = await apiFailureOf(client.session.signIn(email, password));
    expect(refusal).toMatchObject({ status: 403, code: 'nonce_invalid' });
  });
});
