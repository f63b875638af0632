// The countries the checkout ships to, named in the page's language: the country lists of the
// owner's settings pages (the store's country, the shop's address) through the load context.
import type { Language } from '@pinwheel/core';
import type { CheckoutCountries } from '@pinwheel/web/context/checkout-countries';
import { countries } from './address-regions.ts';

export function checkoutCountries(lang: Language): CheckoutCountries {
  return { countries: () => countries(lang).map(({ code, name }) => ({ code, name })) };
}
