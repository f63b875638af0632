// The phone checks that need no metadata (spec §5): basic (any country, as typed) and advanced
// (Israeli numbers). The international check is in phone-international.ts, its own entry, since
// the phone metadata it needs is large and loads only when a phone field is shown.

/** Characters a basic phone field keeps as it is typed or left. */
const BASIC_PHONE_CHARACTERS = /[^\d+\-\s()]/g;
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 15;
/** The form's pattern for a basic phone input (7 to 15 of the allowed characters). */
export const BASIC_PHONE_PATTERN = '[0-9+\\-\\s()]{7,15}';

/** A basic phone value with the characters it may not hold stripped (on blur, and on the server). */
export function strippedBasicPhone(value: string): string {
  return value.replace(BASIC_PHONE_CHARACTERS, '');
}

/** Digits, plus, hyphens, spaces and parentheses, 7 to 15 characters. */
export function isBasicPhone(value: string): boolean {
  return (
    !BASIC_PHONE_CHARACTERS.test(value) &&
    value.length >= PHONE_MIN_LENGTH &&
    value.length <= PHONE_MAX_LENGTH &&
    /\d/.test(value)
  );
}

/** Israeli area codes: two digits, nine digits in all. */
export const ISRAELI_SHORT_PREFIXES = ['02', '03', '04', '08', '09'] as const;
/** Israeli mobile and other three-digit prefixes: ten digits in all. */
export const ISRAELI_LONG_PREFIXES = [
  '050',
  '051',
  '052',
  '053',
  '054',
  '055',
  '058',
  '072',
  '073',
  '074',
  '076',
  '077',
  '079',
] as const;

/**
 * Digits and single dashes only (no leading, trailing or double dash); then a 2-digit prefix with
 * 9 digits in all, or a 3-digit prefix with 10 digits in all.
 */
export function isIsraeliPhone(value: string): boolean {
  if (!/^\d+(-\d+)*$/.test(value)) return false;
  const digits = value.replace(/-/g, '');
  if (digits.length === 9)
    return (ISRAELI_SHORT_PREFIXES as readonly string[]).includes(digits.slice(0, 2));
  if (digits.length === 10)
    return (ISRAELI_LONG_PREFIXES as readonly string[]).includes(digits.slice(0, 3));
  return false;
}
