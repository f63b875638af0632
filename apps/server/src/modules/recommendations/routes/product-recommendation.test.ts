import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Popup, ShopProductSelection } from '@pinwheel/core';
import { signInOwnerClient, type SignedInOwner } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

type OwnerClient = SignedInOwner;

function popupBody(overrides: Partial<Omit<Popup, 'poptin_id'>> = {}): Omit<Popup, 'poptin_id'> {
  return {
    poptin_name: 'Goes well with',
    poptin_target: 'click',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: { poptin_location: 'center' },
    ...overrides,
  };
}

async function createSite(owner: OwnerClient, body: object = {}): Promise<{ id: string }> {
  const response = await owner.request('POST', '/api/admin/sites', { name: 'Shop', ...body });
  if (response.statusCode !== 201) throw new Error(`creating a site failed: ${response.body}`);
  return response.json().site;
}

async function createPopup(owner: OwnerClient, siteId: string, popup: Omit<Popup, 'poptin_id'>) {
  const response = await owner.request('POST', `/api/admin/sites/${siteId}/popups`, {
    status: 'live',
    popup,
  });
  if (response.statusCode !== 201) throw new Error(`creating a popup failed: ${response.body}`);
  return response.json().popup.id as string;
}

const path = (popupId: string) => `/api/display/shopify/product-recommendation/${popupId}`;

