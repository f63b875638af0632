// WooCommerce's products API on our catalog, as a client of it sees it, on both databases: simple
// and variable products created, read, listed a page at a time, changed, trashed and deleted,
// batched; each refusal a 400 naming its field; nothing half saved; the storefront (product page,
// search, cart) following every write; orders keeping their lines after their product is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const PRODUCTS = '/wp-json/wc/v3/products';

const variableShirt = {
  name: 'Harbour Shirt',
  type: 'variable',
  description: '<p>Woven <strong>cotton</strong>.</p><script>alert(1)</script>',
  short_description: '<p>A shirt for the harbour wind.</p>',
  categories: [{ id: 'cat-apparel' }],
  attributes: [
    { id: 'attr-color', options: ['Sand', 'navy'] },
    { name: 'Size', options: ['S', 'M'] },
  ],
  variations: [
    {
      regular_price: '40.00',
      sku: 'HS-SAND-S',
      manage_stock: true,
      stock_quantity: 4,
      attributes: [
        { id: 'attr-color', option: 'Sand' },
        { name: 'size', option: 's' },
      ],
    },
    {
      regular_price: '45.00',
      sale_price: '39.50',
      attributes: [
        { id: 'attr-color', option: 'Navy' },
        { name: 'Size', option: 'M' },
      ],
    },
  ],
};

