// The cart module's tables: carts (one per visitor by cookie; a customer's later, by owner), their
// lines, and the cart settings row. A line keeps what was chosen (variation, quantity, properties),
// never a price: prices are read from the catalog whenever the cart is. Times epoch milliseconds.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_carts')
    // The token in the visitor's cookie and in /cart.js `token`: random, unguessable.
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'visitor' (cookie only) | 'customer' (signed in; owner_id names the customer).
    .addColumn('owner_kind', 'text', (c) => c.notNull().defaultTo('visitor'))
    .addColumn('owner_id', 'text')
    // Bumped by every change: with the lines it makes the cart hash clients send back.
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cart_carts_owner')
    .on('cart_carts')
    .columns(['owner_kind', 'owner_id'])
    .execute();
  await db.schema.createIndex('cart_carts_expires').on('cart_carts').column('expires_at').execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('cart_id', 'text', (c) =>
      c.notNull().references('cart_carts.id').onDelete('cascade'),
    )
    // `variationId:hash of properties` (Shopify's line key shape).
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('variation_id', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    // JSON object of line item properties (text to text).
    .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
    // Lines keep the order they were first added in.
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['cart_id', 'key'])
    .execute();

  await db.schema
    .createTable('cart_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // JSON: cart-settings.ts (redirect to the cart after adding).
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_settings').execute();
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.dropTable('cart_carts').execute();
}
