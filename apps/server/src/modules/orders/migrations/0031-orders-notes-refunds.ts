// An order's notes (the owner's, the shop's own about status changes and refunds, and notes to
// the customer that are mailed), its refunds with the lines and quantities each gave back, and
// whether the order still holds its stock: from now on a refund may return some units and a
// full refund need not return the rest, so "holds stock" can no longer be read off the status.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders_orders.id').onDelete('cascade'),
    )
    .addColumn('note', 'text', (c) => c.notNull())
    // 1: meant for the customer (mailed to them); 0: private to the shop.
    .addColumn('customer_note', 'integer', (c) => c.notNull().defaultTo(0))
    // 'owner' (typed in the dashboard or through the API) or 'system' (written by the shop).
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_notes_order').on('orders_notes').column('order_id').execute();
  await db.schema
    .createTable('orders_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders_orders.id').onDelete('cascade'),
    )
    // Minor units of the order's currency.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // 1: the refunded lines' units went back to stock when it was recorded.
    .addColumn('restock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_refunds_order')
    .on('orders_refunds')
    .column('order_id')
    .execute();
  await db.schema
    .createTable('orders_refund_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('refund_id', 'text', (c) =>
      c.notNull().references('orders_refunds.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders_orders.id').onDelete('cascade'),
    )
    // The order line's position (orders_lines.position).
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_refund_lines_refund')
    .on('orders_refund_lines')
    .column('refund_id')
    .execute();
  await db.schema
    .alterTable('orders_orders')
    .addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Until now a cancelled or refunded order was exactly one that had given its stock back.
  await sql`update orders_orders set stock_held = 0 where status in ('cancelled', 'refunded')`.execute(
    db,
  );
  await db.schema
    .alterTable('orders_emails')
    // The note a mail carried to the customer; null for the order's own mails.
    .addColumn('note_id', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders_emails').dropColumn('note_id').execute();
  await db.schema.alterTable('orders_orders').dropColumn('stock_held').execute();
  for (const table of ['orders_refund_lines', 'orders_refunds', 'orders_notes']) {
    await db.schema.dropTable(table).execute();
  }
}
