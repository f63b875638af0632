// The shop as visitors see it: its name and default language. A fresh install without the demo
// still has a name, so pages never render an empty header.
import { isLanguage, type Language } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findShopSettings, saveShopSettings } from './repo.ts';

export interface Shop {
  name: string;
  defaultLanguage: Language;
}

const unnamedShop: Shop = { name: 'Pinwheel', defaultLanguage: 'en' };

export async function getShop(db: Kysely<Database>): Promise<Shop> {
  const row = await findShopSettings(db);
  if (!row) return unnamedShop;
  return {
    name: row.name,
    defaultLanguage: isLanguage(row.default_language) ? row.default_language : 'en',
  };
}

/** Saves the shop's settings (the caller refreshes what it keeps in memory). */
export async function saveShop(db: Kysely<Database>, shop: Shop, now = Date.now()): Promise<void> {
  await saveShopSettings(db, { name: shop.name, default_language: shop.defaultLanguage }, now);
}
