// The shop's own postal address (issue 28 "Settings"), shown where a shop's address belongs: the
// invoice and packing slip, the order mails' footer. JSON on the shop's settings row; '' until set.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_settings').dropColumn('address').execute();
}
