// Small per-owner settings the storefront remembers (modules/accounts), keyed like a platform's
// user meta: today `coming_soon_banner_dismissed` (spec §7, the coming-soon banner's dismissal).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_meta')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('meta_key', 'text', (c) => c.notNull())
    .addColumn('meta_value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_meta_pk', ['owner_id', 'meta_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_meta').execute();
}
