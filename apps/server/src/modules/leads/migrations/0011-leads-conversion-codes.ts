// A site's conversion code (modules/leads): the owner's HTML the widget adds to the page head after
// a conversion (spec §7 `integration.conversion_code`), such as an ad network's conversion tag.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_conversion_codes')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_conversion_codes').execute();
}
