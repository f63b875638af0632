// The typed client with credentials of its own (an application password, Basic auth) against the
// real server on a real port, both databases: no cookie, no nonce fetched or sent, and a key's
// scope refusing what it does not allow, in WooCommerce's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPinwheelClient, type FetchFunction } from '@pinwheel/client';
import { apiFailureOf } from '@pinwheel/client/testing/api-failure';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

const email = 'owner@credentials.test';

describe.each(testEngines())('the typed client with an application password on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.accounts.ensureOwner({ email, password: 'credentials test password' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = createPinwheelClient({ baseUrl, cookieJar: new CookieJar() });
    ownerId = (await browser.session.signIn(email, 'credentials test password')).id;
  });
  afterAll(() => t.close());

  async function passwordClient(scope: 'read' | 'read_write') {
    const created = await t.app.accounts.apiKeys.createApplicationPassword(ownerId, {
      name: `typed client ${scope}`,
      scope,
    });
    if (!created.ok) throw new Error(created.reason);
    const sent: Array<{ url: string; nonce: string | null; authorization: string | null }> = [];
    const recording: FetchFunction = (input, init) => {
      const headers = new Headers(init.headers);
      sent.push({
        url: new URL(input).pathname,
        nonce: headers.get('x-wp-nonce'),
        authorization: headers.get('authorization'),
      });
      return fetch(input, init);
    };
    const client = createPinwheelClient({
      baseUrl,
      auth: { username: email, password: created.password },
      fetch: recording,
    });
    return { client, sent };
  }

  it('is the owner by Basic auth alone: no nonce fetched or sent', async () => {
    const { client, sent } = await passwordClient('read_write');
    const me = await client.request<{ id: unknown; name: string }>(
      'GET',
      '/wp-json/wp/v2/users/me',
    );
    expect(me.name).toBe('owner');
    expect(sent).toEqual([
      {
        url: '/wp-json/wp/v2/users/me',
        nonce: null,
        authorization: expect.stringMatching(/^Basic /),
      },
    ]);
  });

  it('is refused a write with a read-only password', async () => {
    const { client } = await passwordClient('read');
    const refusal = await apiFailureOf(
      client.request('POST', '/wp-json/wp/v2/posts', { body: { title: 'Read-only' } }),
    );
    expect(refusal).toMatchObject({ status: 401, code: 'woocommerce_rest_authentication_error' });
  });
});
