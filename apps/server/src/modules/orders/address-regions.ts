// The countries a shop ships to and, for the countries whose postal addresses name a state or
// province, its list. The lists are country-region-data's (ISO 3166-1 and 3166-2 codes); country
// names come from the runtime's own ICU data (Intl.DisplayNames), so Hebrew pages get Hebrew names.
// Like WooCommerce, only countries whose addresses carry a state ask for one: for every other
// country the state input is disabled and not required (storefront spec §4).
import type { Language } from '@pinwheel/core';
import { allCountries } from 'country-region-data';

/** Countries whose postal addresses carry a state, province or prefecture. */
const countriesWithStates = new Set([
  'AR',
  'AU',
  'BR',
  'CA',
  'CN',
  'ES',
  'IN',
  'IT',
  'JP',
  'MX',
  'MY',
  'US',
  'ZA',
]);

export interface Region {
  code: string;
  name: string;
}

export interface Country extends Region {
  /** null: the country's addresses have no state. */
  states: Region[] | null;
}

/** Antarctica and the uninhabited territories take no parcels. */
const unshippable = new Set(['AQ', 'BV', 'HM', 'TF', 'UM']);

const statesByCountry = new Map<string, Region[]>(
  allCountries
    .filter(([, code]) => countriesWithStates.has(code))
    .map(([, code, regions]) => [
      code,
      regions.map(([name, short]) => ({ code: String(short), name: String(name) })),
    ]),
);

const cache = new Map<Language, Country[]>();

export function countries(lang: Language): Country[] {
  const known = cache.get(lang);
  if (known) return known;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const list = allCountries
    .map(([, code]) => String(code))
    .filter((code) => !unshippable.has(code))
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      states: statesByCountry.get(code) ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  cache.set(lang, list);
  return list;
}

export function isCountry(code: string): boolean {
  return allCountries.some(([, known]) => known === code) && !unshippable.has(code);
}

/** The country's states, or null when its addresses have none. */
export function statesOf(country: string): Region[] | null {
  return statesByCountry.get(country) ?? null;
}

export function countryName(code: string, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
}

export function stateName(country: string, state: string): string {
  return statesOf(country)?.find((region) => region.code === state)?.name ?? state;
}
