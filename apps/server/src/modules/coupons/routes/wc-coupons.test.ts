// wc/v3/coupons on both databases, as a WooCommerce client uses it: create, read, list with
// WordPress's paging headers and search by code, update, delete (force=true only), batch, and
// every bad field refused with a 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const base = '/wp-json/wc/v3/coupons';

describe.each(testEngines())('wc/v3/coupons on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.catalog.saveProduct({
      type: 'simple',
      created_at: Date.now(),
      id: 'coupon-mug',
      slug: 'coupon-mug',
      title: 'Coupon Mug',
      variations: [{ id: 81000000001, price: 1250 }],
    });
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('creates a coupon and answers it in WooCommerce’s shape', async () => {
    const created = await owner.request('POST', base, {
      code: 'Summer15',
      discount_type: 'percent',
      amount: '15',
      description: 'Summer sale',
      date_expires: '2030-08-31T23:59:59',
      individual_use: true,
      product_ids: ['coupon-mug'],
      usage_limit: 100,
      usage_limit_per_user: 1,
      minimum_amount: '20.00',
      email_restrictions: ['*@example.com'],
      first_order_only: true,
      meta_data: [{ key: 'source', value: 'newsletter' }],
      price: '1',
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({
      id: expect.stringMatching(/^coupon-/),
      code: 'Summer15',
      amount: '15.00',
      status: 'publish',
      discount_type: 'percent',
      description: 'Summer sale',
      date_expires: '2030-08-31T23:59:59',
      date_expires_gmt: '2030-08-31T23:59:59',
      usage_count: 0,
      individual_use: true,
      product_ids: ['coupon-mug'],
      excluded_product_ids: [],
      usage_limit: 100,
      usage_limit_per_user: 1,
      free_shipping: false,
      minimum_amount: '20.00',
      maximum_amount: '0.00',
      email_restrictions: ['*@example.com'],
      used_by: [],
      first_order_only: true,
      unique_code_pattern: null,
      meta_data: [],
    });
    expect(coupon.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(coupon._links.self[0].href).toMatch(new RegExp(`${base}/${coupon.id}$`));
    expect(coupon).not.toHaveProperty('price');

    const read = await owner.request('GET', `${base}/${coupon.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(coupon);
  });

  it('updates only the fields sent', async () => {
    const { id } = (
      await owner.request('POST', base, {
        code: 'FIVEOFF',
        discount_type: 'fixed_cart',
        amount: '5',
      })
    ).json();
    const updated = await owner.request('PUT', `${base}/${id}`, {
      amount: '7.50',
      free_shipping: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 'FIVEOFF',
      amount: '7.50',
      discount_type: 'fixed_cart',
      free_shipping: true,
    });
    const missing = await owner.request('PUT', `${base}/coupon-nope`, { amount: '1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'woocommerce_rest_shop_coupon_invalid_id',
      message: 'Invalid ID.',
      data: { status: 404 },
    });
  });

  it('lists with WordPress’s paging headers and finds a coupon by its code', async () => {
    for (let index = 1; index <= 12; index++) {
      const response = await owner.request('POST', base, { code: `LIST-${index}`, amount: '1' });
      expect(response.statusCode).toBe(201);
    }
    // By code: twelve coupons made within one millisecond share a date, and ties between them
    // follow their random ids, so a page by date is not the same twice (seen in CI).
    const page = await owner.request(
      'GET',
      `${base}?search=list-&per_page=5&page=2&orderby=title&order=asc`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-wp-total']).toBe('12');
    expect(page.headers['x-wp-totalpages']).toBe('3');
    expect(page.headers.link).toContain('page=3');
    expect(page.headers.link).toContain('rel="next"');
    expect(page.headers.link).toContain('rel="prev"');
    expect(page.json().map((coupon: { code: string }) => coupon.code)).toEqual([
      'LIST-3',
      'LIST-4',
      'LIST-5',
      'LIST-6',
      'LIST-7',
    ]);
    const byCode = await owner.request('GET', `${base}?code=list-3`);
    expect(byCode.json().map((coupon: { code: string }) => coupon.code)).toEqual(['LIST-3']);
    const byTitle = await owner.request('GET', `${base}?search=LIST-1&orderby=title&order=asc`);
    expect(byTitle.json().map((coupon: { code: string }) => coupon.code)).toEqual([
      'LIST-1',
      'LIST-10',
      'LIST-11',
      'LIST-12',
    ]);
  });

  it('deletes only with force=true, answering the deleted coupon', async () => {
    const { id } = (await owner.request('POST', base, { code: 'GONE', amount: '1' })).json();
    const trashed = await owner.request('DELETE', `${base}/${id}`);
    expect(trashed.statusCode).toBe(501);
    expect(trashed.json().code).toBe('rest_trash_not_supported');
    const deleted = await owner.request('DELETE', `${base}/${id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, code: 'GONE' });
    expect((await owner.request('GET', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    await owner.request('POST', base, { code: 'TAKEN', amount: '1' });
    const taken = await owner.request('POST', base, { code: 'taken', amount: '1' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'woocommerce_rest_coupon_code_already_exists',
      message: 'The coupon code already exists',
      data: { status: 400, params: { code: expect.any(String) } },
    });
    const cases: Array<[object, string]> = [
      [{ code: 'P150', discount_type: 'percent', amount: '150' }, 'amount'],
      [{ code: 'NEG', amount: '-5' }, 'amount'],
      [{ code: 'THREE', amount: '1.005' }, 'amount'],
      [{ code: 'MIN3', amount: '1', minimum_amount: '10.001' }, 'minimum_amount'],
      [
        {
          code: 'BACKWARDS',
          amount: '1',
          date_starts: '2030-02-01T00:00:00',
          date_expires: '2030-01-01T00:00:00',
        },
        'date_expires',
      ],
      [{ code: 'NOPRODUCT', amount: '1', product_ids: ['p-nope'] }, 'product_ids'],
      [
        { code: 'NOCAT', amount: '1', excluded_product_categories: ['cat-nope'] },
        'excluded_product_categories',
      ],
      [{ code: 'BAD CODE', amount: '1' }, 'code'],
      [{ code: 'CTRL\u0007', amount: '1' }, 'code'],
      [{ code: 'DATE', amount: '1', date_expires: 'soon' }, 'date_expires'],
      [{ code: 'TYPE', amount: '1', discount_type: 'bogo' }, 'discount_type'],
      [{ code: 'MAIL', amount: '1', email_restrictions: ['nobody'] }, 'email_restrictions'],
      [{ code: 'PATTERN', amount: '1', unique_code_pattern: 'WELCOME-XX' }, 'unique_code_pattern'],
    ];
    for (const [payload, field] of cases) {
      const response = await owner.request('POST', base, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('rest_invalid_param');
      // A list's item is named by its place (email_restrictions.0).
      const named = Object.keys(body.data.params).map((name) => name.split('.')[0]);
      expect(named, JSON.stringify(payload)).toContain(field);
    }
    const empty = await owner.request('POST', base, { amount: '1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('woocommerce_rest_empty_coupon_code');
    // Nothing of the refused ones was kept.
    const listed = await owner.request('GET', `${base}?search=P150`);
    expect(listed.headers['x-wp-total']).toBe('0');
  });

  it('batches creates, updates and deletes, each item judged on its own', async () => {
    const { id: toUpdate } = (
      await owner.request('POST', base, { code: 'B-UP', amount: '1' })
    ).json();
    const { id: toDelete } = (
      await owner.request('POST', base, { code: 'B-DEL', amount: '1' })
    ).json();
    const response = await owner.request('POST', `${base}/batch`, {
      create: [
        { code: 'B-NEW', amount: '3' },
        { code: 'B-BAD', discount_type: 'percent', amount: '101' },
      ],
      update: [{ id: toUpdate, amount: '2' }],
      delete: [toDelete, 'coupon-nope'],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.create[0]).toMatchObject({ code: 'B-NEW', amount: '3.00' });
    expect(body.create[1]).toMatchObject({
      id: '0',
      error: {
        code: 'rest_invalid_param',
        data: { status: 400, params: { amount: expect.any(String) } },
      },
    });
    expect(body.update[0]).toMatchObject({ id: toUpdate, amount: '2.00' });
    expect(body.delete[0]).toMatchObject({ id: toDelete, code: 'B-DEL' });
    expect(body.delete[1]).toMatchObject({
      id: 'coupon-nope',
      error: { code: 'woocommerce_rest_shop_coupon_invalid_id' },
    });
    const tooMany = await owner.request('POST', `${base}/batch`, {
      delete: Array.from({ length: 101 }, (_, index) => `coupon-${index}`),
    });
    expect(tooMany.statusCode).toBe(413);
  });

  it('is the owner’s only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: base });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_forbidden');
  });
});
