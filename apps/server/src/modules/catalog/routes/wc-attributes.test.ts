// wc/v3 products/attributes and their terms on both databases, as a WooCommerce client uses them:
// lists with paging headers, writes the storefront's filters and product pages show at once,
// slugs renamed in the variations that chose them (the form keeps working), deletes that leave
// products standing, refusals naming the field, and the batch endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const ATTRIBUTES = '/wp-json/wc/v3/products/attributes';
const terms = (attributeId: string) => `${ATTRIBUTES}/${attributeId}/terms`;

describe.each(testEngines())('wc/v3 products/attributes and terms on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const filter = async (lang: 'en' | 'he', slug: string) =>
    (await t.app.catalog.filterAttributes(lang)).find((attribute) => attribute.slug === slug);

  it('lists attributes in the product page order, with WooCommerce slugs and paging headers', async () => {
    const page = await owner.request('GET', `${ATTRIBUTES}?per_page=2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-wp-total']).toBe('3');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect(page.headers.link).toContain('rel="next"');
    expect(page.json()[0]).toEqual({
      id: 'attr-color',
      name: 'Colour',
      slug: 'pa_color',
      type: 'select',
      order_by: 'menu_order',
      has_archives: false,
      swatch_kind: 'color',
      menu_order: 0,
      translations: { he: { name: 'צבע' } },
    });
    const bySlug = await owner.request('GET', `${ATTRIBUTES}?slug=pa_size`);
    expect(bySlug.json().map((a: { id: string }) => a.id)).toEqual(['attr-size']);
    expect((await owner.request('GET', `${ATTRIBUTES}/attr-nowhere`)).json().code).toBe(
      'woocommerce_rest_attribute_invalid',
    );
  });

  it('creates an attribute and terms the storefront filters offer, in Hebrew too', async () => {
    const created = await owner.request('POST', ATTRIBUTES, {
      name: 'Material',
      slug: 'pa_material',
      swatch_kind: 'label',
      menu_order: 5,
      translations: { he: { name: 'חומר' } },
    });
    expect(created.statusCode).toBe(201);
    const material = created.json();
    expect(material).toMatchObject({ slug: 'pa_material', swatch_kind: 'label', menu_order: 5 });
    expect(material.id).toMatch(/^attr-/);

    const wool = await owner.request('POST', terms(material.id), {
      name: 'Wool',
      description: '<p>From <em>sheep</em></p>',
      menu_order: 1,
      translations: { he: { name: 'צמר' } },
    });
    expect(wool.statusCode).toBe(201);
    expect(wool.json()).toMatchObject({
      name: 'Wool',
      slug: 'wool',
      description: 'From sheep',
      count: 0,
      color: null,
      image: null,
    });
    expect(wool.headers.location).toBe(`${terms(material.id)}/${wool.json().id}`);
    expect(await filter('he', 'material')).toMatchObject({
      name: 'חומר',
      kind: 'label',
      terms: [{ slug: 'wool', name: 'צמר' }],
    });
  });

  it('lists terms by name with counts and paging, and reads one', async () => {
    const page = await owner.request('GET', `${terms('attr-color')}?per_page=5`);
    expect(page.headers['x-wp-total']).toBe('7');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect(page.json().map((term: { name: string }) => term.name)).toEqual([
      'Black',
      'Brick red',
      'Chalk white',
      'Mustard',
      'Navy',
    ]);
    const navy = page.json()[4];
    expect(navy).toMatchObject({ id: 'term-color-navy', slug: 'navy', color: '#2f3e5c', count: 3 });
    expect((await owner.request('GET', `${terms('attr-color')}/term-color-navy`)).json()).toEqual(
      navy,
    );
    const ofShirt = await owner.request(
      'GET',
      `${terms('attr-color')}?product=prod-linen-shirt&orderby=menu_order`,
    );
    expect(ofShirt.json().map((term: { slug: string }) => term.slug)).toEqual([
      'sand',
      'sage',
      'navy',
    ]);
    const missing = await owner.request('GET', terms('attr-nowhere'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('woocommerce_rest_taxonomy_invalid');
    const noTerm = await owner.request('GET', `${terms('attr-color')}/term-size-m`);
    expect(noTerm.json().code).toBe('woocommerce_rest_term_invalid');
  });

  it('refuses a colour that is not one, a taken slug and a long attribute slug, naming the field', async () => {
    const notAColour = await owner.request('POST', terms('attr-color'), {
      name: 'Teal',
      color: 'teal',
    });
    expect(notAColour.statusCode).toBe(400);
    expect(notAColour.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { color: 'is not a colour (#rrggbb)' } },
    });
    const takenTerm = await owner.request('POST', terms('attr-color'), {
      name: 'Dark blue',
      slug: 'navy',
    });
    expect(takenTerm.json().data.params).toHaveProperty('slug');
    const takenAttribute = await owner.request('POST', ATTRIBUTES, { name: 'Hue', slug: 'color' });
    expect(takenAttribute.statusCode).toBe(400);
    expect(takenAttribute.json().data.params.slug).toBe(
      'Slug "color" is already in use. Change it, please.',
    );
    const long = await owner.request('POST', ATTRIBUTES, {
      name: 'Long',
      slug: 'a-very-long-attribute-slug-indeed',
    });
    expect(long.json().data.params).toHaveProperty('slug');
    const kind = await owner.request('PUT', `${ATTRIBUTES}/attr-size`, { swatch_kind: 'sparkle' });
    expect(kind.json().data.params).toHaveProperty('swatch_kind');
  });

  it('renames slugs in the variations that chose them, so the product page still finds them', async () => {
    const term = await owner.request('PUT', `${terms('attr-color')}/term-color-navy`, {
      slug: 'midnight',
      name: 'Midnight',
      color: '#112244',
    });
    expect(term.json()).toMatchObject({ slug: 'midnight', color: '#112244' });
    const attribute = await owner.request('PATCH', `${ATTRIBUTES}/attr-color`, { slug: 'colour' });
    expect(attribute.json().slug).toBe('pa_colour');

    const shirt = await t.app.catalog.productPage('en', 'linen-shirt');
    const colour = shirt?.attributes.find((a) => a.slug === 'colour');
    expect(colour?.terms.map((term) => [term.slug, term.name, term.color])).toContainEqual([
      'midnight',
      'Midnight',
      '#112244',
    ]);
    const midnightXl = shirt?.variations.find(
      (v) => v.attributes.colour === 'midnight' && v.attributes.size === 'xl',
    );
    expect(midnightXl).toMatchObject({ is_in_stock: false });
    expect(shirt?.variations.some((v) => 'color' in v.attributes)).toBe(false);
    expect(await filter('en', 'colour')).toBeDefined();
  });

  it('deletes terms and attributes only with force=true, leaving products standing', async () => {
    const refused = await owner.request('DELETE', `${terms('attr-color')}/term-color-sage`);
    expect(refused.statusCode).toBe(501);
    expect(refused.json().code).toBe('rest_trash_not_supported');

    const sage = await owner.request('DELETE', `${terms('attr-color')}/term-color-sage?force=true`);
    expect(sage.statusCode).toBe(200);
    expect(sage.json()).toMatchObject({ id: 'term-color-sage', slug: 'sage' });
    const shirt = await t.app.catalog.productPage('en', 'linen-shirt');
    expect(shirt?.attributes[0]?.terms.map((term) => term.slug)).toEqual(['sand', 'midnight']);

    const size = await owner.request('DELETE', `${ATTRIBUTES}/attr-size?force=true`);
    expect(size.json()).toMatchObject({ id: 'attr-size', slug: 'pa_size' });
    const after = await t.app.catalog.productPage('en', 'linen-shirt');
    expect(after?.attributes.map((a) => a.slug)).toEqual(['colour']);
    expect(after?.variations.every((v) => !('size' in v.attributes))).toBe(true);
    expect(await filter('en', 'size')).toBeUndefined();
    expect((await owner.request('GET', terms('attr-size'))).statusCode).toBe(404);
  });

  it('creates, updates and deletes terms and attributes in batches', async () => {
    const batch = await owner.request('POST', `${terms('attr-color')}/batch`, {
      create: [
        { name: 'Teal', color: '#008080' },
        { name: 'Bad', color: 'nope' },
      ],
      update: [{ id: 'term-color-black', name: 'Ink' }],
      delete: ['term-color-white', 'term-nowhere'],
    });
    // A malformed item refuses the whole batch before anything is written.
    expect(batch.statusCode).toBe(400);
    expect(batch.json().data.params).toHaveProperty('create.1.color');

    const good = await owner.request('POST', `${terms('attr-color')}/batch`, {
      create: [
        { name: 'Teal', color: '#008080' },
        { name: 'Sand again', slug: 'sand' },
      ],
      update: [{ id: 'term-color-black', name: 'Ink' }],
      delete: ['term-color-white', 'term-nowhere'],
    });
    expect(good.statusCode).toBe(200);
    const answer = good.json();
    expect(answer.create[0]).toMatchObject({ slug: 'teal', color: '#008080' });
    expect(answer.create[1].error.code).toBe('rest_invalid_param');
    expect(answer.update[0]).toMatchObject({ name: 'Ink' });
    expect(answer.delete[0]).toMatchObject({ id: 'term-color-white' });
    expect(answer.delete[1]).toMatchObject({
      id: 'term-nowhere',
      error: { code: 'woocommerce_rest_term_invalid' },
    });
    expect((await filter('en', 'colour'))?.terms.map((term) => term.name).sort()).toEqual([
      'Brick red',
      'Ink',
      'Midnight',
      'Mustard',
      'Sand',
      'Teal',
    ]);

    const attributes = await owner.request('POST', `${ATTRIBUTES}/batch`, {
      create: [{ name: 'Fit' }],
      update: [{ id: 'attr-color', menu_order: 9 }],
    });
    expect(attributes.json().create[0]).toMatchObject({ slug: 'pa_fit', swatch_kind: 'label' });
    expect(attributes.json().update[0]).toMatchObject({ menu_order: 9 });
  });
});
