// Invitations to become another owner of the shop (modules/accounts, issue 28): a single-use link
// that expires, stored as the hash of its token only. Accepting one creates the owner.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The inviting owner, kept only while that owner exists.
    .addColumn('invited_by', 'text', (c) => c.references('owners.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('owner_invites_email')
    .on('owner_invites')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_invites').execute();
}
