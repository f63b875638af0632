// The shop as visitors see it: its name and default language. A fresh install without the demo
// still has a name, so pages never render an empty header.
import { isLanguage, type Language } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findShopSettings, saveShopSettings } from './repo.ts';

export interface Shop {
  name: string;
  defaultLanguage: Language;
  /** When the settings were last saved (epoch ms; 0 before the first save): their version. */
  updatedAt: number;
}

/** What a save writes; its version is the caller's (rest-version.ts `nextVersion`). */
export type ShopInput = Omit<Shop, 'updatedAt'>;

const unnamedShop: Shop = { name: 'Pinwheel', defaultLanguage: 'en', updatedAt: 0 };

export async function getShop(db: Kysely<Database>): Promise<Shop> {
  const row = await findShopSettings(db);
  if (!row) return unnamedShop;
  return {
    name: row.name,
    defaultLanguage: isLanguage(row.default_language) ? row.default_language : 'en',
    updatedAt: row.updated_at,
  };
}

/** Saves the shop's settings (the caller refreshes what it keeps in memory). */
export async function saveShop(
  db: Kysely<Database>,
  shop: ShopInput,
  now = Date.now(),
): Promise<void> {
  await saveShopSettings(db, { name: shop.name, default_language: shop.defaultLanguage }, now);
}
