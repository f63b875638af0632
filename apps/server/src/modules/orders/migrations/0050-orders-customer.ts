// Which customer account placed an order, when one was signed in: an account page lists only
// those. Matching by email let anyone who registered with another person's address (registration
// does not prove the address) read that person's orders, addresses and phone; guest orders keep a
// null customer and stay out of every account.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders_orders').addColumn('customer_id', 'text').execute();
  await db.schema
    .createIndex('orders_orders_customer')
    .on('orders_orders')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_orders_customer').execute();
  await db.schema.alterTable('orders_orders').dropColumn('customer_id').execute();
}
