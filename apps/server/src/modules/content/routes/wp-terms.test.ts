// wp/v2/categories and wp/v2/tags on both databases: the demo's topics and tags are terms with
// counts, the owner creates, renames, nests and deletes them, refusals name the field, and the
// storefront's topic line follows a rename at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { contentPages } from '../index.ts';

interface WpTerm {
  id: string;
  count: number;
  description: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: string;
  parent?: string | 0;
}

describe.each(testEngines())('wp/v2 categories and tags on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  const anyone = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it("lists the demo's topics as categories with their post counts, by name, to anyone", async () => {
    const response = await anyone('/wp-json/wp/v2/categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('3');
    expect(response.json<WpTerm[]>().map((term) => [term.name, term.count])).toEqual([
      ['Guides', 2],
      ['Makers', 2],
      ['Style', 2],
    ]);
    expect(response.json<WpTerm[]>()[0]).toMatchObject({
      slug: 'guides',
      taxonomy: 'category',
      parent: 0,
      description: '',
      link: 'http://localhost:80/blog?category=guides',
    });
    const tags = await anyone('/wp-json/wp/v2/tags?per_page=3&orderby=count&order=desc');
    expect(tags.headers['x-wp-totalpages']).toBe(
      String(Math.ceil(Number(tags.headers['x-wp-total']) / 3)),
    );
    expect(tags.headers.link).toContain('rel="next"');
    // 'home' and 'studio' are on three posts each; ties go by id, in the order asked.
    expect(tags.json<WpTerm[]>().map((term) => [term.name, term.count])).toEqual([
      ['studio', 3],
      ['home', 3],
      [expect.any(String), 2],
    ]);
    expect(tags.json<WpTerm[]>()[0]).not.toHaveProperty('parent');
    const searched = await anyone('/wp-json/wp/v2/tags?search=LIN');
    expect(searched.json<WpTerm[]>().map((term) => term.slug)).toEqual(['linen']);
    const ofPost = await anyone('/wp-json/wp/v2/tags?post=demo-post-1');
    expect(
      ofPost
        .json<WpTerm[]>()
        .map((term) => term.slug)
        .sort(),
    ).toEqual(['apparel', 'care', 'linen']);
  });

  it('creates, nests, renames and deletes a category; the post page follows', async () => {
    const created = await owner.request('POST', '/wp-json/wp/v2/categories', {
      name: 'How-to',
      description: 'Step by step.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const parent = created.json<WpTerm>();
    expect(parent).toMatchObject({ name: 'How-to', slug: 'how-to', count: 0, parent: 0 });
    const child = (
      await owner.request('POST', '/wp-json/wp/v2/categories', { name: 'Care', parent: parent.id })
    ).json<WpTerm>();
    expect(child.parent).toBe(parent.id);
    const children = await anyone(`/wp-json/wp/v2/categories?parent=${parent.id}`);
    expect(children.json<WpTerm[]>().map((term) => term.id)).toEqual([child.id]);

    const loop = await owner.request('PATCH', `/wp-json/wp/v2/categories/${parent.id}`, {
      parent: child.id,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ data: { params: { parent: expect.any(String) } } });

    const [guides] = (await anyone('/wp-json/wp/v2/categories?slug=guides')).json<WpTerm[]>();
    const renamed = await owner.request('POST', `/wp-json/wp/v2/categories/${guides?.id}`, {
      name: 'Field guides',
    });
    expect(renamed.json<WpTerm>()).toMatchObject({
      name: 'Field guides',
      slug: 'guides',
      count: 2,
    });
    expect((await contentPages(t.app.content, 'en').post('caring-for-linen'))?.topic).toBe(
      'Field guides',
    );

    const trash = await owner.request('DELETE', `/wp-json/wp/v2/categories/${parent.id}`);
    expect(trash.statusCode).toBe(501);
    expect(trash.json()).toMatchObject({ code: 'rest_trash_not_supported' });
    const deleted = await owner.request(
      'DELETE',
      `/wp-json/wp/v2/categories/${parent.id}?force=true`,
    );
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: parent.id } });
    // Its child moves up to the top level, as WordPress does.
    expect((await anyone(`/wp-json/wp/v2/categories/${child.id}`)).json<WpTerm>().parent).toBe(0);
    expect((await anyone(`/wp-json/wp/v2/categories/${parent.id}`)).json()).toMatchObject({
      code: 'rest_term_invalid',
      data: { status: 404 },
    });
  });

  it('refuses a name or slug another term has, and a parent that does not exist', async () => {
    const sameName = await owner.request('POST', '/wp-json/wp/v2/tags', { name: 'Linen' });
    expect(sameName.statusCode).toBe(400);
    const [linen] = (await anyone('/wp-json/wp/v2/tags?slug=linen')).json<WpTerm[]>();
    expect(sameName.json()).toMatchObject({ code: 'term_exists', data: { term_id: linen?.id } });
    const sameSlug = await owner.request('POST', '/wp-json/wp/v2/tags', {
      name: 'Flax',
      slug: 'linen',
    });
    expect(sameSlug.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { slug: expect.any(String) } },
    });
    const noName = await owner.request('POST', '/wp-json/wp/v2/tags', { slug: 'nameless' });
    expect(noName.json()).toMatchObject({ data: { params: { name: expect.any(String) } } });
    const orphan = await owner.request('POST', '/wp-json/wp/v2/categories', {
      name: 'Orphan',
      parent: 'term-nope',
    });
    expect(orphan.json()).toMatchObject({
      data: { params: { parent: 'Parent term does not exist.' } },
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/tags',
      payload: { name: 'Sneaky' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a tag off its posts when it is deleted', async () => {
    const [care] = (await anyone('/wp-json/wp/v2/tags?slug=care')).json<WpTerm[]>();
    const deleted = await owner.request('DELETE', `/wp-json/wp/v2/tags/${care?.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    const post = await contentPages(t.app.content, 'en').post('caring-for-linen');
    expect(post?.tags).toEqual(['linen', 'apparel']);
  });
});
