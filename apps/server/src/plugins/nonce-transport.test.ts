// The one transport every browser caller uses (@pinwheel/client's createTransport), against the
// real server over real HTTP: the nonce a page was rendered with, what the server does when it
// has gone stale (the cart's write refused by the nonce check, the search's read answered with a
// fresh nonce in the header), and the limits of the recovery: once, and never after an abort.
import { BROWSER_ID_COOKIE, NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createTransport, PinwheelApiError, type FetchFunction } from '@pinwheel/client';
import { apiFailureOf } from '@pinwheel/client/testing/api-failure';
import { MUG, saveCartProducts } from '../modules/cart/cart-fixture.ts';
import { NONCE_TTL_SECONDS } from '../server-constants.ts';
import { createTestApp, TEST_SECRET_KEY, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { issueNonce } from './nonce-token.ts';

interface Sent {
  call: string;
  nonce: string | null;
  status: number;
}

interface CartAnswer {
  cart: { item_count: number };
}

describe.each(testEngines())('the browser transport against the real server on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await saveCartProducts(t);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /**
   * A browser: it keeps cookies as a browser does (none, for one that refuses them), and logs
   * what went over the wire. `pageNonce` is the nonce a page rendered for it would carry.
   */
  async function newBrowser(options: { keepsCookies: boolean } = { keepsCookies: true }) {
    const jar = options.keepsCookies ? new CookieJar() : undefined;
    const sent: Sent[] = [];
    const browserFetch: FetchFunction = async (input, init) => {
      const headers = new Headers(init.headers);
      const cookie = jar?.cookieHeaderFor(input);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      jar?.store(input, response.headers.getSetCookie());
      const url = new URL(input);
      sent.push({
        call: `${init.method ?? 'GET'} ${url.pathname}`,
        nonce: headers.get(NONCE_HEADER),
        status: response.status,
      });
      return response;
    };
    const page = await browserFetch(`${baseUrl}/api/session`, {});
    const { nonce: pageNonce } = (await page.json()) as { nonce: string };
    sent.length = 0;
    const cookies = new URLSearchParams(jar?.cookieHeaderFor(baseUrl)?.replaceAll('; ', '&'));
    const browserId = cookies.get(BROWSER_ID_COOKIE) ?? '';
    return {
      api: createTransport({ baseUrl, fetch: browserFetch }),
      sent,
      pageNonce,
      browserId,
      /** The browser loses its cookies (cleared by its owner), the page staying open. */
      forgetCookies: () => jar?.clear(),
    };
  }

  const addMug = { id: MUG, quantity: 1 };

  it('sends the page’s nonce with a write, and the cart takes it', async () => {
    const browser = await newBrowser();
    const answer = await browser.api.request<CartAnswer>('POST', '/api/cart/add-to-cart', {
      body: addMug,
      nonce: browser.pageNonce,
    });
    expect(answer.cart.item_count).toBe(1);
    expect(browser.sent).toEqual([
      { call: 'POST /api/cart/add-to-cart', nonce: browser.pageNonce, status: 200 },
    ]);
  });

  it('replaces a nonce gone stale (the browser cookie changed) and sends the write again, once', async () => {
    const browser = await newBrowser();
    browser.forgetCookies();
    const answer = await browser.api.request<CartAnswer>('POST', '/api/cart/add-to-cart', {
      body: addMug,
      nonce: browser.pageNonce,
    });
    expect(answer.cart.item_count).toBe(1);
    const fresh = browser.api.getNonce();
    expect(fresh).toEqual(expect.any(String));
    expect(fresh).not.toBe(browser.pageNonce);
    expect(browser.sent).toEqual([
      { call: 'POST /api/cart/add-to-cart', nonce: browser.pageNonce, status: 403 },
      { call: 'GET /api/session', nonce: null, status: 200 },
      { call: 'POST /api/cart/add-to-cart', nonce: fresh, status: 200 },
    ]);

    // The page still passes the nonce it was rendered with; the fresh one goes instead, at once.
    browser.sent.length = 0;
    const again = await browser.api.request<CartAnswer>('POST', '/api/cart/add-to-cart', {
      body: addMug,
      nonce: browser.pageNonce,
    });
    expect(again.cart.item_count).toBe(2);
    expect(browser.sent).toEqual([
      { call: 'POST /api/cart/add-to-cart', nonce: fresh, status: 200 },
    ]);
  });

  it('takes the fresh nonce the search’s refusal carries, without asking the session', async () => {
    const browser = await newBrowser();
    const expired = issueNonce(
      TEST_SECRET_KEY,
      browser.browserId,
      Date.now() - (NONCE_TTL_SECONDS + 60) * 1000,
    );
    const answer = await browser.api.request<{ query: string }>('GET', '/api/search', {
      query: { query: 'mug' },
      nonce: expired,
    });
    expect(answer.query).toBe('mug');
    expect(browser.sent.map(({ call, status }) => `${call} ${status}`)).toEqual([
      'GET /api/search 403',
      'GET /api/search 200',
    ]);
    expect(browser.sent[1]?.nonce).toBe(browser.api.getNonce());
  });

  it('gives a second refusal to the caller instead of trying again (a browser keeping no cookies)', async () => {
    const browser = await newBrowser({ keepsCookies: false });
    const refusal = await apiFailureOf(
      browser.api.request('POST', '/api/cart/add-to-cart', {
        body: addMug,
        nonce: browser.pageNonce,
      }),
    );
    expect(refusal).toBeInstanceOf(PinwheelApiError);
    expect(refusal).toMatchObject({ status: 403, code: 'nonce_invalid' });
    expect(browser.sent.map(({ call, status }) => `${call} ${status}`)).toEqual([
      'POST /api/cart/add-to-cart 403',
      'GET /api/session 200',
      'POST /api/cart/add-to-cart 403',
    ]);
  });

  it('lets an aborted call go with the abort: nothing sent, nothing retried', async () => {
    const browser = await newBrowser();
    const call = browser.api.request('POST', '/api/cart/add-to-cart', {
      body: addMug,
      nonce: browser.pageNonce,
      signal: AbortSignal.abort(),
    });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(browser.sent).toEqual([]);
  });

  it('gets a nonce from the session for a write when the page gave none', async () => {
    const browser = await newBrowser();
    await browser.api.request('POST', '/api/cart/add-to-cart', { body: addMug });
    expect(browser.sent.map(({ call, status }) => `${call} ${status}`)).toEqual([
      'GET /api/session 200',
      'POST /api/cart/add-to-cart 200',
    ]);
    expect(browser.sent[1]?.nonce).toBe(browser.api.getNonce());
  });
});
