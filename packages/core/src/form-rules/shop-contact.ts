// The storefront's own checks of a shopper's email and phone (spec storefront-and-forms §5
// "Storefront"): stricter than the contact form's, because an order's receipt and its courier
// depend on them. An email must end in a top-level domain of 2 to 63 letters ("a@b.c" and
// "a@shop.123" are typos, not addresses); a phone must hold 6 to 15 digits once its separators
// are removed (E.164 allows at most 15), with an optional leading plus.
import { isEmail } from './value-formats.ts';

const topLevelDomain = /\.[a-z]{2,63}$/i;
/** Spaces, brackets, dots, slashes and dashes people type between groups of digits. */
const phoneSeparators = /[\s()./-]/g;

/** A mail address a receipt can reach: isEmail's rules and a letters-only top-level domain. */
export function isShopEmail(value: string): boolean {
  return isEmail(value) && topLevelDomain.test(value);
}

/** 6 to 15 digits after separators, an optional plus in front: "+972 (50) 123-4567". */
export function isShopPhone(value: string): boolean {
  const digits = value.replace(phoneSeparators, '');
  return /^\+?[0-9]{6,15}$/.test(digits);
}
