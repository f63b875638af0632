// The content module's table: posts (the shop's journal), with the topic the related-posts block
// matches on. Body is owner HTML, sanitised when saved. Hebrew copies in `_he` columns.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_he', 'text')
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt_he', 'text')
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_he', 'text')
    // The section the post belongs to ("Guides", "News"): the related block's context line.
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of tag strings: related posts share tags.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_key', 'text')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('image_alt', 'text')
    // 'published' | 'draft'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_posts_status_published')
    .on('content_posts')
    .columns(['status', 'published_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_posts').execute();
}
