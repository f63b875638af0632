// pinwheel/v1/settings/checkout on both databases: the checkout's settings read and saved (the
// checkout then offers what they say), and a save that would leave no payment method refused by
// field with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const path = '/wp-json/pinwheel/v1/settings/checkout';

describe.each(testEngines())('pinwheel/v1 checkout settings on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('saves the settings sent back; the checkout offers what they say', async () => {
    const settings = (await owner.request('GET', path)).json();
    const saved = await owner.request('PUT', path, {
      ...settings,
      payments: { ...settings.payments, bank_transfer: false, cash_on_delivery: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payments.bank_transfer).toBe(false);
    const offered = t.app.orders.paymentMethods(await t.app.orders.settings());
    expect(offered.map((method) => method.id)).toEqual(['cash_on_delivery']);
  });

  it('refuses a save with no payment method by field, changing nothing', async () => {
    const settings = (await owner.request('GET', path)).json();
    const bad = await owner.request('PUT', path, {
      ...settings,
      payments: { ...settings.payments, bank_transfer: false, cash_on_delivery: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params)).toEqual(['payments.cash_on_delivery']);
    expect((await owner.request('GET', path)).json()).toEqual(settings);
  });

  it('takes amounts as decimal strings in the shop’s currency, refusing a third decimal', async () => {
    const settings = (await owner.request('GET', path)).json();
    expect(settings.shipping.flat_rate).toMatch(/^\d+\.\d{2}$/);
    const saved = await owner.request('PUT', path, {
      ...settings,
      shipping: { flat_rate: '7.50', free_above: null },
    });
    expect(saved.json().shipping).toEqual({ flat_rate: '7.50', free_above: null });
    expect((await t.app.orders.settings()).shipping).toEqual({ flat_rate: 750, free_above: null });
    const precise = await owner.request('PUT', path, {
      ...settings,
      shipping: { ...settings.shipping, flat_rate: '7.505' },
    });
    expect(precise.statusCode).toBe(400);
    expect(Object.keys(precise.json().data.params)).toEqual(['shipping.flat_rate']);
    const negative = await owner.request('PUT', path, {
      ...settings,
      instalments: { ...settings.instalments, min_amount: '-1' },
    });
    expect(Object.keys(negative.json().data.params)).toEqual(['instalments.min_amount']);
  });

  it('refuses a second save made from the same read (412), keeping the first', async () => {
    const read = await owner.request('GET', path);
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"\d+"$/);
    const settings = read.json();
    const save = (ifMatch: string, flatRate: string) =>
      t.app.inject({
        method: 'PUT',
        url: path,
        headers: { ...owner.headers, 'if-match': ifMatch },
        payload: { ...settings, shipping: { ...settings.shipping, flat_rate: flatRate } },
      });
    const first = await save(version, '3.00');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);
    const second = await save(version, '4.00');
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('rest_edit_conflict');
    expect((await owner.request('GET', path)).json().shipping.flat_rate).toBe('3.00');
    expect((await save(first.headers.etag as string, '4.00')).statusCode).toBe(200);
  });
});
