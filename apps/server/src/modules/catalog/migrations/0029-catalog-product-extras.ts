// What the dashboard's product editor sets beyond the storefront's first needs (wc/v3 products):
// `low_stock_amount`, the stock at or below which the owner wants a product flagged (WooCommerce's
// field of that name; null: not watched), and `catalog_product_upsells`, the products an owner
// chose to show under this one (WooCommerce's `upsell_ids`, in the order chosen; the product page
// shows them as "You may also like"). Deleting either product drops the link.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_products').addColumn('low_stock_amount', 'integer').execute();
  await db.schema
    .createTable('catalog_product_upsells')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('upsell_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('catalog_product_upsells_pk', ['product_id', 'upsell_id'])
    .execute();
  await db.schema
    .createIndex('catalog_product_upsells_upsell')
    .on('catalog_product_upsells')
    .column('upsell_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_product_upsells').execute();
  await db.schema.alterTable('catalog_products').dropColumn('low_stock_amount').execute();
}