describe.each(testEngines())('product recommendations on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;
  let siteId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signInOwnerClient(t.app, 'owner@recommendations.test', 'recommendations pw 1');
    await t.app.demo.seedIfEmpty();
    siteId = (await createSite(owner)).id;
  });
  afterAll(() => t.close());

  const popupWith = (selection?: ShopProductSelection) =>
    createPopup(owner, siteId, popupBody(selection ? { shopify_product_settings: selection } : {}));

  /** Posts the call form-encoded, as the widget does. */
  async function recommend(popupId: string, form: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: path(popupId),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://any.test' },
      payload: new URLSearchParams(form).toString(),
    });
  }
  const titles = (answer: { data: { products: Array<{ title: string }> } }) =>
    answer.data.products.map((product) => product.title);

  it('suggests what goes with the cart: shared categories, best sellers first, never what it holds', async () => {
    const popupId = await popupWith({
      category: 'product_in_cart',
      count: 3,
      buttons_action: 'add_to_cart',
    });
    const response = await recommend(popupId, {
      cart_products_org_ids_list: 'prod-leather-notebook',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const answer = response.json();
    expect(answer.success).toBe(true);
    expect(answer.currency).toBe('USD');
    expect(titles(answer)).toEqual(['Pocket Field Notes', 'Brass Pen', 'Task Desk Lamp']);
    const [notes] = answer.data.products;
    expect(notes).toMatchObject({
      product_id: 'prod-field-notes',
      handle: 'field-notes',
      url: expect.stringMatching(/^http:\/\/[^/]+\/product\/field-notes$/),
      image: expect.stringMatching(/^http:\/\/[^/]+\/media\/.+\.webp$/),
      price: '14.00',
      compare_at_price: null,
      currency: 'USD',
      has_options: false,
      inventory_quantity: null,
    });
    expect(typeof notes.variant_id).toBe('number');
    expect(notes.body_html).toContain('<p>');

    // An empty cart has nothing to go with: no products, so the widget shows no popup.
    const empty = await recommend(popupId, {});
    expect(empty.json().data.products).toEqual([]);
  });

  it('answers at most `count`, the call’s own before the popup’s', async () => {
    const popupId = await popupWith({
      category: 'product_in_cart',
      count: 1,
      buttons_action: 'add_to_cart',
    });
    const byPopup = await recommend(popupId, { cart_products_org_ids_list: 'prod-desk-lamp' });
    expect(titles(byPopup.json())).toEqual(['Pocket Field Notes']);
    const byCall = await recommend(popupId, {
      cart_products_org_ids_list: 'prod-desk-lamp',
      count: '2',
    });
    expect(byCall.json().data.products).toHaveLength(2);
  });

  it('shows the owner’s products in the owner’s order, leaving out what cannot be bought', async () => {
    const popupId = await popupWith({
      category: 'manual',
      manual_products: [
        'prod-soy-candle', // out of stock
        'prod-brass-pen',
        'prod-no-such-thing',
        'prod-wall-clock',
        'prod-stoneware-mug',
      ],
      count: 3,
      buttons_action: 'redirect',
    });
    const answer = (await recommend(popupId, {})).json();
    expect(answer.data.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      'prod-brass-pen',
      'prod-wall-clock',
      'prod-stoneware-mug',
    ]);
    const [pen, clock, mug] = answer.data.products;
    expect(pen).toMatchObject({ price: '38.00', compare_at_price: '48.00' });
    expect(clock.inventory_quantity).toBe(6);
    // A mug comes in patterns: its page, not a blind add, is where to choose one.
    expect(mug.has_options).toBe(true);
  });

  it('brings back the last products the visitor looked at, newest first, without the cart’s', async () => {
    const popupId = await popupWith({
      category: 'last_visited',
      count: 3,
      buttons_action: 'add_to_cart',
    });
    const answer = (
      await recommend(popupId, {
        last_visited_products: 'prod-desk-lamp|prod-canvas-tote|prod-brass-pen',
        cart_products_org_ids_list: 'prod-canvas-tote',
      })
    ).json();
    expect(answer.data.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      'prod-desk-lamp',
      'prod-brass-pen',
    ]);
  });

  it('lists a collection by its slug or id, in the visitor’s language', async () => {
    const popupId = await popupWith({
      category: 'product_collection',
      collection: 'desk',
      count: 2,
      buttons_action: 'add_to_cart',
    });
    const english = (await recommend(popupId, {})).json();
    expect(titles(english)).toEqual(['Pocket Field Notes', 'Brass Pen']);
    const hebrew = (await recommend(popupId, { lang: 'he' })).json();
    expect(hebrew.data.products[1].title).toBe('עט פליז');
    const byId = (await recommend(popupId, { collection: 'cat-desk', count: '1' })).json();
    expect(byId.data.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      'prod-field-notes',
    ]);
  });

  it('takes the selection from the call when the popup has none, as JSON sent as text', async () => {
    const popupId = await popupWith();
    const response = await t.app.inject({
      method: 'POST',
      url: path(popupId),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ category: 'manual', manual_products: ['prod-wool-socks'] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.products[0].product_id).toBe('prod-wool-socks');
    const none = await recommend(popupId, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ success: false, error: { code: 'no_category' } });
  });

  it('answers 404 in the protocol’s shape for a popup nobody has', async () => {
    const response = await recommend('abcdefghijklm', { category: 'manual' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'unknown_popup',
        message: 'No popup abcdefghijklm',
        requestId: expect.any(String),
      },
    });
  });

  it('refuses malformed calls with 400 naming the field, never a 5xx', async () => {
    const popupId = await popupWith({
      category: 'manual',
      count: 3,
      buttons_action: 'add_to_cart',
    });
    const cases: Array<[string, Record<string, string> | string, string]> = [
      ['short-id', {}, 'poptin_id'],
      [popupId, { category: 'everything' }, 'category'],
      [popupId, { count: '0' }, 'count'],
      [popupId, { count: 'many' }, 'count'],
      [popupId, { manual_products: '[1, 2' }, 'manual_products'],
      [popupId, { category: 'product_collection' }, 'collection'],
    ];
    for (const [id, form, field] of cases) {
      const response = await recommend(id, form as Record<string, string>);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.body).toContain(field);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: path(popupId),
      headers: { 'content-type': 'application/json' },
      payload: '{"category":',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('keeps a site’s recommendations to the pages it allows', async () => {
    const guarded = await createSite(owner, { allowed_domains: ['shop.example'] });
    const popupId = await createPopup(
      owner,
      guarded.id,
      popupBody({
        shopify_product_settings: { category: 'manual', count: 1, buttons_action: 'redirect' },
      }),
    );
    const response = await recommend(popupId, { manual_products: 'prod-brass-pen' });
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });
});
