// Credentials for the platform API (modules/accounts, api-keys.ts): WordPress application
// passwords and WooCommerce consumer keys, one table for both since they are looked up, scoped,
// stamped and revoked alike. Neither the password nor the consumer key is stored: `lookup_hash`
// is an HMAC of it keyed with the server secret. The consumer secret must be readable (OAuth 1.0a
// signatures are keyed with it), so it is kept encrypted with the server secret (AES-256-GCM).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    /** 'application_password' or 'consumer_key'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text')
    .addColumn('lookup_hash', 'text', (c) => c.notNull().unique())
    .addColumn('secret_encrypted', 'text')
    .addColumn('truncated_key', 'text', (c) => c.notNull())
    /** 'read', 'write' or 'read_write'. */
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('last_ip', 'text')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('api_keys_owner')
    .on('api_keys')
    .columns(['owner_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
