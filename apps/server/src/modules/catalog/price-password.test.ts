// The price password on both databases, with the demo shop: the owner's setting (write-only
// password, on refused without one), and that no price leaves the server for a guest while it is
// on — the search answer, /cart.js, the cart API, the bulk table — until the right password's
// session cookie, which a wrong password never gets.
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { cookiePairs, visitorBrowser } from '../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { PRICE_ACCESS_COOKIE } from './price-access.ts';

const settingsPath = '/wp-json/pinwheel/v1/settings/price-password';

describe.each(testEngines())('the price password on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let visitor: { cookie: string; nonce: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
    visitor = await visitorBrowser(t.app);
  });
  afterAll(() => t.close());

  const search = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/search?query=mug',
      headers: { cookie, [NONCE_HEADER]: visitor.nonce },
    });
  const enter = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/price-password',
      headers: { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
      payload: { password },
    });

  it('refuses hiding prices before a password is set, and never answers the password', async () => {
    expect((await owner.request('GET', settingsPath)).json()).toEqual({
      enabled: false,
      password_set: false,
    });
    const refused = await owner.request('PUT', settingsPath, { enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().data.params)).toEqual(['password']);
    const tooShort = await owner.request('PUT', settingsPath, { enabled: true, password: 'abc' });
    expect(tooShort.statusCode).toBe(400);
    const saved = await owner.request('PUT', settingsPath, {
      enabled: true,
      password: 'open sesame',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('sesame');
    expect(saved.json()).toEqual({ enabled: true, password_set: true });
  });

  it('sends a guest no price: search, cart, bulk table', async () => {
    const answer = (await search(visitor.cookie)).json();
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.suggestions) {
      expect(suggestion.data.priceMin).toBeNull();
      expect(suggestion.data.priceMax).toBeNull();
      expect(suggestion.addToCart.action).toBe('choose');
    }
    const add = await t.app.inject({
      method: 'POST',
      url: '/cart/add.js',
      headers: { cookie: visitor.cookie },
      payload: { id: answer.suggestions[0].id, quantity: 1 },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().description).toBe('Enter the shop’s password to see prices and buy.');
    const cart = (
      await t.app.inject({ url: '/cart.js', headers: { cookie: visitor.cookie } })
    ).json();
    expect(cart.item_count).toBe(0);
    expect(cart.items).toEqual([]);
    const table = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/bulk-table',
      headers: { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
      payload: { action: 'get_table_with_product_bulk_table', product_id: 'any', attributes: {} },
    });
    expect(table.statusCode).toBe(403);
    expect(table.json().error.code).toBe('prices_hidden');
  });

  it('answers a wrong password in words and sets nothing; the right one shows prices', async () => {
    const empty = await enter('');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toBe('Please enter the password.');
    const wrong = await enter('open says me');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers['content-type']).toMatch(/^text\/plain/);
    expect(wrong.body).toBe('That password is not right.');
    expect(cookiePairs(wrong).some((pair) => pair.startsWith(PRICE_ACCESS_COOKIE))).toBe(false);
    const right = await enter('open sesame');
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('success');
    const proof = cookiePairs(right).find((pair) => pair.startsWith(`${PRICE_ACCESS_COOKIE}=`));
    expect(proof).toBeDefined();
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(right.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/i);
    const shown = (await search(`${visitor.cookie}; ${proof}`)).json();
    expect(shown.suggestions[0].data.priceMin).toEqual(expect.any(Number));
    // Another guest still sees none.
    expect((await search(visitor.cookie)).json().suggestions[0].data.priceMin).toBeNull();
  });

  it('takes the proof away when the password changes, and shows prices to all when off', async () => {
    const right = await enter('open sesame');
    const proof = cookiePairs(right).find((pair) => pair.startsWith(`${PRICE_ACCESS_COOKIE}=`));
    await owner.request('PUT', settingsPath, { enabled: true, password: 'a new word' });
    expect(
      (await search(`${visitor.cookie}; ${proof}`)).json().suggestions[0].data.priceMin,
    ).toBeNull();
    await owner.request('PUT', settingsPath, { enabled: false });
    expect((await search(visitor.cookie)).json().suggestions[0].data.priceMin).toEqual(
      expect.any(Number),
    );
    expect((await owner.request('GET', settingsPath)).json()).toEqual({
      enabled: false,
      password_set: true,
    });
  });
});
