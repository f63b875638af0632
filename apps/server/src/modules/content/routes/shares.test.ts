// Share counts and the email link's guard call (spec storefront §7, §9) through real HTTP on a real
// database: counted per page and network, labelled as the buttons show them, only for pages that
// exist, and only with the nonce.
import { NONCE_FIELD, NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorBrowser } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('share counts on %s', (engine) => {
  let t: TestApp;
  let browser: { cookie: string; nonce: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    browser = await visitorBrowser(t.app);
  });
  afterAll(() => t.close());

  const share = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce, ...headers },
      payload,
    });

  it('counts shares per page and network, and answers the label the button shows', async () => {
    const first = await share({ path: '/product/linen-shirt', network: 'facebook' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 1, label: '1' });
    await share({ path: '/product/linen-shirt', network: 'facebook' });
    await share({ path: '/blog/caring-for-linen', network: 'pinterest' });
    expect(await t.app.content.shareCounts('/product/linen-shirt')).toEqual({
      facebook: 2,
      twitter: 0,
      pinterest: 0,
      email: 0,
    });
    expect((await t.app.content.shareCounts('/blog/caring-for-linen')).pinterest).toBe(1);
  });

  it('loses no count when many shares arrive at once', async () => {
    // Many shares at once, as a busy page gets them: none lost.
    await Promise.all(
      Array.from({ length: 40 }, () => share({ path: '/product/brass-pen', network: 'twitter' })),
    );
    expect((await t.app.content.shareCounts('/product/brass-pen')).twitter).toBe(40);
  });

  it('refuses made-up pages, unknown networks, bad paths and calls without the nonce', async () => {
    expect((await share({ path: '/product/no-such-thing', network: 'facebook' })).statusCode).toBe(
      404,
    );
    expect((await share({ path: '/product/linen-shirt', network: 'myspace' })).statusCode).toBe(
      400,
    );
    const script = await share({ path: '/product/<script>', network: 'email' });
    expect(script.statusCode).toBe(400);
    expect((await share({ path: 'https://evil.example/x', network: 'email' })).statusCode).toBe(
      400,
    );
    const noNonce = await t.app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: { cookie: browser.cookie },
      payload: { path: '/product/linen-shirt', network: 'facebook' },
    });
    expect(noNonce.statusCode).toBe(403);
  });

  it('takes the email guard call with the nonce in its body field, and counts it apart', async () => {
    const guard = await t.app.inject({
      method: 'POST',
      url: '/api/shares/email-guard',
      headers: { cookie: browser.cookie },
      payload: { path: '/product/linen-shirt', [NONCE_FIELD]: browser.nonce },
    });
    expect(guard.statusCode).toBe(204);
    // Not an email share: the button's count stays.
    expect((await t.app.content.shareCounts('/product/linen-shirt')).email).toBe(0);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/shares/email-guard',
      headers: { cookie: browser.cookie },
      payload: { path: '/product/linen-shirt', [NONCE_FIELD]: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
