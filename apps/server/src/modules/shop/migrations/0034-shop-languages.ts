// The languages the shop offers (issue 28 "Settings"): a comma-separated list of language codes on
// the shop's settings row, both of ours until the owner chooses.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('en,he'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_settings').dropColumn('languages').execute();
}
