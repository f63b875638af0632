// Posts on a real database: the latest first, one post in either language, and the related block
// in the spec's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines())('posts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  it('lists the latest posts and reads one in Hebrew', async () => {
    const latest = await t.app.content.latestPosts('en', 3);
    expect(latest.map((post) => post.slug)).toEqual([
      'caring-for-linen',
      'how-our-mugs-are-made',
      'a-desk-that-works',
    ]);
    const post = await t.app.content.post('he', 'caring-for-linen');
    expect(post?.title).toBe('איך לטפל בפשתן');
    expect(post?.html.match(/<p>/g)).toHaveLength(3);
    expect(await t.app.content.post('en', 'nope')).toBeNull();
  });

  it("lists one category's or tag's posts for the journal, and nothing for an unknown one", async () => {
    const guides = await t.app.content.journal('en', { category: 'guides' }, 10);
    expect(guides?.term).toBe('Guides');
    expect(guides?.posts.map((post) => post.slug)).toEqual([
      'caring-for-linen',
      'a-desk-that-works',
    ]);
    const linen = await t.app.content.journal('en', { tag: 'linen' }, 10);
    expect(linen?.posts.map((post) => post.slug)).toEqual(['caring-for-linen', 'autumn-layers']);
    expect(await t.app.content.journal('en', { category: 'nope' }, 10)).toBeNull();
    expect((await t.app.content.journal('en', {}, 2))?.posts).toHaveLength(2);
  });

  it('answers related posts sharing tags, in the related-posts shape', async () => {
    const related = await t.app.content.relatedPosts('en', 'caring-for-linen');
    // Two tags shared beats the same topic; posts sharing neither are left out.
    expect(related?.items.map((item) => item.url)).toEqual([
      '/blog/autumn-layers',
      '/blog/a-desk-that-works',
    ]);
    expect(related?.items[0]).toMatchObject({
      url: '/blog/autumn-layers',
      url_meta: { origin: 'demo-post-1', position: 0 },
      context: 'Style',
      img: { width: 480, height: 300 },
    });
    expect(related).toMatchObject({
      show_thumbnails: true,
      show_date: true,
      show_context: true,
      layout: 'grid',
    });
    const excluded = await t.app.content.relatedPosts('en', 'caring-for-linen', ['demo-post-4']);
    expect(excluded?.items.map((item) => item.url)).not.toContain('/blog/autumn-layers');
    expect(await t.app.content.relatedPosts('en', 'nope')).toBeNull();
  });
});
