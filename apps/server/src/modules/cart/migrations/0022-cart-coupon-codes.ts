// The discount codes a shopper entered, kept with their cart (the coupons module judges what they
// take off whenever the cart is read). A JSON array of upper-case codes, in the order entered.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cart_carts')
    .addColumn('coupon_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cart_carts').dropColumn('coupon_codes').execute();
}
