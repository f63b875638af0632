// The API's English refusals shown in the owner's language by the field each names: a Hebrew
// dashboard reads Hebrew beside the shop's address, the languages offered and an amount, and a
// field no page names keeps the API's own words.
import { PinwheelApiError } from '@pinwheel/client';
import { translate, type Language } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { moneyRefusal, refusalsInWords, type RefusalWords } from './refusal-words.ts';

/** A refusal as the platform API answers it (400 rest_invalid_param). */
const refusal = (params: Record<string, string>) =>
  PinwheelApiError.fromResponse(
    new Response(
      JSON.stringify({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
        data: { status: 400, params },
      }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    ),
  );

const rules: readonly RefusalWords[] = [
  ['address.city', 'settings.error.city'],
  [
    'languages',
    (message) =>
      /default/i.test(message) ? 'settings.error.defaultNotOffered' : 'settings.error.languages',
  ],
  ['shipping.flat_rate', moneyRefusal, { currency: 'ILS' }],
];

const inWords = async (lang: Language, params: Record<string, string>) =>
  refusalsInWords(await refusal(params), rules, (key, values) => translate(lang, key, values));

describe('refusalsInWords', () => {
  it('says each named field’s refusal in the owner’s language', async () => {
    const he = await inWords('he', {
      'address.city': 'Enter the city.',
      languages: 'Offer the default language, or choose another default.',
      'shipping.flat_rate': 'Has more decimals than ILS has.',
    });
    expect(he['address.city']).toBe(translate('he', 'settings.error.city'));
    expect(he.languages).toBe(translate('he', 'settings.error.defaultNotOffered'));
    expect(he['shipping.flat_rate']).toBe(
      translate('he', 'settings.error.tooPrecise', { currency: 'ILS' }),
    );
    expect(Object.values(he).every((words) => /[\u0590-\u05ff]/.test(words))).toBe(true);
    // The part's words are not given to the whole address (the country field falls back on it).
    expect(he.address).toBeUndefined();
  });

  it('names a list’s refusal by the list, and keeps the API’s words for a field it does not name', async () => {
    const en = await inWords('en', { 'languages.1': 'Invalid option', other: 'Too long.' });
    expect(en.languages).toBe('Offer at least one language.');
    expect(en.other).toBe('Too long.');
  });

  it('tells an amount with too many decimals, too large, or not an amount at all', () => {
    expect(moneyRefusal('Has more decimals than USD has.')).toBe('settings.error.tooPrecise');
    expect(moneyRefusal('Too big: expected number to be <=100000000')).toBe(
      'settings.error.tooLarge',
    );
    expect(moneyRefusal('Must be an amount such as 19.90.')).toBe('settings.error.amount');
  });
});
