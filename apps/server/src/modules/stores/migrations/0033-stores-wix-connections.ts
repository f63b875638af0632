// A site's connection to its Wix store: the Wix site id and the API key the owner made for it in
// Wix's dashboard, with which the display call reads a visitor's Wix cart (wix-carts.ts). One per
// site, deleted with the site.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_wix_connections')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('wix_site_id', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_wix_connections').execute();
}
