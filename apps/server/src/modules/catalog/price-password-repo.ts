// SQL for the price password's one row in catalog_settings (id 'price-password'): the store
// settings stay one JSON row the owner sends whole, while this row holds a password hash the
// settings API must never answer, so the two are kept apart.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
const PRICE_PASSWORD_ROW_ID = 'price-password';

export async function findPricePasswordJson(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalog_settings')
    .select('data')
    .where('id', '=', PRICE_PASSWORD_ROW_ID)
    .executeTakeFirst();
  return row?.data;
}

export async function savePricePasswordJson(db: Db, data: string, now: number): Promise<void> {
  await db
    .insertInto('catalog_settings')
    .values({ id: PRICE_PASSWORD_ROW_ID, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
