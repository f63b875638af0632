// The checkout's settings as the owner's settings page shows and posts them: one flat form whose
// money fields are amounts in the shop's currency ("5.00"), not minor units. Reading a post turns it
// back into the owner API's input and checks it with that same schema (orderSettingsInput), so
// the page and the API accept exactly the same settings; each refusal names the form field it
// belongs to, for the page to say it next to that field.
import {
  attributionFieldNames,
  addSchemaProblems,
  checkboxValue as on,
  moneyInputValue,
  parseMoneyInput,
  type FieldOfPath,
  type PostedSettings,
  type SettingsFieldProblem,
  type SettingsFormReading,
  type SettingsFormValues,
} from '@pinwheel/core';
import { isCountry } from './address-regions.ts';
import { orderSettingsInput, type OrderSettings } from './order-settings.ts';

/** Largest amount a money field takes, in minor units (the API's own bound). */
const MONEY_MAX = 100_000_000;

export function checkoutSettingsValues(
  settings: OrderSettings,
  currency: string,
): SettingsFormValues {
  const money = (minor: number) => moneyInputValue(minor, currency);
  return {
    store_country: settings.store_country,
    flat_rate: money(settings.shipping.flat_rate),
    free_above: settings.shipping.free_above === null ? '' : money(settings.shipping.free_above),
    cash_on_delivery: on(settings.payments.cash_on_delivery),
    bank_transfer: on(settings.payments.bank_transfer),
    bank_details: settings.payments.bank_details,
    attribution_enabled: on(settings.attribution.enabled),
    attribution_prefix: settings.attribution.prefix,
    attribution_fields: [...settings.attribution.fields],
    instalments_enabled: on(settings.instalments.enabled),
    instalments_key: settings.instalments.key,
    instalments_count: String(settings.instalments.count),
    instalments_min: money(settings.instalments.min_amount),
    instalments_max: money(settings.instalments.max_amount),
  };
}

/** Which form field a schema path's refusal belongs to, and what it says there. */
const problemOfPath: FieldOfPath = {
  store_country: ['store_country', { key: 'settings.error.country' }],
  'shipping.flat_rate': ['flat_rate', { key: 'settings.error.tooLarge' }],
  'shipping.free_above': ['free_above', { key: 'settings.error.tooLarge' }],
  'payments.cash_on_delivery': ['cash_on_delivery', { key: 'settings.error.noPayment' }],
  'payments.bank_details': [
    'bank_details',
    { key: 'settings.error.longText', params: { max: 1000 } },
  ],
  'attribution.prefix': ['attribution_prefix', { key: 'settings.error.prefix' }],
  'attribution.fields': ['attribution_fields', { key: 'settings.error.choice' }],
  'instalments.key': ['instalments_key', { key: 'settings.error.longText', params: { max: 100 } }],
  'instalments.count': ['instalments_count', { key: 'settings.error.count' }],
  'instalments.min_amount': ['instalments_min', { key: 'settings.error.tooLarge' }],
  'instalments.max_amount': ['instalments_max', { key: 'settings.error.tooLarge' }],
};

/**
 * A posted settings form as the checkout's settings, or the problems beside each field. Fields the
 * form does not carry keep their current value (`current`), so nothing else changes.
 */
export function checkoutSettingsFromForm(
  posted: PostedSettings,
  current: OrderSettings,
  currency: string,
): SettingsFormReading<OrderSettings> {
  const problems: Record<string, SettingsFieldProblem> = {};
  const money = (field: string): number => {
    const read = parseMoneyInput(posted.text(field), currency);
    if (read.ok) {
      if (read.minor <= MONEY_MAX) return read.minor;
      problems[field] = { key: 'settings.error.tooLarge' };
      return 0;
    }
    problems[field] = {
      key:
        read.problem === 'negative'
          ? 'settings.error.negative'
          : read.problem === 'too_precise'
            ? 'settings.error.tooPrecise'
            : 'settings.error.amount',
      params: { currency },
    };
    return 0;
  };
  const count = posted.text('instalments_count').trim();
  const candidate = {
    store_country: posted.text('store_country'),
    shipping: {
      flat_rate: money('flat_rate'),
      // Empty: never free.
      free_above: posted.text('free_above').trim() === '' ? null : money('free_above'),
    },
    payments: {
      cash_on_delivery: posted.checked('cash_on_delivery'),
      bank_transfer: posted.checked('bank_transfer'),
      // Browsers post a textarea's line breaks as CR LF; keep them as the owner sees them.
      bank_details: posted.text('bank_details').replace(/\r\n/g, '\n').trim(),
    },
    attribution: {
      enabled: posted.checked('attribution_enabled'),
      prefix: posted.text('attribution_prefix').trim(),
      fields: attributionFieldNames.filter((name) =>
        posted.all('attribution_fields').includes(name),
      ),
    },
    instalments: {
      enabled: posted.checked('instalments_enabled'),
      key: posted.text('instalments_key').trim(),
      count: /^\d{1,3}$/.test(count) ? Number(count) : Number.NaN,
      min_amount: money('instalments_min'),
      max_amount: money('instalments_max'),
    },
  };
  // The schema refuses these three too (for the API's callers); said first here, each in the
  // page's own words beside its field (a field keeps its first problem).
  if (!problems.store_country && !isCountry(candidate.store_country)) {
    problems.store_country = { key: 'settings.error.country' };
  }
  // A checkout without a way to pay takes no orders: refused here rather than found by a shopper.
  if (!candidate.payments.cash_on_delivery && !candidate.payments.bank_transfer) {
    problems.cash_on_delivery = { key: 'settings.error.noPayment' };
  }
  if (
    !problems.instalments_min &&
    !problems.instalments_max &&
    candidate.instalments.min_amount > candidate.instalments.max_amount
  ) {
    problems.instalments_max = { key: 'settings.error.maxBelowMin' };
  }
  const checked = orderSettingsInput.safeParse(candidate);
  if (!checked.success) {
    addSchemaProblems(problems, checked.error.issues, problemOfPath);
  }
  if (!checked.success || Object.keys(problems).length > 0) return { ok: false, problems };
  // A setting the form does not carry (one added later) keeps its current value.
  return { ok: true, settings: { ...current, ...checked.data } };
}
