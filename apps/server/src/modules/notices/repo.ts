// SQL for the notices module's own table.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
const ROW_ID = 'shop';

export async function findSettingsJson(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('notices_settings')
    .select('data')
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return row?.data;
}

export async function saveSettingsJson(db: Db, data: string, now: number): Promise<void> {
  await db
    .insertInto('notices_settings')
    .values({ id: ROW_ID, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

export async function deleteSettings(db: Db): Promise<void> {
  await db.deleteFrom('notices_settings').where('id', '=', ROW_ID).execute();
}
