// The media library (modules/media): one row per picture the owner can pick, pointing at the
// original on disk by its content key (several rows may share a key: the same bytes uploaded
// twice). Sizes are made at upload; `sizes_ready` stays 0 when making them failed, until
// POST wp/v2/media/{id}/post-process makes them. Hebrew copies in `_he` columns.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_text_he', 'text')
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption_he', 'text')
    .addColumn('sizes_ready', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_items_image_key')
    .on('media_items')
    .column('image_key')
    .execute();
  // The library lists newest first, paged by offset (the WordPress convention).
  await db.schema
    .createIndex('media_items_created')
    .on('media_items')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_items').execute();
}
