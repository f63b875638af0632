// The international phone check (spec §5): a number valid for the country picked beside it, the
// initial country being the visitor's (from the display answer), else us. Its own entry,
// `@pinwheel/core/phone-international`, because libphonenumber-js's metadata is large: the widget
// imports it only when a phone field in this mode is shown; the server imports it directly.
import { isValidPhoneNumber, getCountries, type CountryCode } from 'libphonenumber-js/max';
import type { Language } from '../messages/translate.ts';
import { leadMessage } from './lead-messages.ts';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

const countries = new Set<string>(getCountries());

/** The countries the picker offers (ISO 3166-1 alpha-2, upper case). */
export function phoneCountries(): CountryCode[] {
  return getCountries();
}

/** The picker's initial country: the visitor's when we know it and have metadata for it, else us. */
export function initialPhoneCountry(visitorCountry: string | null | undefined): CountryCode {
  const code = (visitorCountry ?? '').trim().toUpperCase();
  return countries.has(code) ? (code as CountryCode) : DEFAULT_PHONE_COUNTRY;
}

/**
 * The message for a number that is not valid for `country`, or null when it is fine. Empty is
 * fine unless required; a check that throws (a country without metadata) asks for a valid number.
 */
export function internationalPhoneProblem(
  value: string,
  country: string,
  options: { required: boolean; lang: Language },
): string | null {
  const number = value.trim();
  if (number === '') return options.required ? leadMessage(options.lang, 'phone') : null;
  try {
    return isValidPhoneNumber(number, initialPhoneCountry(country))
      ? null
      : leadMessage(options.lang, 'phoneInternational');
  } catch {
    return leadMessage(options.lang, 'phone');
  }
}
