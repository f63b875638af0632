// wp/v2/posts as a WordPress client meets it, on both databases: the owner writes posts with
// categories and tags, the public reads only what is published (drafts refused, context=edit
// refused), lists page with WordPress's headers, a scheduled post shows from its time on, and
// what the API writes is what the storefront's post page shows, sanitised.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { contentPages } from '../index.ts';

interface WpPost {
  id: string;
  slug: string;
  status: string;
  link: string;
  date: string;
  title: { rendered: string; raw?: string };
  content: { rendered: string; raw?: string; protected: boolean };
  excerpt: { rendered: string; raw?: string };
  categories: string[];
  tags: string[];
  featured_media: string | 0;
  translations: { he: { title: string | null; content: string | null; excerpt: string | null } };
  _links: Record<string, Array<{ href: string; embeddable?: boolean; taxonomy?: string }>>;
  _embedded?: Record<string, unknown>;
}

describe.each(testEngines())('wp/v2/posts on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let category: string;
  let tag: string;
  const anyone = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
    const made = await owner.request('POST', '/wp-json/wp/v2/categories', { name: 'Field notes' });
    category = made.json<{ id: string }>().id;
    tag = (await owner.request('POST', '/wp-json/wp/v2/tags', { name: 'Indigo' })).json<{
      id: string;
    }>().id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  async function createPost(body: object): Promise<WpPost> {
    const response = await owner.request('POST', '/wp-json/wp/v2/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WpPost>();
  }

  it('creates a published post whose HTML is sanitised, and the storefront shows it', async () => {
    const response = await owner.request('POST', '/wp-json/wp/v2/posts', {
      title: 'Dyeing with indigo',
      content:
        '<p>Dip, <strong>wait</strong>, dip again.</p><script>alert(1)</script><p onclick="x()">Rinse.</p>',
      excerpt: 'Blue, slowly.',
      status: 'publish',
      categories: [category],
      tags: [tag],
      translations: { he: { title: 'צביעה באינדיגו', content: '<p>לטבול ולחכות.</p>' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json<WpPost>();
    expect(response.headers.location).toBe(`http://localhost:80/wp-json/wp/v2/posts/${post.id}`);
    expect(post).toMatchObject({
      slug: 'dyeing-with-indigo',
      status: 'publish',
      link: 'http://localhost:80/blog/dyeing-with-indigo',
      title: { rendered: 'Dyeing with indigo', raw: 'Dyeing with indigo' },
      content: {
        rendered: '<p>Dip, <strong>wait</strong>, dip again.</p><p>Rinse.</p>',
        protected: false,
      },
      excerpt: { rendered: '<p>Blue, slowly.</p>\n', raw: 'Blue, slowly.' },
      categories: [category],
      tags: [tag],
      featured_media: 0,
      format: 'standard',
      translations: { he: { title: 'צביעה באינדיגו', content: '<p>לטבול ולחכות.</p>' } },
    });
    expect(post._links['wp:term']).toEqual([
      expect.objectContaining({ taxonomy: 'category', embeddable: true }),
      expect.objectContaining({ taxonomy: 'post_tag', embeddable: true }),
    ]);

    // The page's data (the load context's content domain) and the public read agree.
    const page = await contentPages(t.app.content, 'en').post('dyeing-with-indigo');
    expect(page).toMatchObject({ title: 'Dyeing with indigo', topic: 'Field notes' });
    expect(page?.html).not.toContain('script');
    expect(page?.html).not.toContain('onclick');
    expect(page?.tags).toEqual(['Indigo']);
    const hebrew = await contentPages(t.app.content, 'he').post('dyeing-with-indigo');
    expect(hebrew).toMatchObject({ title: 'צביעה באינדיגו', html: '<p>לטבול ולחכות.</p>' });
    const publicRead = await anyone(`/wp-json/wp/v2/posts/${post.id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json<WpPost>().title).toEqual({ rendered: 'Dyeing with indigo' });
  });

  it('keeps drafts to the owner: refused to the public by id, by status and in context=edit', async () => {
    const draft = await createPost({ title: 'Half written', content: '<p>Soon.</p>' });
    expect(draft.status).toBe('draft');
    expect((await anyone(`/wp-json/wp/v2/posts/${draft.id}`)).json()).toMatchObject({
      code: 'rest_forbidden',
      data: { status: 401 },
    });
    const byStatus = await anyone('/wp-json/wp/v2/posts?status=draft');
    expect(byStatus.statusCode).toBe(401);
    expect(byStatus.json()).toMatchObject({ code: 'rest_forbidden_status' });
    const editContext = await anyone('/wp-json/wp/v2/posts?context=edit');
    expect(editContext.statusCode).toBe(401);
    expect(editContext.json()).toMatchObject({ code: 'rest_forbidden_context' });
    const published = await anyone('/wp-json/wp/v2/posts?per_page=100');
    expect(published.json<WpPost[]>().map((post) => post.id)).not.toContain(draft.id);
    expect(await contentPages(t.app.content, 'en').post(draft.slug)).toBeNull();

    const drafts = await owner.request('GET', '/wp-json/wp/v2/posts?status=draft&context=edit');
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json<WpPost[]>().map((post) => post.id)).toContain(draft.id);
    expect(drafts.json<WpPost[]>()[0]?.content.raw).toBeDefined();
  });

  it('pages a list with X-WP-Total, X-WP-TotalPages and Link, filtered and ordered', async () => {
    const first = await anyone('/wp-json/wp/v2/posts?per_page=2&orderby=title&order=asc');
    expect(first.statusCode).toBe(200);
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(7);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    expect(first.headers.link).toContain('page=2');
    expect(first.headers.link).toContain('rel="next"');
    const titles = first.json<WpPost[]>().map((post) => post.title.rendered);
    expect(titles).toEqual([...titles].sort());
    const second = await anyone('/wp-json/wp/v2/posts?per_page=2&page=2&orderby=title&order=asc');
    expect(second.headers.link).toContain('rel="prev"');
    expect(second.json<WpPost[]>()[0]?.title.rendered).not.toBe(titles[0]);

    const inCategory = await anyone(`/wp-json/wp/v2/posts?categories=${category}`);
    expect(inCategory.json<WpPost[]>().map((post) => post.slug)).toEqual(['dyeing-with-indigo']);
    expect(inCategory.headers['x-wp-total']).toBe('1');
    const searched = await anyone('/wp-json/wp/v2/posts?search=INDIGO');
    expect(searched.json<WpPost[]>().map((post) => post.slug)).toEqual(['dyeing-with-indigo']);
    const bySlug = await anyone('/wp-json/wp/v2/posts?slug=caring-for-linen,gift-guide');
    expect(bySlug.json<WpPost[]>()).toHaveLength(2);
    const before = await anyone('/wp-json/wp/v2/posts?before=2026-09-01T00:00:00&per_page=100');
    expect(
      before
        .json<WpPost[]>()
        .map((post) => post.slug)
        .sort(),
    ).toEqual(['gift-guide', 'meet-the-furniture-workshop']);
    const excluded = await anyone(`/wp-json/wp/v2/posts?tags_exclude=${tag}&per_page=100`);
    expect(excluded.json<WpPost[]>().map((post) => post.slug)).not.toContain('dyeing-with-indigo');
  });

  it('refuses a slug taken, unknown terms and a featured_media that is no media item, by field', async () => {
    const taken = await owner.request('POST', '/wp-json/wp/v2/posts', {
      title: 'Again',
      slug: 'caring-for-linen',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { slug: expect.any(String) } },
    });
    const terms = await owner.request('POST', '/wp-json/wp/v2/posts', {
      title: 'Lost',
      categories: ['term-nope'],
    });
    expect(terms.json()).toMatchObject({ data: { params: { categories: expect.any(String) } } });
    const media = await owner.request('POST', '/wp-json/wp/v2/posts', {
      title: 'Pictured',
      featured_media: 'media-nope',
    });
    expect(media.json()).toMatchObject({
      data: { params: { featured_media: 'Invalid featured media ID.' } },
    });
    const status = await owner.request('POST', '/wp-json/wp/v2/posts', { status: 'trash' });
    expect(status.json()).toMatchObject({ data: { params: { status: expect.any(String) } } });
    // Nothing of the refused writes was saved.
    const lost = await owner.request('GET', '/wp-json/wp/v2/posts?status=any&search=Lost');
    expect(lost.json()).toEqual([]);
  });

  it('gives a slug to one of two posts written at once, and a 400 on the field to the other', async () => {
    const both = await Promise.all(
      [1, 2].map(() =>
        owner.request('POST', '/wp-json/wp/v2/posts', { title: 'Twin', slug: 'twin' }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = both.find((response) => response.statusCode === 400);
    expect(refused?.json()).toMatchObject({ data: { params: { slug: expect.any(String) } } });
  });

  it('updates only the fields given, and moves a post between categories', async () => {
    const post = await createPost({ title: 'Moving', status: 'publish', categories: [category] });
    const other = (
      await owner.request('POST', '/wp-json/wp/v2/categories', { name: 'Elsewhere' })
    ).json<{ id: string }>().id;
    const updated = await owner.request('PATCH', `/wp-json/wp/v2/posts/${post.id}`, {
      title: { raw: 'Moved' },
      categories: [other],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<WpPost>()).toMatchObject({
      title: { raw: 'Moved' },
      slug: 'moving',
      categories: [other],
      status: 'publish',
    });
    expect((await contentPages(t.app.content, 'en').post('moving'))?.topic).toBe('Elsewhere');
    const missing = await owner.request('PUT', '/wp-json/wp/v2/posts/post-nope', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'rest_post_invalid_id' });
  });

  it('deletes only with force=true (posts have no trash), answering the post as it was', async () => {
    const post = await createPost({ title: 'Short lived', status: 'publish' });
    const trash = await owner.request('DELETE', `/wp-json/wp/v2/posts/${post.id}`);
    expect(trash.statusCode).toBe(501);
    expect(trash.json()).toMatchObject({ code: 'rest_trash_not_supported' });
    const deleted = await owner.request('DELETE', `/wp-json/wp/v2/posts/${post.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      deleted: true,
      previous: { id: post.id, title: { raw: 'Short lived' } },
    });
    expect((await anyone(`/wp-json/wp/v2/posts/${post.id}`)).json()).toMatchObject({
      code: 'rest_post_invalid_id',
      data: { status: 404 },
    });
    expect(await contentPages(t.app.content, 'en').post('short-lived')).toBeNull();
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/wp-json/wp/v2/posts/demo-post-1?force=true`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a scheduled post from its time on, and to the owner as future before', async () => {
    const at = Date.now() + 3_600_000;
    const post = await createPost({
      title: 'Next week',
      status: 'future',
      date: new Date(at).toISOString(),
    });
    expect(post.status).toBe('future');
    expect((await anyone(`/wp-json/wp/v2/posts/${post.id}`)).statusCode).toBe(401);
    expect(await contentPages(t.app.content, 'en').post('next-week')).toBeNull();
    const future = await owner.request('GET', '/wp-json/wp/v2/posts?status=future');
    expect(future.json<WpPost[]>().map((one) => one.id)).toContain(post.id);

    // Only the clock moves: the row stays as it was written.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at + 1000);
    expect((await anyone(`/wp-json/wp/v2/posts/${post.id}`)).json<WpPost>().status).toBe('publish');
    const cards = await contentPages(t.app.content, 'en').latestPosts(1);
    expect(cards[0]?.slug).toBe('next-week');
  });

  it('takes a library item as featured_media: the post and the storefront show its picture', async () => {
    // The demo's pictures are library items; a demo post names its own.
    const demo = (await anyone('/wp-json/wp/v2/posts/demo-post-2?_embed')).json<WpPost>();
    expect(demo.featured_media).toEqual(expect.any(String));
    expect(demo._links['wp:featuredmedia']).toEqual([
      { embeddable: true, href: `http://localhost:80/wp-json/wp/v2/media/${demo.featured_media}` },
    ]);
    const [embedded] = demo._embedded?.['wp:featuredmedia'] as Array<{
      id: string;
      source_url: string;
      media_details: { width: number; height: number };
    }>;
    expect(embedded).toMatchObject({ id: demo.featured_media, media_type: 'image' });
    expect(embedded?.media_details).toEqual({ width: 1200, height: 750 });

    const post = await createPost({
      title: 'Same picture',
      status: 'publish',
      featured_media: demo.featured_media,
    });
    expect(post.featured_media).toBe(demo.featured_media);
    const demoCard = (await contentPages(t.app.content, 'en').post('how-our-mugs-are-made'))?.image;
    const card = (await contentPages(t.app.content, 'en').post('same-picture'))?.image;
    expect(card).toMatchObject({ src: demoCard?.src, width: 1200, height: 750 });

    const removed = await owner.request('PATCH', `/wp-json/wp/v2/posts/${post.id}`, {
      featured_media: 0,
    });
    expect(removed.json<WpPost>().featured_media).toBe(0);
    expect((await contentPages(t.app.content, 'en').post('same-picture'))?.image).toBeNull();
  });

  it('embeds terms with _embed and trims answers to _fields', async () => {
    const [post] = (await anyone('/wp-json/wp/v2/posts?slug=dyeing-with-indigo&_embed')).json<
      WpPost[]
    >();
    expect(post?._embedded?.['wp:term']).toEqual([
      [expect.objectContaining({ id: category, name: 'Field notes', taxonomy: 'category' })],
      [expect.objectContaining({ id: tag, name: 'Indigo', taxonomy: 'post_tag' })],
    ]);
    const trimmed = await anyone(`/wp-json/wp/v2/posts/${post?.id}?_fields=id,title`);
    expect(trimmed.json()).toEqual({ id: post?.id, title: { rendered: 'Dyeing with indigo' } });
  });
});
