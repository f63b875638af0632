// wc/v3 products/categories on both databases, as a WooCommerce client uses it: lists with paging
// headers, a subcategory written with its Hebrew copy and read back by the storefront, refusals
// naming the field (a taken slug, a missing parent, a loop), deletes that move children up and
// leave products in place, and the batch endpoint.
import { parseListingQuery } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const BASE = '/wp-json/wc/v3/products/categories';

describe.each(testEngines())('wc/v3 products/categories on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('lists by name with counts, paging headers and links', async () => {
    const first = await owner.request('GET', `${BASE}?per_page=3`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe('4');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    expect(first.headers.link).toBe(`<http://localhost${BASE}?per_page=3&page=2>; rel="next"`);
    const names = first.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(['Accessories', 'Apparel', 'Desk']);
    const apparel = first.json()[1];
    expect(apparel).toMatchObject({
      id: 'cat-apparel',
      slug: 'apparel',
      parent: 0,
      display: 'default',
      image: null,
      count: 5,
    });
    expect(apparel.translations.he.name).toBeTruthy();

    const second = await owner.request('GET', `${BASE}?per_page=3&page=2`);
    expect(second.json().map((c: { id: string }) => c.id)).toEqual(['cat-home']);
    expect(second.headers.link).toContain('rel="prev"');

    const searched = await owner.request('GET', `${BASE}?search=APP&orderby=id&order=desc`);
    expect(searched.json().map((c: { id: string }) => c.id)).toEqual(['cat-apparel']);
    const included = await owner.request(
      'GET',
      `${BASE}?include=cat-home,cat-desk&orderby=include`,
    );
    expect(included.json().map((c: { id: string }) => c.id)).toEqual(['cat-home', 'cat-desk']);
    const ofProduct = await owner.request('GET', `${BASE}?product=prod-linen-shirt`);
    expect(ofProduct.json().map((c: { id: string }) => c.id)).toEqual(['cat-apparel']);
  });

  it('creates a subcategory with its Hebrew copy, and the storefront shows it', async () => {
    const created = await owner.request('POST', BASE, {
      name: 'Knitwear',
      parent: 'cat-apparel',
      description: '<p>Warm <strong>things</strong> &amp; soft</p>',
      menu_order: 7,
      translations: { he: { name: 'סריגים', description: 'דברים חמים' } },
    });
    expect(created.statusCode).toBe(201);
    const knitwear = created.json();
    expect(knitwear).toMatchObject({
      name: 'Knitwear',
      slug: 'knitwear',
      parent: 'cat-apparel',
      description: 'Warm things & soft',
      menu_order: 7,
      count: 0,
      translations: { he: { name: 'סריגים', description: 'דברים חמים' } },
    });
    expect(knitwear.id).toMatch(/^cat-/);
    expect(created.headers.location).toBe(`${BASE}/${knitwear.id}`);

    expect(await t.app.catalog.category('he', 'knitwear')).toMatchObject({
      name: 'סריגים',
      description: 'דברים חמים',
    });
    // Pages read where it sits: menus and tiles show the top of the tree only.
    const records = await t.app.catalog.categories('en');
    expect(records.find((c) => c.slug === 'knitwear')?.parentId).toBe('cat-apparel');
    expect(records.find((c) => c.slug === 'apparel')?.parentId).toBeNull();
    const read = await owner.request('GET', `${BASE}/${knitwear.id}`);
    expect(read.json()).toEqual(knitwear);
    const children = await owner.request('GET', `${BASE}?parent=cat-apparel`);
    expect(children.json().map((c: { id: string }) => c.id)).toEqual([knitwear.id]);
    const top = await owner.request('GET', `${BASE}?parent=0`);
    expect(top.headers['x-wp-total']).toBe('4');
    const filled = await owner.request('GET', `${BASE}?hide_empty=true`);
    expect(filled.json().map((c: { id: string }) => c.id)).not.toContain(knitwear.id);

    // Without a slug, a second "Knitwear" gets the next free one, as WordPress numbers them.
    const again = await owner.request('POST', BASE, { name: 'Knitwear' });
    expect(again.json().slug).toBe('knitwear-2');
  });

  it('refuses a taken slug, a missing parent, a loop and a bad field, naming the field', async () => {
    const taken = await owner.request('POST', BASE, { name: 'Clothes', slug: 'apparel' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): slug',
      data: { status: 400, params: { slug: expect.stringContaining('apparel') } },
    });
    const orphan = await owner.request('POST', BASE, { name: 'Lost', parent: 'cat-nowhere' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().data.params.parent).toBe('Parent term does not exist.');

    const child = (
      await owner.request('POST', BASE, { name: 'Shirts', parent: 'cat-desk' })
    ).json();
    const grandchild = (
      await owner.request('POST', BASE, { name: 'Oxford', parent: child.id })
    ).json();
    const loop = await owner.request('PUT', `${BASE}/cat-desk`, { parent: grandchild.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().data.params).toHaveProperty('parent');
    const self = await owner.request('PUT', `${BASE}/cat-desk`, { parent: 'cat-desk' });
    expect(self.statusCode).toBe(400);
    expect((await owner.request('GET', `${BASE}/cat-desk`)).json().parent).toBe(0);

    const noName = await owner.request('POST', BASE, { slug: 'nameless' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().data.params).toHaveProperty('name');
    const badSlug = await owner.request('POST', BASE, { name: 'X', slug: 'Not a slug!' });
    expect(badSlug.json().data.params).toHaveProperty('slug');
    const unknownImage = await owner.request('PUT', `${BASE}/cat-desk`, {
      image: { src: 'https://example.com/a.jpg' },
    });
    expect(unknownImage.statusCode).toBe(400);
    expect(unknownImage.json().data.params).toHaveProperty('image');

    // Two writes racing for one slug: one is saved, the other refused on the field.
    const racing = await Promise.all([
      owner.request('POST', BASE, { name: 'Race A', slug: 'race' }),
      owner.request('POST', BASE, { name: 'Race B', slug: 'race' }),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(racing.find((answer) => answer.statusCode === 400)?.json().data.params).toHaveProperty(
      'slug',
    );

    const missing = await owner.request('GET', `${BASE}/cat-nowhere`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'woocommerce_rest_term_invalid' });
  });

  it('updates, and the storefront follows at once', async () => {
    const updated = await owner.request('PATCH', `${BASE}/cat-home`, {
      name: 'Home',
      slug: 'home',
      translations: { he: { name: null } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Home', slug: 'home', count: 6 });
    expect(await t.app.catalog.category('en', 'home')).toMatchObject({ name: 'Home' });
    // No Hebrew copy left: Hebrew pages show the English name.
    expect(await t.app.catalog.category('he', 'home')).toMatchObject({ name: 'Home' });
    expect(await t.app.catalog.category('en', 'home-living')).toBeNull();
  });

  it("lists a subcategory's products on its parent's storefront page too", async () => {
    const lamps = (
      await owner.request('POST', BASE, { name: 'Desk lamps', parent: 'cat-desk' })
    ).json();
    await t.app.catalog.saveProduct({
      id: 'prod-api-lamp',
      slug: 'api-lamp',
      type: 'simple',
      title: 'Brass Task Lamp',
      created_at: Date.now(),
      category_ids: [lamps.id],
      variations: [{ id: 990_001, price: 5900 }],
    });
    const listed = async (categoryId: string) =>
      (
        await t.app.catalog.listing(
          'en',
          { categoryId },
          parseListingQuery(new URLSearchParams()),
          100,
        )
      ).items.map((card) => card.slug);
    expect(await listed(lamps.id)).toEqual(['api-lamp']);
    const desk = await listed('cat-desk');
    expect(desk).toContain('api-lamp');
    expect(desk.length).toBeGreaterThan(1);
    expect((await owner.request('GET', `${BASE}/${lamps.id}`)).json().count).toBe(1);
  });

  it('deletes only with force=true, moving children up and leaving products in place', async () => {
    const refused = await owner.request('DELETE', `${BASE}/cat-apparel`);
    expect(refused.statusCode).toBe(501);
    expect(refused.json().code).toBe('rest_trash_not_supported');

    const knitwear = (await owner.request('GET', `${BASE}?slug=knitwear`)).json()[0];
    const deleted = await owner.request('DELETE', `${BASE}/cat-apparel?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: 'cat-apparel', name: 'Apparel', count: 5 });
    expect((await owner.request('GET', `${BASE}/${knitwear.id}`)).json().parent).toBe(0);
    expect(await t.app.catalog.category('en', 'apparel')).toBeNull();
    const shirt = await t.app.catalog.productPage('en', 'linen-shirt');
    expect(shirt?.categories).toEqual([]);
    expect((await owner.request('GET', `${BASE}/cat-apparel`)).statusCode).toBe(404);
  });

  it('creates, updates and deletes in one batch, each item answered on its own', async () => {
    const batch = await owner.request('POST', `${BASE}/batch`, {
      create: [{ name: 'Lighting' }, { name: 'Dupe', slug: 'desk' }],
      update: [
        { id: 'cat-desk', menu_order: 3 },
        { id: 'cat-nowhere', name: 'Ghost' },
      ],
      delete: ['cat-accessories'],
    });
    expect(batch.statusCode).toBe(200);
    const answer = batch.json();
    expect(answer.create[0]).toMatchObject({ name: 'Lighting', slug: 'lighting' });
    expect(answer.create[1]).toMatchObject({
      id: 0,
      error: { code: 'rest_invalid_param', data: { status: 400 } },
    });
    expect(answer.update[0]).toMatchObject({ id: 'cat-desk', menu_order: 3 });
    expect(answer.update[1]).toMatchObject({
      id: 'cat-nowhere',
      error: { code: 'woocommerce_rest_term_invalid', data: { status: 404 } },
    });
    expect(answer.delete[0]).toMatchObject({ id: 'cat-accessories' });
    expect(await t.app.catalog.category('en', 'lighting')).not.toBeNull();
    expect(await t.app.catalog.category('en', 'accessories')).toBeNull();

    const tooMany = await owner.request('POST', `${BASE}/batch`, {
      delete: Array.from({ length: 101 }, (_, i) => `cat-${i}`),
    });
    expect(tooMany.statusCode).toBe(413);
  });
});
