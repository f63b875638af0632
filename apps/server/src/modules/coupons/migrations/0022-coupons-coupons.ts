// The coupons module's tables: coupons (a code and its rules), the single-use codes issued from a
// coupon's pattern, and the redemptions (each use by an order, written in the order's
// transaction). Money in minor units, percentages in hundredths; times epoch milliseconds.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons_coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    // The code upper-cased: codes are matched without regard to case, and unique so.
    .addColumn('code_key', 'text', (c) => c.notNull().unique())
    // 'percent' | 'fixed_cart' | 'fixed_product'.
    .addColumn('discount_type', 'text', (c) => c.notNull())
    // Hundredths of a percent for 'percent', else minor units of the shop's currency.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_amount', 'bigint')
    .addColumn('maximum_amount', 'bigint')
    // JSON arrays of catalog product and category ids.
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('excluded_product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('excluded_product_categories', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON array of lower-case addresses allowed to use it (empty: anyone).
    .addColumn('email_restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('starts_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('usage_limit', 'bigint')
    .addColumn('usage_limit_per_user', 'bigint')
    // Raised in the order's transaction, only while below usage_limit (race-safe).
    .addColumn('usage_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('individual_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    // `WELCOME-XXXXXX`: each X a random character of a single-use code issued from it.
    .addColumn('unique_code_pattern', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupons_coupons_created')
    .on('coupons_coupons')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('coupons_unique_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) =>
      c.notNull().references('coupons_coupons.id').onDelete('cascade'),
    )
    .addColumn('lead_id', 'text')
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    // Set once, by the order that uses it (an update guarded by `used_at is null`).
    .addColumn('used_at', 'bigint')
    .addColumn('order_id', 'text')
    .execute();
  await db.schema
    .createIndex('coupons_unique_codes_coupon')
    .on('coupons_unique_codes')
    .column('coupon_id')
    .execute();

  await db.schema
    .createTable('coupons_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) =>
      c.notNull().references('coupons_coupons.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupons_redemptions_coupon_email')
    .on('coupons_redemptions')
    .columns(['coupon_id', 'email'])
    .execute();
  await db.schema
    .createIndex('coupons_redemptions_order')
    .on('coupons_redemptions')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupons_redemptions').execute();
  await db.schema.dropTable('coupons_unique_codes').execute();
  await db.schema.dropTable('coupons_coupons').execute();
}
