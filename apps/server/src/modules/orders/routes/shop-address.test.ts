// The shop's postal address (settings → shop) where a shop's address belongs, on both engines:
// under the order mails, in the country's own order and the order's language; none set, none shown.
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { visitorBrowser } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { checkoutDetails as details } from '../../../testing/shopper.ts';

const MUG = 73000000001;
const path = '/wp-json/pinwheel/v1/settings/shop';

const address = {
  address_1: '500 Howard St',
  address_2: 'Floor 3',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94105',
  country: 'US',
};

describe.each(testEngines())("the shop's address on %s", (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      type: 'simple',
      created_at: Date.now(),
      id: 'address-mug',
      slug: 'address-mug',
      title: 'Address Mug',
      variations: [{ id: MUG, price: 1500, stock: 20 }],
    });
  });
  afterAll(() => t.close());

  const customerMailOf = async (lang: string) => {
    const browser = await visitorBrowser(t.app);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/checkout?lang=${lang}`,
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
      payload: { ...details, lines: [{ variation_id: MUG, quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    await t.app.orders.settle();
    const mails = await t.app.orders.mails(placed.json().order.id);
    return mails.find((mail) => mail.recipient === details.billing_email)!.body;
  };

  it('has none until set, and the mails end with the shop’s name alone', async () => {
    expect((await owner.request('GET', path)).json().address).toBeNull();
    const body = await customerMailOf('en');
    expect(body.trimEnd().split('\n').slice(-2)).toEqual(['-- ', 'Pinwheel']);
  });

  it('keeps the address, and signs the mails with it in the order’s language', async () => {
    const saved = await owner.request('PATCH', path, { address });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().address).toEqual(address);
    const english = await customerMailOf('en');
    expect(english.trimEnd().split('\n').slice(-5)).toEqual([
      'Pinwheel',
      '500 Howard St',
      'Floor 3',
      'San Francisco, CA 94105',
      'United States',
    ]);
    const hebrew = await customerMailOf('he');
    expect(hebrew.trimEnd().split('\n').at(-1)).toBe('ארצות הברית');
  });

  it('refuses an address without a street or with an unknown country, by field', async () => {
    const refused = await owner.request('PATCH', path, {
      address: { ...address, address_1: ' ', country: 'XX' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().data.params).sort()).toEqual([
      'address.address_1',
      'address.country',
    ]);
    expect((await owner.request('GET', path)).json().address).toEqual(address);
  });

  it('takes the address away when sent null', async () => {
    const cleared = await owner.request('PATCH', path, { address: null });
    expect(cleared.json().address).toBeNull();
    const body = await customerMailOf('en');
    expect(body).not.toContain('Howard');
  });
});
