// An order keeps the codes it used and what they took off (as placed: a coupon changed or deleted
// later does not change an order), and the total the discount makes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders_orders')
    // JSON array of {code, discount}: each code used and the minor units it took off.
    .addColumn('coupons', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('orders_orders')
    // Minor units: the codes' discount together (the total is subtotal - discount + shipping).
    .addColumn('discount_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders_orders').dropColumn('discount_total').execute();
  await db.schema.alterTable('orders_orders').dropColumn('coupons').execute();
}