describe.each(testEngines())('wc/v3 products on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const create = (body: object) => owner.request('POST', PRODUCTS, body);

  it('creates a simple product the storefront shows, searches and sells at once', async () => {
    const created = await create({
      name: 'Ferry Tote',
      regular_price: '24.90',
      sku: 'TOTE-1',
      manage_stock: true,
      stock_quantity: 7,
      categories: [{ id: 'cat-accessories' }],
      description: 'Line one\n\n<p>Canvas</p>',
      translations: { he: { name: 'תיק מעבורת' } },
      pinwheel: { max_quantity: 3 },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      id: expect.stringMatching(/^prod-/),
      name: 'Ferry Tote',
      slug: 'ferry-tote',
      permalink: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/product\/ferry-tote$/),
      type: 'simple',
      status: 'publish',
      sku: 'TOTE-1',
      price: '24.90',
      regular_price: '24.90',
      sale_price: '',
      on_sale: false,
      purchasable: true,
      manage_stock: true,
      stock_quantity: 7,
      stock_status: 'instock',
      categories: [{ id: 'cat-accessories', name: 'Accessories', slug: 'accessories' }],
      variations: [],
      translations: { he: { name: 'תיק מעבורת', description: null } },
      pinwheel: { max_quantity: 3 },
    });
    // Related: other published products of its category.
    expect(product.related_ids.length).toBeGreaterThan(0);
    expect(product.related_ids).not.toContain(product.id);
    expect(product.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    const again = await owner.request('GET', `${PRODUCTS}/${product.id}`);
    expect(again.json()).toEqual(product);

    const page = await t.app.catalog.productPage('en', 'ferry-tote');
    expect(page).toMatchObject({ title: 'Ferry Tote', type: 'simple' });
    expect(page?.variations).toMatchObject([{ price: 2490, variation_stock_left: 7, max_qty: 3 }]);
    expect((await t.app.catalog.productPage('he', 'ferry-tote'))?.title).toBe('תיק מעבורת');
    const found = await t.app.catalog.search('en', 'ferry');
    expect(found.map((card) => card.slug)).toContain('ferry-tote');

    // The cart reads the new price at once after a change.
    const variationId = page!.variations[0]!.id;
    expect((await t.app.catalog.cartVariations('en', [variationId])).get(variationId)?.price).toBe(
      2490,
    );
    const changed = await owner.request('PUT', `${PRODUCTS}/${product.id}`, {
      regular_price: '30',
      sale_price: '25.00',
    });
    expect(changed.json()).toMatchObject({
      price: '25.00',
      regular_price: '30.00',
      sale_price: '25.00',
      on_sale: true,
      stock_quantity: 7,
    });
    expect((await t.app.catalog.cartVariations('en', [variationId])).get(variationId)?.price).toBe(
      2500,
    );
  });

  it('creates a variable product with its variations in one call', async () => {
    const created = await create(variableShirt);
    expect(created.statusCode).toBe(201);
    const shirt = created.json();
    expect(shirt).toMatchObject({
      type: 'variable',
      slug: 'harbour-shirt',
      price: '39.50',
      regular_price: '',
      on_sale: true,
      description: '<p>Woven <strong>cotton</strong>.</p>',
      attributes: [
        {
          id: 'attr-color',
          name: 'Colour',
          slug: 'color',
          variation: true,
          options: ['Sand', 'Navy'],
        },
        { id: 'attr-size', slug: 'size', options: ['S', 'M'] },
      ],
    });
    expect(shirt.variations).toHaveLength(2);

    const listed = await owner.request(
      'GET',
      `${PRODUCTS}/${shirt.id}/variations?orderby=id&order=asc`,
    );
    expect(listed.headers['x-wp-total']).toBe('2');
    expect(listed.json()).toMatchObject([
      {
        id: shirt.variations[0],
        sku: 'HS-SAND-S',
        price: '40.00',
        stock_quantity: 4,
        attributes: [
          { id: 'attr-color', option: 'Sand' },
          { id: 'attr-size', option: 'S' },
        ],
        permalink: expect.stringMatching(
          /\/product\/harbour-shirt\?attribute_color=sand&attribute_size=s$/,
        ),
      },
      { id: shirt.variations[1], price: '39.50', regular_price: '45.00', manage_stock: false },
    ]);

    const page = await t.app.catalog.productPage('en', 'harbour-shirt');
    expect(page?.description).toBe('<p>Woven <strong>cotton</strong>.</p>');
    expect(page?.variations.map((v) => [v.attributes, v.price])).toEqual([
      [{ color: 'sand', size: 's' }, 4000],
      [{ color: 'navy', size: 'm' }, 3950],
    ]);
    const card = (await t.app.catalog.search('en', 'harbour'))[0];
    expect(card?.slug).toBe('harbour-shirt');
  });

  it('lists a page at a time with WordPress paging headers and WooCommerce filters', async () => {
    const all = await owner.request('GET', `${PRODUCTS}?per_page=5&page=2&orderby=title&order=asc`);
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(18);
    expect(all.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 5)));
    expect(all.headers.link).toContain('rel="next"');
    expect(all.headers.link).toContain('rel="prev"');
    const titles = all.json().map((p: { name: string }) => p.name);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles).toHaveLength(5);

    const bySku = await owner.request('GET', `${PRODUCTS}?sku=HS-SAND-S`);
    expect(bySku.json().map((p: { slug: string }) => p.slug)).toEqual(['harbour-shirt']);
    const variable = await owner.request('GET', `${PRODUCTS}?type=variable&per_page=100`);
    expect(variable.json().every((p: { type: string }) => p.type === 'variable')).toBe(true);
    const cheap = await owner.request(
      'GET',
      `${PRODUCTS}?min_price=24&max_price=26&category=cat-accessories`,
    );
    expect(cheap.json().map((p: { slug: string }) => p.slug)).toContain('ferry-tote');
    const onSale = await owner.request('GET', `${PRODUCTS}?on_sale=true&search=harbour`);
    expect(onSale.json().map((p: { slug: string }) => p.slug)).toEqual(['harbour-shirt']);
    const bad = await owner.request('GET', `${PRODUCTS}?min_price=1.234`);
    expect(bad.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { min_price: expect.any(String) } },
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'Bad price', regular_price: '9.999' }, 'regular_price'],
      [
        { name: 'Negative', regular_price: '9', manage_stock: true, stock_quantity: -1 },
        'stock_quantity',
      ],
      [{ name: 'Taken', regular_price: '9', slug: 'harbour-shirt' }, 'slug'],
      [
        { name: 'No such category', regular_price: '9', categories: [{ id: 'cat-nope' }] },
        'categories.0.id',
      ],
      [
        { name: 'No such image', regular_price: '9', images: [{ id: 'media-nope' }] },
        'images.0.id',
      ],
      [
        { name: 'By address', regular_price: '9', images: [{ src: 'https://example.com/a.jpg' }] },
        'images.0',
      ],
      [{ name: 'No price' }, 'regular_price'],
      [{ regular_price: '9' }, 'name'],
      [
        {
          ...variableShirt,
          name: 'Bad option',
          attributes: [{ id: 'attr-color', options: ['Plaid'] }],
        },
        'attributes.0.options.0',
      ],
    ];
    const duplicate = await create({ name: 'Same SKU', regular_price: '9', sku: 'TOTE-1' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      code: 'product_invalid_sku',
      data: { params: { sku: expect.any(String) } },
    });
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json(), field).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { [field]: expect.any(String) } },
      });
    }
  });

  it('saves nothing of a product whose variation names an option it does not offer', async () => {
    const before = (await owner.request('GET', PRODUCTS)).headers['x-wp-total'];
    const answer = await create({
      ...variableShirt,
      name: 'Half Saved',
      variations: [
        ...variableShirt.variations.map(({ sku: _sku, ...variation }) => variation),
        { regular_price: '10', attributes: [{ id: 'attr-color', option: 'Sage' }] },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.params).toEqual({
      'variations.2.attributes.0.option': expect.stringContaining('Sage'),
    });
    expect((await owner.request('GET', PRODUCTS)).headers['x-wp-total']).toBe(before);
    expect((await owner.request('GET', `${PRODUCTS}?search=half`)).json()).toEqual([]);
  });

  it('makes unique slugs from names, Hebrew ones too', async () => {
    const first = await create({ name: 'Ferry Tote', regular_price: '5' });
    expect(first.json().slug).toBe('ferry-tote-2');
    const hebrew = await create({ name: 'כוס קפה', regular_price: '5' });
    expect(hebrew.json().slug).toBe('כוס-קפה');
    expect(hebrew.json().permalink).toMatch(/\/product\/%D7%9B%D7%95%D7%A1-%D7%A7%D7%A4%D7%94$/);
    expect((await t.app.catalog.productPage('en', 'כוס-קפה'))?.title).toBe('כוס קפה');
  });

  it('trashes, then deletes for good, and orders keep their lines', async () => {
    const product = (await create({ name: 'Lantern', regular_price: '12.00' })).json();
    const variationId = (await t.app.catalog.productPage('en', 'lantern'))!.variations[0]!.id;
    const placed = await t.app.orders.placeOrder({
      lines: [{ variationId, quantity: 2 }],
      details: {
        email: 'dana@buyer.example',
        phone: '+972 50 123 4567',
        billing: {
          first_name: 'Dana',
          last_name: 'Levi',
          company: '',
          address_1: 'Herzl 1',
          address_2: '',
          city: 'Tel Aviv',
          state: '',
          postcode: '6100000',
          country: 'IL',
        },
        shipping: {
          first_name: 'Dana',
          last_name: 'Levi',
          company: '',
          address_1: 'Herzl 1',
          address_2: '',
          city: 'Tel Aviv',
          state: '',
          postcode: '6100000',
          country: 'IL',
        },
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod: 'bank_transfer',
        note: '',
      },
      attribution: {},
      lang: 'en',
    });
    if (!placed.ok) throw new Error(`order not placed: ${placed.reason}`);

    const trashed = await owner.request('DELETE', `${PRODUCTS}/${product.id}`);
    expect(trashed.json()).toMatchObject({ id: product.id, status: 'trash' });
    expect(await t.app.catalog.productPage('en', 'lantern')).toBeNull();
    const again = await owner.request('DELETE', `${PRODUCTS}/${product.id}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('woocommerce_rest_already_trashed');
    const inTrash = await owner.request('GET', `${PRODUCTS}?status=trash`);
    expect(inTrash.json().map((p: { id: string }) => p.id)).toContain(product.id);

    const gone = await owner.request('DELETE', `${PRODUCTS}/${product.id}?force=true`);
    expect(gone.json()).toMatchObject({ id: product.id, name: 'Lantern' });
    const missing = await owner.request('GET', `${PRODUCTS}/${product.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'woocommerce_rest_product_invalid_id',
      message: 'Invalid ID.',
    });

    const order = await t.app.orders.get(placed.order.id);
    expect(order?.lines).toMatchObject([{ title: 'Lantern', quantity: 2, unitPrice: 1200 }]);
  });

  it('batches creates, updates and deletes, each saved or refused on its own', async () => {
    const target = (await create({ name: 'Batch Target', regular_price: '1.00' })).json();
    const doomed = (await create({ name: 'Batch Doomed', regular_price: '1.00' })).json();
    const answer = await owner.request('POST', `${PRODUCTS}/batch`, {
      create: [
        { name: 'Batch New', regular_price: '2.00' },
        { name: 'Batch Bad', regular_price: '-1' },
      ],
      update: [
        { id: target.id, featured: true },
        { id: 'prod-nope', name: 'x' },
      ],
      delete: [doomed.id],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.create[0]).toMatchObject({ name: 'Batch New', price: '2.00' });
    expect(body.create[1]).toMatchObject({
      id: 0,
      error: {
        code: 'rest_invalid_param',
        data: { status: 400, params: { regular_price: expect.any(String) } },
      },
    });
    expect(body.update[0]).toMatchObject({ id: target.id, featured: true });
    expect(body.update[1]).toMatchObject({
      id: 'prod-nope',
      error: { code: 'woocommerce_rest_product_invalid_id', data: { status: 404 } },
    });
    expect(body.delete[0]).toMatchObject({ id: doomed.id });
    expect((await owner.request('GET', `${PRODUCTS}/${doomed.id}`)).statusCode).toBe(404);

    const tooMany = await owner.request('POST', `${PRODUCTS}/batch`, {
      delete: Array.from({ length: 101 }, (_, i) => `prod-${i}`),
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('woocommerce_rest_request_entity_too_large');
  });

  it('is the owner’s alone', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: PRODUCTS });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_forbidden');
  });
});
