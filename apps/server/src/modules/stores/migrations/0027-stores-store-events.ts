// The stores module's tables: browse-abandonment reports from Shopify stores and the products of
// Wix orders, each kept for the site whose widget sent it (deleted with the site). Listed newest
// first per site, so each has an index on (site_id, created_at, id).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_browse_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('data_for', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('total_cart_minor', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_browse_events_site_created')
    .on('store_browse_events')
    .columns(['site_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('store_wix_ordered_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('source_table', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_wix_ordered_products_site_created')
    .on('store_wix_ordered_products')
    .columns(['site_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_wix_ordered_products').execute();
  await db.schema.dropTable('store_browse_events').execute();
}
