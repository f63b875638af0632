// The API's refusals beside their fields in the owner's language. The platform API answers a
// refused field in English (WordPress's clients read it so); a page names, per field path, the
// catalogue's words for it, and `useRefusalWords` turns a failed save into `{ path: words }`.
// A path the page does not name keeps the API's own words, so no refusal goes unshown.
//
//   const errors = useRefusalWords(resource.saveError, [
//     ['per_page', 'settings.error.perPage'],
//     ['shipping.flat_rate', (message) => moneyRefusal(message), { currency }],
//   ]);
import type { MessageKey } from '@pinwheel/core';
import { useTranslation } from '../../translation.ts';
import { fieldErrorsOf } from './field.tsx';

/** A field path, the words for its refusal (or a choice by the API's message), their values. */
export type RefusalWords = readonly [
  path: string,
  key: MessageKey | ((apiMessage: string) => MessageKey),
  params?: Record<string, string | number>,
];

export function refusalsInWords(
  error: unknown,
  rules: readonly RefusalWords[],
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): Record<string, string> {
  const refusals: Record<string, string> = {};
  const byField = Object.entries(fieldErrorsOf(error));
  for (const [field, apiMessage] of byField) {
    // fieldErrorsOf also names "address" for "address.city": that copy is the part's, not its own.
    if (byField.some(([other]) => other.startsWith(`${field}.`))) continue;
    // "search.keywords.3" is the keywords' refusal: the first path that fits names the field.
    const rule = rules.find(([path]) => field === path || field.startsWith(`${path}.`));
    if (!rule) {
      refusals[field] ??= apiMessage;
      continue;
    }
    const [path, key, params] = rule;
    refusals[path] ??= t(typeof key === 'function' ? key(apiMessage) : key, params ?? {});
    // The API names both "address.city" and "address": the part gets the same words.
    if (field !== path) refusals[field] ??= refusals[path];
  }
  return refusals;
}

export function useRefusalWords(
  error: unknown,
  rules: readonly RefusalWords[],
): Record<string, string> {
  const { t } = useTranslation();
  return refusalsInWords(error, rules, t);
}

/** Which words an amount's refusal takes: too many decimals, too large, or not an amount. */
export function moneyRefusal(apiMessage: string): MessageKey {
  if (/decimal/i.test(apiMessage)) return 'settings.error.tooPrecise';
  if (/too big|<=/i.test(apiMessage)) return 'settings.error.tooLarge';
  return 'settings.error.amount';
}
