// SQL for the shop's own settings (one row).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const SHOP_ROW_ID = 'shop';

export function findShopSettings(db: Kysely<Database>) {
  return db
    .selectFrom('shop_settings')
    .select(['name', 'default_language', 'languages', 'address', 'updated_at'])
    .where('id', '=', SHOP_ROW_ID)
    .executeTakeFirst();
}

export async function saveShopSettings(
  db: Kysely<Database>,
  settings: { name: string; default_language: string; languages?: string; address?: string },
  now: number,
): Promise<void> {
  // Left out (the demo's seed): a new row offers every language, a kept row keeps its choice.
  await db
    .insertInto('shop_settings')
    .values({ id: SHOP_ROW_ID, languages: 'en,he', address: '', ...settings, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...settings, updated_at: now }))
    .execute();
}

export async function deleteShopSettings(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('shop_settings').where('id', '=', SHOP_ROW_ID).execute();
}
