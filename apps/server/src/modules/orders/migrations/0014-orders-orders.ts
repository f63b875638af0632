// The orders module's tables (modules/orders): orders with their addresses, totals and attribution,
// their lines (priced from the catalog when placed, so later price changes never rewrite an order),
// the mails sent or kept for them, and the checkout's settings.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('access_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing', 'text', (c) => c.notNull())
    .addColumn('shipping', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_method', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('shipping_total', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('due_now', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('attribution', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_orders_created_at')
    .on('orders_orders')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('orders_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders_orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('variation_id', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('line_total', 'bigint', (c) => c.notNull())
    .addColumn('pre_order_label', 'text')
    .addColumn('deposit', 'text')
    .execute();
  await db.schema.createIndex('orders_lines_order').on('orders_lines').column('order_id').execute();
  await db.schema
    .createTable('orders_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders_orders.id').onDelete('cascade'),
    )
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_emails_order')
    .on('orders_emails')
    .column('order_id')
    .execute();
  await db.schema
    .createTable('orders_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders_emails', 'orders_lines', 'orders_orders', 'orders_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
