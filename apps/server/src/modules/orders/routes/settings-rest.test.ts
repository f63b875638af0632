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
});
