// The shop's postal address: what the owner types (checked here, the country one of ISO 3166's, as
// the checkout's list has them) and its lines in the country's own order (core's address-format,
// the checkout's library), the country named in the reader's language.
import type { Language } from '@pinwheel/core';
import { addressLines } from '@pinwheel/core/address-format';
import { allCountries } from 'country-region-data';
import { z } from 'zod';
import { nameText } from '../../schemas/plain-text.ts';

const countryCodes = new Set<string>(allCountries.map(([, code]) => code));

const line = (max: number) => nameText(max).trim();

export const shopAddressSchema = z.object({
  address_1: line(200).min(1, 'Enter the street and number.'),
  address_2: line(200),
  city: line(100).min(1, 'Enter the city.'),
  state: line(100),
  postcode: line(20),
  country: z.string().refine((code) => countryCodes.has(code), 'Choose a country from the list.'),
});

export type ShopAddress = z.infer<typeof shopAddressSchema>;

/** The stored address, or null when none was set (or the stored one no longer reads). */
export function readShopAddress(json: string): ShopAddress | null {
  if (!json) return null;
  try {
    const parsed = shopAddressSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const countryNames = new Map<Language, Intl.DisplayNames>();

/** The address as lines to read under the shop's name; none when no address is set. */
export function shopAddressLines(address: ShopAddress | null, lang: Language): string[] {
  if (!address) return [];
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    countryNames.set(lang, names);
  }
  return addressLines({
    name: '',
    company: '',
    street: address.address_1,
    street2: address.address_2,
    city: address.city,
    postcode: address.postcode,
    stateCode: '',
    stateName: address.state,
    countryCode: address.country,
    countryName: names.of(address.country) ?? address.country,
  });
}
