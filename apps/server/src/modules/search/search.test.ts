// The storefront's search endpoint on a real database with the demo shop: the nonce it needs and
// the fresh one it hands back, what it answers (typos, Hebrew, add-to-cart data, posts,
// categories, keywords) and hostile input answered normally.
import { BROWSER_ID_COOKIE, NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueNonce } from '../../plugins/nonce-token.ts';
import { NONCE_TTL_SECONDS } from '../../server-constants.ts';
import { visitorBrowser } from '../../testing/owner-client.ts';
import { createTestApp, TEST_SECRET_KEY, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines())('the storefront search on %s', (engine) => {
  let t: TestApp;
  let visitor: { cookie: string; nonce: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    visitor = await visitorBrowser(t.app);
  });
  afterAll(() => t.close());

  const search = (query: string, extra = '', nonce: string | null = visitor.nonce) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search?query=${encodeURIComponent(query)}${extra}`,
      headers: { cookie: visitor.cookie, ...(nonce === null ? {} : { [NONCE_HEADER]: nonce }) },
    });

  it('refuses a missing or stale nonce distinguishably, handing a fresh one that works', async () => {
    const missing = await search('mug', '', null);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('nonce_missing');
    const fresh = missing.headers[NONCE_HEADER];
    expect(typeof fresh).toBe('string');
    expect((await search('mug', '', String(fresh))).statusCode).toBe(200);

    const browserId = /pinwheel_bid=([^;]+)/.exec(visitor.cookie)?.[1] ?? '';
    const expired = issueNonce(
      TEST_SECRET_KEY,
      browserId,
      Date.now() - (NONCE_TTL_SECONDS + 60) * 1000,
    );
    const stale = await search('mug', '', expired);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('nonce_invalid');
    expect(stale.headers['cache-control']).toBe('private, no-store');
    expect((await search('mug', '', String(stale.headers[NONCE_HEADER]))).statusCode).toBe(200);

    // A nonce of another browser (its cookie changed since the page was made) is stale too.
    const other = await visitorBrowser(t.app);
    const foreign = await search('mug', '', other.nonce);
    expect(foreign.json().error.code).toBe('nonce_invalid');
    // The fresh nonce belongs to the browser that asked, not to the nonce it sent.
    expect((await search('mug', '', String(foreign.headers[NONCE_HEADER]))).statusCode).toBe(200);
    expect(visitor.cookie).toContain(`${BROWSER_ID_COOKIE}=`);
  });

  it('finds products despite a typo, with add-to-cart data, keywords and the results link', async () => {
    const answer = (await search('sneakrs')).json();
    expect(answer.suggestions.map((s: { data: { title: string } }) => s.data.title)).toEqual([
      'Canvas Sneakers',
    ]);
    expect(answer.suggestions[0]).toMatchObject({
      url: '/product/canvas-sneakers',
      addToCart: { action: 'choose', url: '/product/canvas-sneakers' },
      data: { inStock: true, image: { src: expect.stringMatching(/^\/media\//) } },
    });
    expect(answer.keywords).toContain('sneakers');
    expect(answer.view_all_link).toBe('/search?s=sneakrs');
    expect(answer.currency).toBe('USD');

    const pen = (await search('brass pen')).json().suggestions[0];
    expect(pen.data.title).toBe('Brass Pen');
    expect(pen.addToCart).toEqual({ action: 'add', id: expect.any(Number), quantity: 1 });
  });

  it('forgives a swapped or a dropped letter in a three-letter word: "mgu", "wol"', async () => {
    const titles = async (query: string) =>
      (await search(query))
        .json()
        .suggestions.map((s: { data: { title: string } }) => s.data.title) as string[];
    expect(await titles('mgu')).toContain('Stoneware Mug');
    expect(await titles('wol')).toContain('Oak Lounge Armchair');
    // A wrong letter is not a slip at this length: "mub" finds no mug.
    expect(await titles('mub')).not.toContain('Stoneware Mug');
  });

  it('answers matching categories and posts, and keeps to the type asked for', async () => {
    const linen = (await search('linen')).json();
    expect(linen.posts).toContainEqual({
      title: 'Caring for linen',
      url: '/blog/caring-for-linen',
    });
    expect(linen.suggestions.length).toBeGreaterThan(1);
    const apparel = (await search('apparel')).json();
    expect(apparel.categories).toEqual([{ title: 'Apparel', url: '/category/apparel' }]);

    const productsOnly = (await search('linen', '&post_type=product')).json();
    expect(productsOnly.posts).toEqual([]);
    expect(productsOnly.view_all_link).toBe('/search?s=linen&post_type=product');
    const postsOnly = (await search('linen', '&post_type=post')).json();
    expect(postsOnly.suggestions).toEqual([]);
    expect(postsOnly.posts.length).toBeGreaterThan(0);
  });

  it('searches in Hebrew, with or without vowel points, answering in Hebrew', async () => {
    const shirt = (await search('חולצת', '&lang=he')).json();
    expect(shirt.suggestions[0].data.title).toBe('חולצת פשתן');
    const pointed = (await search('חוּלְצַת', '&lang=he')).json();
    expect(pointed.suggestions[0].data.title).toBe('חולצת פשתן');
    const posts = (await search('פשתן', '&lang=he')).json();
    expect(posts.posts).toContainEqual({ title: 'איך לטפל בפשתן', url: '/blog/caring-for-linen' });
  });

  it('answers hostile input normally: markup, 5,000 characters, control characters', async () => {
    const markup = await search('<script>alert(1)</script>');
    expect(markup.statusCode).toBe(200);
    expect(markup.headers['content-type']).toMatch(/^application\/json/);
    expect(markup.json()).toMatchObject({ query: '<script>alert(1)</script>', suggestions: [] });

    const long = await search('a'.repeat(5000));
    expect(long.statusCode).toBe(200);
    expect(long.json().query).toHaveLength(200);

    const control = await search('mug\u0000\u0007\u001b');
    expect(control.statusCode).toBe(200);
    expect(control.json().query).toBe('mug');
    expect(control.json().suggestions[0].data.title).toBe('Stoneware Mug');

    const twice = await t.app.inject({
      url: '/api/search?query=a&query=b',
      headers: { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce },
    });
    expect(twice.statusCode).toBe(400);
    const badType = await search('mug', '&post_type=page');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.code).toBeTruthy();
  });

  it('opens with popular keywords, the categories and the promo, in the visitor’s language', async () => {
    const english = (await t.app.inject('/api/search/overview?lang=en')).json();
    expect(english.keywords).toEqual(['linen', 'mug', 'sneakers', 'notebook', 'candle']);
    expect(english.categories.map((c: { title: string }) => c.title)).toEqual([
      'Apparel',
      'Home & Living',
      'Desk',
      'Accessories',
    ]);
    expect(english.promo).toEqual({
      title: 'The autumn edit',
      text: 'Linen, wool and canvas for cooler days.',
      url: '/category/apparel',
    });
    const hebrew = (await t.app.inject('/api/search/overview?lang=he')).json();
    expect(hebrew.keywords[0]).toBe('פשתן');
    expect(hebrew.promo.title).toBe('הליקוט הסתווי');
  });
});
