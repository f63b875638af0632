// How often each page of the shop was shared to each network from its share buttons
// (modules/content): one counter row per page path and network, bumped in place, so the buttons
// show counts our own server keeps instead of asking each network.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_share_counts')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_share_counts_pk', ['path', 'network'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_share_counts').execute();
}
