// wc/v3 products/reviews on both databases, as a WooCommerce client uses it: lists in each state
// with paging headers, reviews written in WooCommerce's states (hold, spam, unspam) with the
// product's rating on the storefront following every write, refusals naming the field, no trash,
// and the batch endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const BASE = '/wp-json/wc/v3/products/reviews';

describe.each(testEngines())('wc/v3 products/reviews on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const shirt = async () => {
    const page = await t.app.catalog.productPage('en', 'linen-shirt');
    return {
      count: page?.reviewCount,
      rating: page?.rating,
      authors: page?.reviews.map((r) => r.author),
    };
  };

  it('lists approved reviews newest first with paging headers, and each state on asking', async () => {
    const first = await owner.request('GET', BASE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe('17');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    expect(first.headers.link).toBe(`<http://localhost${BASE}?page=2>; rel="next"`);
    const newest = first.json()[0];
    expect(newest).toMatchObject({
      id: 'demo-review-1',
      product_id: 'prod-linen-shirt',
      product_name: 'Linen Shirt',
      product_permalink: 'http://localhost/product/linen-shirt',
      status: 'approved',
      reviewer: 'Maya R.',
      review:
        '<p>The linen is soft from the first wear and the fit is generous without being boxy.</p>',
      rating: 5,
      verified: true,
    });
    expect(newest.date_created_gmt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    const held = await owner.request('GET', `${BASE}?status=hold`);
    expect(held.headers['x-wp-total']).toBe('3');
    expect(held.json().every((r: { status: string }) => r.status === 'hold')).toBe(true);
    const all = await owner.request('GET', `${BASE}?status=all&per_page=100&orderby=id&order=asc`);
    expect(all.json()).toHaveLength(20);
    const ofShirt = await owner.request('GET', `${BASE}?product=prod-linen-shirt&context=edit`);
    expect(ofShirt.json().map((r: { reviewer: string }) => r.reviewer)).toEqual([
      'Maya R.',
      'Daniel K.',
      'נועה ש.',
    ]);
    expect(ofShirt.json()[1].review).toBe('Lovely shirt. Size down if you are between sizes.');
    const searched = await owner.request('GET', `${BASE}?search=SIZE DOWN`);
    expect(searched.json().map((r: { id: string }) => r.id)).toEqual(['demo-review-2']);
    const trash = await owner.request('GET', `${BASE}?status=trash`);
    expect(trash.json()).toEqual([]);
    expect(trash.headers['x-wp-total']).toBe('0');
  });

  it('creates reviews, and the product rating follows approved ones only', async () => {
    expect(await shirt()).toMatchObject({ count: 3, rating: 4.7 });
    const created = await owner.request('POST', BASE, {
      product_id: 'prod-linen-shirt',
      reviewer: 'Owner',
      reviewer_email: 'owner@shop.test',
      review: 'Runs <b>small</b>.',
      rating: 1,
    });
    expect(created.statusCode).toBe(201);
    const review = created.json();
    expect(review).toMatchObject({
      status: 'approved',
      rating: 1,
      review: 'Runs <b>small</b>.',
      verified: false,
      reviewer_email: 'owner@shop.test',
    });
    expect(created.headers.location).toBe(`${BASE}/${review.id}`);
    expect(await shirt()).toMatchObject({ count: 4, rating: 3.8 });
    // Visitors' and owners' words stay text: the view context escapes them.
    expect((await owner.request('GET', `${BASE}/${review.id}`)).json().review).toBe(
      '<p>Runs &lt;b&gt;small&lt;/b&gt;.</p>',
    );

    const held = await owner.request('POST', BASE, {
      product_id: 'prod-linen-shirt',
      reviewer: 'Later',
      reviewer_email: '',
      review: 'Waiting.',
      rating: 2,
      status: 'hold',
      date_created_gmt: '2026-01-02T03:04:05',
    });
    expect(held.json()).toMatchObject({ status: 'hold', date_created_gmt: '2026-01-02T03:04:05' });
    expect(await shirt()).toMatchObject({ count: 4 });
  });

  it("moves reviews between WooCommerce's states and products, recounting each time", async () => {
    const approve = await owner.request('PUT', `${BASE}/demo-review-1`, { status: 'spam' });
    expect(approve.json().status).toBe('spam');
    expect((await shirt()).authors).not.toContain('Maya R.');
    const unspam = await owner.request('PUT', `${BASE}/demo-review-1`, { status: 'unspam' });
    expect(unspam.json().status).toBe('hold');
    const approved = await owner.request('PATCH', `${BASE}/demo-review-1`, {
      status: 'approved',
      rating: 4,
      review: 'Soft linen.',
    });
    expect(approved.json()).toMatchObject({ status: 'approved', rating: 4, review: 'Soft linen.' });
    expect(await shirt()).toMatchObject({ count: 4 });
    expect((await shirt()).authors).toContain('Maya R.');

    const moved = await owner.request('PUT', `${BASE}/demo-review-2`, {
      product_id: 'prod-cotton-hoodie',
    });
    expect(moved.json()).toMatchObject({
      product_id: 'prod-cotton-hoodie',
      product_name: 'Heavy Cotton Hoodie',
    });
    expect(await shirt()).toMatchObject({ count: 3 });
    // The queue the owner pages read agrees (the /api/admin/reviews alias reads it too).
    const queue = await t.app.catalog.reviewQueue('en', 'approved');
    expect(queue.find((r) => r.id === 'demo-review-2')?.productId).toBe('prod-cotton-hoodie');
  });

  it('refuses bad input naming the field, an unknown product or review, and the trash', async () => {
    const badRating = await owner.request('POST', BASE, {
      product_id: 'prod-linen-shirt',
      reviewer: 'X',
      reviewer_email: 'x@shop.test',
      review: 'Hm.',
      rating: 6,
    });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().data.params).toHaveProperty('rating');
    const noText = await owner.request('POST', BASE, {
      product_id: 'prod-linen-shirt',
      reviewer: 'X',
      reviewer_email: 'not-an-email',
      review: '   ',
    });
    expect(Object.keys(noText.json().data.params).sort()).toEqual(['review', 'reviewer_email']);
    const noProduct = await owner.request('POST', BASE, {
      product_id: 'prod-nowhere',
      reviewer: 'X',
      reviewer_email: '',
      review: 'Hm.',
    });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().code).toBe('woocommerce_rest_product_invalid_id');
    const missing = await owner.request('GET', `${BASE}/nowhere`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('woocommerce_rest_review_invalid_id');

    const trash = await owner.request('PUT', `${BASE}/demo-review-3`, { status: 'trash' });
    expect(trash.statusCode).toBe(501);
    const untrash = await owner.request('PUT', `${BASE}/demo-review-3`, { status: 'untrash' });
    expect(untrash.statusCode).toBe(400);
    expect(untrash.json().data.params).toHaveProperty('status');
    const softDelete = await owner.request('DELETE', `${BASE}/demo-review-3`);
    expect(softDelete.statusCode).toBe(501);
    expect(softDelete.json().code).toBe('rest_trash_not_supported');
  });

  it('deletes for good with force=true, the rating recounted', async () => {
    const before = await shirt();
    const deleted = await owner.request('DELETE', `${BASE}/demo-review-3?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: 'demo-review-3' } });
    expect(await shirt()).toMatchObject({ count: before.count! - 1 });
    expect((await owner.request('GET', `${BASE}/demo-review-3`)).statusCode).toBe(404);
  });

  it('creates, updates and deletes in one batch, each item answered on its own', async () => {
    const batch = await owner.request('POST', `${BASE}/batch`, {
      create: [
        {
          product_id: 'prod-brass-pen',
          reviewer: 'A',
          reviewer_email: '',
          review: 'Fine.',
          rating: 5,
        },
        { product_id: 'prod-nowhere', reviewer: 'B', reviewer_email: '', review: 'Lost.' },
      ],
      update: [{ id: 'demo-review-4', status: 'hold' }],
      delete: ['demo-review-5', 'nowhere'],
    });
    expect(batch.statusCode).toBe(200);
    const answer = batch.json();
    expect(answer.create[0]).toMatchObject({ product_id: 'prod-brass-pen', status: 'approved' });
    expect(answer.create[1]).toMatchObject({
      id: 0,
      error: { code: 'woocommerce_rest_product_invalid_id' },
    });
    expect(answer.update[0]).toMatchObject({ id: 'demo-review-4', status: 'hold' });
    expect(answer.delete[0]).toMatchObject({ deleted: true, previous: { id: 'demo-review-5' } });
    expect(answer.delete[1]).toMatchObject({ id: 'nowhere', error: { data: { status: 404 } } });
    const pen = await t.app.catalog.productPage('en', 'brass-pen');
    expect(pen?.reviews.map((r) => r.author)).toContain('A');
  });

  it('answers nobody but the owner', async () => {
    const anonymous = await t.app.inject(BASE);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_forbidden');
  });

  it("puts the catalog's wc/v3 routes in the OpenAPI document, tagged by resource", async () => {
    const document = await t.app.inject('/api/docs');
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/wp-json/wc/v3/products/categories',
        '/wp-json/wc/v3/products/categories/{id}',
        '/wp-json/wc/v3/products/categories/batch',
        '/wp-json/wc/v3/products/attributes',
        '/wp-json/wc/v3/products/attributes/{id}',
        '/wp-json/wc/v3/products/attributes/batch',
        '/wp-json/wc/v3/products/attributes/{attribute_id}/terms',
        '/wp-json/wc/v3/products/attributes/{attribute_id}/terms/{id}',
        '/wp-json/wc/v3/products/attributes/{attribute_id}/terms/batch',
        '/wp-json/wc/v3/products/reviews',
        '/wp-json/wc/v3/products/reviews/{id}',
        '/wp-json/wc/v3/products/reviews/batch',
      ]),
    );
    expect(paths['/wp-json/wc/v3/products/reviews'].get.tags).toEqual(['wc/v3 products/reviews']);
    expect(paths['/wp-json/wc/v3/products/categories/{id}'].delete.summary).toContain('force=true');
  });
});
