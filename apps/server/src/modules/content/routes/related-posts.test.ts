// The related-posts call (spec storefront §7) through real HTTP: the post's own address with
// relatedposts=1, marked as XHR, answers the §3 shape with the display the owner chose in the
// catalog settings; without the mark the address is not this route's (it belongs to the pages);
// exclusions and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('the related-posts call on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  const xhr = { 'x-requested-with': 'XMLHttpRequest' };

  it('answers items and a new shop’s display settings for a marked request', async () => {
    const response = await t.app.inject({
      url: '/blog/caring-for-linen?relatedposts=1',
      headers: xhr,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('X-Requested-With');
    const body = response.json();
    expect(body).toMatchObject({
      show_thumbnails: true,
      show_date: true,
      show_context: true,
      layout: 'grid',
    });
    expect(body.items.map((item: { title: string }) => item.title)).toEqual([
      'Autumn layers',
      'A desk that works',
    ]);
    expect(body.items[0]).toMatchObject({
      url: '/blog/autumn-layers',
      url_meta: { position: 0 },
      img: { srcset: expect.stringContaining('240w') },
    });
  });

  it('answers the display the owner sets in the catalog settings, each way, at once', async () => {
    const owner = await signInOwnerClient(t.app);
    const display = async () => {
      const body = (
        await t.app.inject({ url: '/blog/caring-for-linen?relatedposts=1', headers: xhr })
      ).json();
      return {
        show_thumbnails: body.show_thumbnails,
        show_date: body.show_date,
        show_context: body.show_context,
        layout: body.layout,
      };
    };
    const save = async (relatedPosts: object) => {
      const settings = (await owner.request('GET', '/api/admin/catalog-settings')).json();
      const saved = await owner.request('PUT', '/api/admin/catalog-settings', {
        ...settings,
        related_posts: relatedPosts,
      });
      expect(saved.statusCode).toBe(200);
    };
    const sparse = { show_thumbnails: false, show_date: false, show_context: true, layout: 'list' };
    await save(sparse);
    expect(await display()).toEqual(sparse);
    const full = { show_thumbnails: true, show_date: true, show_context: false, layout: 'grid' };
    await save(full);
    expect(await display()).toEqual(full);
  });

  it('leaves out excluded posts, and speaks Hebrew when asked', async () => {
    const all = (
      await t.app.inject({ url: '/blog/caring-for-linen?relatedposts=1', headers: xhr })
    ).json();
    const first = all.items[0].id as string;
    const without = (
      await t.app.inject({
        url: `/blog/caring-for-linen?relatedposts=1&relatedposts_exclude=${first}`,
        headers: xhr,
      })
    ).json();
    expect(without.items.map((item: { id: string }) => item.id)).not.toContain(first);
    const he = (
      await t.app.inject({ url: '/blog/caring-for-linen?relatedposts=1&lang=he', headers: xhr })
    ).json();
    expect(he.items[0].title).not.toBe(all.items[0].title);
  });

  it('is not answered without the mark (the page answers that address)', async () => {
    const unmarked = await t.app.inject({ url: '/blog/caring-for-linen?relatedposts=1' });
    // The API test app has no pages: the address falls through to its 404.
    expect(unmarked.statusCode).toBe(404);
    const noQuery = await t.app.inject({ url: '/blog/caring-for-linen', headers: xhr });
    expect(noQuery.statusCode).toBe(404);
  });

  it('answers 404 for an unknown post and 400 for bad exclusions', async () => {
    const unknown = await t.app.inject({ url: '/blog/no-such-post?relatedposts=1', headers: xhr });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: '/blog/caring-for-linen?relatedposts=1&relatedposts_exclude=%3Cscript%3E',
      headers: xhr,
    });
    expect(bad.statusCode).toBe(400);
  });
});
