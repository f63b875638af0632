// The owner's cart & checkout settings page's reads and saves on a real database, as its loader
// and action call them through the load context (modules/orders/settings-pages.ts): money typed as
// amounts becomes minor units, a save reaches the checkout and the cart at once, and a refused post
// names each wrong field, keeps what was typed and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingOptions } from '../modules/orders/shipping-methods.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { checkoutSettingsPages } from '../modules/orders/index.ts';

const checkboxes = new Set([
  'redirect_after_add',
  'cash_on_delivery',
  'bank_transfer',
  'attribution_enabled',
  'instalments_enabled',
]);
const isCheckbox = (name: string) => checkboxes.has(name);

/** A post as the page's form sends it: the current values with some changed or removed. */
function post(
  values: Record<string, string | string[]>,
  changes: Record<string, string | string[] | null>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...values, ...changes })) {
    if (value === null) continue;
    // An unchecked box ('') is not posted at all; an empty text field is posted empty.
    if (value === '' && values[name] !== undefined && isCheckbox(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

describe.each(testEngines())('the owner settings pages on %s', (engine) => {
  let t: TestApp;
  const checkoutPage = (lang: 'en' | 'he' = 'en') => checkoutSettingsPages(t.app, lang);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  it('shows the checkout settings as amounts in the shop’s currency', async () => {
    const page = await checkoutPage().form();
    expect(page.currency).toBe('USD');
    expect(page.values).toMatchObject({
      flat_rate: '5.00',
      free_above: '50.00',
      bank_transfer: 'on',
      cash_on_delivery: 'on',
      store_country: 'US',
      redirect_after_add: '',
    });
    expect(page.countries.find((country) => country.code === 'IL')?.name).toBe('Israel');
  });

  it('saves shipping, payments and the cart redirect; the checkout follows', async () => {
    const { values } = await checkoutPage().form();
    const outcome = await checkoutPage().save(
      post(values, {
        flat_rate: '7.25',
        free_above: '',
        bank_transfer: null,
        bank_details: 'Bank Leumi\r\nIBAN IL00 0000',
        redirect_after_add: 'on',
        store_country: 'IL',
        instalments_min: '10',
      }),
    );
    expect(outcome).toEqual({ ok: true });
    const settings = await t.app.orders.settings();
    expect(settings.shipping).toEqual({ flat_rate: 725, free_above: null });
    expect(settings.payments).toMatchObject({
      bank_transfer: false,
      cash_on_delivery: true,
      bank_details: 'Bank Leumi\nIBAN IL00 0000',
    });
    expect(settings.store_country).toBe('IL');
    expect(settings.instalments.min_amount).toBe(1000);
    expect(t.app.orders.paymentMethods(settings).map((method) => method.id)).toEqual([
      'cash_on_delivery',
    ]);
    expect(shippingOptions(settings, 1_000_000).map((option) => option.id)).toEqual(['flat_rate']);
    expect((await t.app.cart.settings()).redirect_after_add).toBe(true);
    const shown = (await checkoutPage().form()).values;
    expect(shown).toMatchObject({ flat_rate: '7.25', free_above: '', redirect_after_add: 'on' });
  });

  it('refuses bad amounts beside their fields, keeps the input and saves nothing', async () => {
    const before = await t.app.orders.settings();
    const cartBefore = await t.app.cart.settings();
    const { values } = await checkoutPage().form();
    const outcome = await checkoutPage().save(
      post(values, {
        flat_rate: '-3',
        free_above: 'fifty',
        instalments_count: '20',
        attribution_prefix: '9bad prefix',
        store_country: 'XX',
        redirect_after_add: cartBefore.redirect_after_add ? null : 'on',
      }),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual({
      flat_rate: 'Enter an amount of 0 or more.',
      free_above: 'Enter an amount in USD, such as 12.50.',
      instalments_count: 'Enter a whole number from 2 to 12.',
      attribution_prefix:
        'Start with a lower-case letter (a–z), then up to 39 lower-case letters, digits, _ or -.',
      store_country: 'Choose a country from the list.',
    });
    expect(outcome.values).toMatchObject({ flat_rate: '-3', free_above: 'fifty' });
    expect(await t.app.orders.settings()).toEqual(before);
    expect(await t.app.cart.settings()).toEqual(cartBefore);
  });

  it('refuses switching every payment method off, and a range whose top is below its bottom', async () => {
    const { values } = await checkoutPage().form();
    const outcome = await checkoutPage().save(
      post(values, {
        bank_transfer: null,
        cash_on_delivery: null,
        instalments_min: '100',
        instalments_max: '20.50',
      }),
    );
    expect(outcome.ok === false && outcome.errors).toEqual({
      cash_on_delivery:
        'Keep at least one payment method on: without one, shoppers cannot place an order.',
      instalments_max: 'This must be at least the “Shown from” amount.',
    });
  });

  it('answers refusals in Hebrew on a Hebrew page', async () => {
    const { values } = await checkoutPage().form();
    const outcome = await checkoutPage('he').save(post(values, { flat_rate: 'abc' }));
    expect(outcome.ok === false && outcome.errors.flat_rate).toBe(
      'יש להזין סכום ב־USD, למשל 12.50.',
    );
  });
});
