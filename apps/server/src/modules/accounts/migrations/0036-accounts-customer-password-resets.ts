// Password resets for customers (modules/accounts, issue 26): a single-use link that expires,
// stored as the hash of its token. When no mail could be sent, the link itself is kept encrypted
// (server secret) so the owner can pass it on; it is dropped once used or replaced.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('link_for_owner', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('customer_password_resets_customer')
    .on('customer_password_resets')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_password_resets').execute();
}
