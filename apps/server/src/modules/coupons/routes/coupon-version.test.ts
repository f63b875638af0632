// Two owners editing one coupon, on both databases: the single GET and every save answer the
// coupon's version (ETag); a save sent with the version it read goes through, one sent with an
// older version is refused 412 rest_edit_conflict and changes nothing; a save without If-Match
// (WooCommerce's own clients) goes through as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('a coupon’s version on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const put = (id: string, body: object, ifMatch?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/wp-json/wc/v3/coupons/${id}`,
      headers: { ...owner.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: body,
    });

  it('refuses a save over a newer one, and says so', async () => {
    const created = await owner.request('POST', '/wp-json/wc/v3/coupons', {
      code: 'TWOOWNERS',
      discount_type: 'percent',
      amount: '10',
    });
    const id = created.json().id as string;
    const read = await owner.request('GET', `/wp-json/wc/v3/coupons/${id}`);
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"\d+"$/);

    const first = await put(id, { amount: '15' }, version);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);

    const second = await put(id, { amount: '20' }, version);
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('rest_edit_conflict');
    expect((await owner.request('GET', `/wp-json/wc/v3/coupons/${id}`)).json().amount).toBe(
      '15.00',
    );

    const overwrite = await put(id, { amount: '20' }, first.headers.etag as string);
    expect(overwrite.statusCode).toBe(200);
    expect((await put(id, { amount: '25' })).statusCode).toBe(200);
  });
});
