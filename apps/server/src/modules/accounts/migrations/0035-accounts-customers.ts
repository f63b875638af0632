// Customer accounts (modules/accounts, issue 26): shoppers who register on the storefront, their
// sessions (token hashes only), the cart they keep between visits, and the owner's settings for
// them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // As typed, for showing; `username_key` (lower-cased) is what is unique and looked up.
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // The cart kept for them between visits (the cart module's id; no foreign key: carts expire).
    .addColumn('cart_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set when the owner closes the account: no sign-in, no session.
    .addColumn('disabled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('customers_created')
    .on('customers')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_sessions_customer')
    .on('customer_sessions')
    .column('customer_id')
    .execute();
  // The owner's choices for customer accounts (the captcha and its keys, the page after
  // registration), one row per setting.
  await db.schema
    .createTable('customer_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_settings').execute();
  await db.schema.dropTable('customer_sessions').execute();
  await db.schema.dropTable('customers').execute();
}
