// WooCommerce's product variations API on our catalog, on both databases: a variable product's
// variations created, read, listed, changed, deleted (force only) and batched, with the product's
// price range and the product page following; a simple product's one variation stays its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const PRODUCTS = '/wp-json/wc/v3/products';

describe.each(testEngines())('wc/v3 product variations on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let productId: string;
  const variations = () => `${PRODUCTS}/${productId}/variations`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
    const created = await owner.request('POST', PRODUCTS, {
      name: 'Deck Sweater',
      type: 'variable',
      attributes: [
        { id: 'attr-color', options: ['Sand', 'Navy'] },
        { id: 'attr-size', options: ['S', 'M', 'L'] },
      ],
    });
    productId = created.json().id;
  });
  afterAll(() => t.close());

  it('creates, reads and lists variations; the product and its page follow', async () => {
    const first = await owner.request('POST', variations(), {
      regular_price: '60.00',
      sku: 'DS-SAND-M',
      manage_stock: true,
      stock_quantity: 2,
      attributes: [
        { id: 'attr-color', option: 'sand' },
        { id: 'attr-size', option: 'M' },
      ],
      pinwheel: { max_quantity: 2 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      sku: 'DS-SAND-M',
      price: '60.00',
      status: 'publish',
      stock_quantity: 2,
      stock_status: 'instock',
      attributes: [
        { id: 'attr-color', name: 'Colour', option: 'Sand' },
        { id: 'attr-size', option: 'M' },
      ],
      pinwheel: { max_quantity: 2, pre_order_label: null },
    });
    const second = await owner.request('POST', variations(), {
      regular_price: '55',
      stock_status: 'onbackorder',
      // Only the colour: any size.
      attributes: [{ id: 'attr-color', option: 'Navy' }],
      pinwheel: { pre_order_label: 'Knitted to order' },
    });
    expect(second.json()).toMatchObject({ stock_status: 'onbackorder', manage_stock: false });

    const product = (await owner.request('GET', `${PRODUCTS}/${productId}`)).json();
    expect(product.variations).toEqual([first.json().id, second.json().id]);
    expect(product.price).toBe('55.00');

    const listed = await owner.request(
      'GET',
      `${variations()}?per_page=1&page=2&orderby=id&order=asc`,
    );
    expect(listed.headers['x-wp-total']).toBe('2');
    expect(listed.headers['x-wp-totalpages']).toBe('2');
    expect(listed.json().map((v: { id: number }) => v.id)).toEqual([second.json().id]);

    // A variation's dates are its product's (it has none of its own), and the second variation
    // moved the product's date_modified on: the rest reads back as it was created.
    const read = await owner.request('GET', `${variations()}/${first.json().id}`);
    const undated = (json: Record<string, unknown>) => ({
      ...json,
      date_modified: null,
      date_modified_gmt: null,
    });
    expect(undated(read.json())).toEqual(undated(first.json()));

    const page = await t.app.catalog.productPage('en', 'deck-sweater');
    expect(page?.variations).toMatchObject([
      { attributes: { color: 'sand', size: 'm' }, price: 6000, max_qty: 2 },
      {
        attributes: { color: 'navy' },
        price: 5500,
        is_pre_order: 'yes',
        pre_order_label: 'Knitted to order',
      },
    ]);
  });

  it('changes only what a call names, and switches a variation off', async () => {
    const [first] = (await owner.request('GET', `${variations()}?orderby=id&order=asc`)).json();
    const changed = await owner.request('PATCH', `${variations()}/${first.id}`, {
      sale_price: '50.00',
      status: 'private',
    });
    expect(changed.json()).toMatchObject({
      sku: 'DS-SAND-M',
      regular_price: '60.00',
      sale_price: '50.00',
      price: '50.00',
      on_sale: true,
      status: 'private',
      purchasable: false,
      stock_quantity: 2,
    });
    const page = await t.app.catalog.productPage('en', 'deck-sweater');
    expect(page?.variations[0]).toMatchObject({
      enabled: false,
      price: 5000,
      compare_at_price: 6000,
    });
  });

  it('refuses a variation naming what the product does not offer, and negative stock', async () => {
    const cases: Array<[object, string]> = [
      [
        { regular_price: '1', attributes: [{ id: 'attr-pattern', option: 'Plain' }] },
        'attributes.0',
      ],
      [
        { regular_price: '1', attributes: [{ id: 'attr-size', option: 'XL' }] },
        'attributes.0.option',
      ],
      [{ regular_price: '1', manage_stock: true, stock_quantity: -3 }, 'stock_quantity'],
      [{ regular_price: '1.001' }, 'regular_price'],
      [{ regular_price: '5', sale_price: '6' }, 'sale_price'],
      [{ regular_price: '5', image: { id: 'media-nope' } }, 'image.id'],
    ];
    for (const [body, field] of cases) {
      const answer = await owner.request('POST', variations(), body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().data.params, field).toHaveProperty([field]);
    }
    // A product's attributes cannot drop a term a variation uses.
    const drop = await owner.request('PUT', `${PRODUCTS}/${productId}`, {
      attributes: [{ id: 'attr-color', options: ['Navy'] }],
    });
    expect(drop.statusCode).toBe(400);
    expect(drop.json().data.params.attributes).toMatch(/sand/);
    expect((await owner.request('GET', `${PRODUCTS}/${productId}`)).json().attributes).toHaveLength(
      2,
    );
  });

  it('deletes only with force, and batches', async () => {
    const [first, second] = (
      await owner.request('GET', `${variations()}?orderby=id&order=asc`)
    ).json();
    const soft = await owner.request('DELETE', `${variations()}/${second.id}`);
    expect(soft.statusCode).toBe(501);
    expect(soft.json().code).toBe('woocommerce_rest_trash_not_supported');

    const batch = await owner.request('POST', `${variations()}/batch`, {
      create: [
        {
          regular_price: '70',
          attributes: [
            { id: 'attr-color', option: 'Sand' },
            { id: 'attr-size', option: 'L' },
          ],
        },
        { regular_price: 'lots' },
      ],
      update: [{ id: first.id, regular_price: '65.00' }],
      delete: [second.id],
    });
    const body = batch.json();
    expect(body.create[0]).toMatchObject({ price: '70.00' });
    expect(body.create[1]).toMatchObject({ id: 0, error: { code: 'rest_invalid_param' } });
    expect(body.update[0]).toMatchObject({ id: first.id, regular_price: '65.00' });
    expect(body.delete[0]).toMatchObject({ id: second.id });
    const after = (await owner.request('GET', `${PRODUCTS}/${productId}`)).json();
    expect(after.variations).toEqual([first.id, body.create[0].id]);

    const gone = await owner.request('DELETE', `${variations()}/${first.id}?force=true`);
    expect(gone.json()).toMatchObject({ id: first.id });
    const missing = await owner.request('GET', `${variations()}/${first.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('woocommerce_rest_product_variation_invalid_id');
  });

  it('keeps a simple product’s one variation its own', async () => {
    const simple = (
      await owner.request('POST', PRODUCTS, { name: 'Plain Cap', regular_price: '12' })
    ).json();
    const listed = await owner.request('GET', `${PRODUCTS}/${simple.id}/variations`);
    expect(listed.json()).toEqual([]);
    expect(listed.headers['x-wp-total']).toBe('0');
    const added = await owner.request('POST', `${PRODUCTS}/${simple.id}/variations`, {
      regular_price: '1',
    });
    expect(added.statusCode).toBe(400);
    const unknown = await owner.request('GET', `${PRODUCTS}/prod-nope/variations`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('woocommerce_rest_product_invalid_id');
  });
});
