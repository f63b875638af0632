// The shop as visitors see it: its name, default language and the languages it offers. A fresh
// install without the demo still has a name, so pages never render an empty header.
import { isLanguage, languages as allLanguages, type Language } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findShopSettings, saveShopSettings } from './repo.ts';
import { readShopAddress, type ShopAddress } from './shop-address.ts';

export interface Shop {
  name: string;
  defaultLanguage: Language;
  /** The languages offered, in our order; never empty, the default always among them. */
  languages: Language[];
  /** The shop's postal address; null until the owner sets one. */
  address: ShopAddress | null;
  /** When the settings were last saved (epoch ms; 0 before the first save): their version. */
  updatedAt: number;
}

/** What a save writes; its version is the caller's (rest-version.ts `nextVersion`). */
export type ShopInput = Omit<Shop, 'updatedAt'>;

const unnamedShop: Shop = {
  name: 'Pinwheel',
  defaultLanguage: 'en',
  languages: [...allLanguages],
  address: null,
  updatedAt: 0,
};

/** The offered languages from their stored list, the default always among them. */
export function offeredLanguages(stored: string, defaultLanguage: Language): Language[] {
  const listed = new Set(stored.split(','));
  return allLanguages.filter((code) => code === defaultLanguage || listed.has(code));
}

export async function getShop(db: Kysely<Database>): Promise<Shop> {
  const row = await findShopSettings(db);
  if (!row) return unnamedShop;
  const defaultLanguage = isLanguage(row.default_language) ? row.default_language : 'en';
  return {
    name: row.name,
    defaultLanguage,
    languages: offeredLanguages(row.languages, defaultLanguage),
    address: readShopAddress(row.address),
    updatedAt: row.updated_at,
  };
}

/** Saves the shop's settings (the caller refreshes what it keeps in memory). */
export async function saveShop(
  db: Kysely<Database>,
  shop: ShopInput,
  now = Date.now(),
): Promise<void> {
  await saveShopSettings(
    db,
    {
      name: shop.name,
      default_language: shop.defaultLanguage,
      languages: offeredLanguages(shop.languages.join(','), shop.defaultLanguage).join(','),
      address: shop.address ? JSON.stringify(shop.address) : '',
    },
    now,
  );
}
