// What the dashboard's product editor writes beyond WooCommerce's basics, on both databases: the
// low-stock threshold, the products shown under a product (upsells, "You may also like" on its
// page) and their refusals; and every write showing at once where a shopper or the dashboard reads
// it (the API's kept list pages, the storefront's listing and product page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const PRODUCTS = '/wp-json/wc/v3/products';

describe.each(testEngines())('wc/v3 products for the editor on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const create = async (body: object) => {
    const answer = await owner.request('POST', PRODUCTS, body);
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string; slug: string };
  };

  it('keeps a low-stock threshold and the chosen upsells in order, shown on the product page', async () => {
    const lamp = await create({ name: 'Pier Lamp', regular_price: '80' });
    const shade = await create({ name: 'Pier Shade', regular_price: '20' });
    const draft = await create({ name: 'Pier Bulb', regular_price: '5', status: 'draft' });
    const changed = await owner.request('PUT', `${PRODUCTS}/${lamp.id}`, {
      low_stock_amount: 3,
      upsell_ids: [draft.id, shade.id],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      low_stock_amount: 3,
      upsell_ids: [draft.id, shade.id],
    });
    // A draft stays off the page until it is published.
    const page = await t.app.catalog.productPage('en', lamp.slug);
    expect(page?.upsells.map((card) => card.title)).toEqual(['Pier Shade']);
    await owner.request('PUT', `${PRODUCTS}/${draft.id}`, { status: 'publish' });
    const after = await t.app.catalog.productPage('en', lamp.slug);
    expect(after?.upsells.map((card) => card.title)).toEqual(['Pier Bulb', 'Pier Shade']);

    // Other writes leave them alone; null stops watching the stock; a deleted upsell drops out.
    const renamed = await owner.request('PATCH', `${PRODUCTS}/${lamp.id}`, { name: 'Pier Lamp 2' });
    expect(renamed.json()).toMatchObject({ low_stock_amount: 3, upsell_ids: [draft.id, shade.id] });
    await owner.request('DELETE', `${PRODUCTS}/${draft.id}?force=true`);
    const cleared = await owner.request('PUT', `${PRODUCTS}/${lamp.id}`, {
      low_stock_amount: null,
    });
    expect(cleared.json()).toMatchObject({ low_stock_amount: null, upsell_ids: [shade.id] });
  });

  it('refuses upsells that are unknown or the product itself, and a negative threshold', async () => {
    const mug = await create({ name: 'Dock Mug', regular_price: '12' });
    const self = await owner.request('PUT', `${PRODUCTS}/${mug.id}`, { upsell_ids: [mug.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().data.params).toEqual({ 'upsell_ids.0': 'A product cannot list itself.' });
    const unknown = await owner.request('PUT', `${PRODUCTS}/${mug.id}`, {
      upsell_ids: ['prod-nope'],
    });
    expect(unknown.json().data.params).toEqual({
      'upsell_ids.0': 'No product has the id prod-nope.',
    });
    const negative = await owner.request('PUT', `${PRODUCTS}/${mug.id}`, { low_stock_amount: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().data.params).toHaveProperty('low_stock_amount');
  });

  it('shows a price change at once in the kept list pages, the listing and the product page', async () => {
    const bowl = await create({ name: 'Tide Bowl', regular_price: '30' });
    const listed = () =>
      owner
        .request('GET', `${PRODUCTS}?search=Tide%20Bowl`)
        .then((answer) => (answer.json() as { price: string }[])[0]?.price);
    expect(await listed()).toBe('30.00');
    await owner.request('PATCH', `${PRODUCTS}/${bowl.id}`, { regular_price: '27.50' });
    expect(await listed()).toBe('27.50');
    const shop = await t.app.catalog.listing(
      'en',
      {},
      { sort: 'date', page: 1, minPrice: null, maxPrice: null, terms: {} },
      100,
    );
    expect(shop.items.find((card) => card.id === bowl.id)?.priceMin).toBe(2750);
    const page = await t.app.catalog.productPage('en', bowl.slug);
    expect(page?.variations[0]?.price).toBe(2750);
  });

  it('drops a term and the variations offering it in one save, or nothing when one is left', async () => {
    const created = await owner.request('POST', PRODUCTS, {
      name: 'Quay Scarf',
      type: 'variable',
      attributes: [{ id: 'attr-color', options: ['Sand', 'Navy'] }],
      variations: [
        { regular_price: '20', attributes: [{ id: 'attr-color', option: 'Sand' }] },
        { regular_price: '22', attributes: [{ id: 'attr-color', option: 'Navy' }] },
      ],
    });
    const scarf = created.json() as { id: string; variations: number[] };
    const [sand, navy] = scarf.variations;
    // Navy dropped while its variation stays: refused, nothing changed.
    const refused = await owner.request('PUT', `${PRODUCTS}/${scarf.id}`, {
      attributes: [{ id: 'attr-color', options: ['Sand'] }],
      variations: [{ id: sand, regular_price: '21' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.params).toHaveProperty('attributes');
    // With its variation deleted in the same save: done.
    const saved = await owner.request('PUT', `${PRODUCTS}/${scarf.id}`, {
      attributes: [{ id: 'attr-color', options: ['Sand'] }],
      variations: [
        { id: navy, delete: true },
        { id: sand, regular_price: '21' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ variations: [sand], price: '21.00' });
    const unknown = await owner.request('PUT', `${PRODUCTS}/${scarf.id}`, {
      variations: [{ id: navy, delete: true }],
    });
    expect(unknown.json().data.params).toEqual({
      'variations.0.id': `This product has no variation ${navy}.`,
    });
  });

  it('refuses a save made on an older version (If-Match), products and variations alike', async () => {
    const created = await owner.request('POST', PRODUCTS, {
      name: 'Jetty Cap',
      type: 'variable',
      attributes: [{ id: 'attr-color', options: ['Sand'] }],
      variations: [{ regular_price: '15', attributes: [{ id: 'attr-color', option: 'Sand' }] }],
    });
    const cap = created.json() as { id: string; variations: number[] };
    const read = await owner.request('GET', `${PRODUCTS}/${cap.id}`);
    const opened = read.headers.etag as string;
    expect(opened).toMatch(/^"\d+"$/);
    const save = (url: string, body: object, version?: string) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { ...owner.headers, ...(version && { 'if-match': version }) },
        payload: body,
      });

    // The first owner saves on what they opened; the answer carries the new version.
    const first = await save(`${PRODUCTS}/${cap.id}`, { name: 'Jetty Cap (first)' }, opened);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(opened);
    // The second, on the same old version, is told; nothing of theirs is written.
    const second = await save(`${PRODUCTS}/${cap.id}`, { name: 'Jetty Cap (second)' }, opened);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ code: 'rest_edit_conflict', data: { status: 412 } });
    expect((await owner.request('GET', `${PRODUCTS}/${cap.id}`)).json().name).toBe(
      'Jetty Cap (first)',
    );
    // Saving again on the current version (the editor's "Overwrite") goes through.
    const again = await save(
      `${PRODUCTS}/${cap.id}`,
      { name: 'Jetty Cap (second)' },
      first.headers.etag as string,
    );
    expect(again.statusCode).toBe(200);

    // A variation's version is its product's.
    const variation = `${PRODUCTS}/${cap.id}/variations/${cap.variations[0]}`;
    const current = (await owner.request('GET', variation)).headers.etag as string;
    expect(current).toBe(again.headers.etag);
    expect((await save(variation, { regular_price: '16' }, opened)).statusCode).toBe(412);
    const priced = await save(variation, { regular_price: '16' }, current);
    expect(priced.statusCode).toBe(200);
    expect(priced.headers.etag).not.toBe(current);
    // Without If-Match (WooCommerce's own clients), writes go through as before.
    expect((await save(variation, { regular_price: '17' })).statusCode).toBe(200);
  });
});
