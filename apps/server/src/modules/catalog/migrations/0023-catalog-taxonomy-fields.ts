// What the platform API's categories and attribute terms carry beyond the storefront's first needs
// (wc/v3 products/categories and products/attributes/{id}/terms): categories form a tree
// (`parent_id`, null at the top; a deleted category's children move up to its parent, which the
// repo does before deleting; the foreign key's `set null` is only the last guard) and show a
// picture (`image_key`, the media module's key, null for none); terms get a description with its
// Hebrew copy, as categories already have.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_categories')
    .addColumn('parent_id', 'text', (c) =>
      c.references('catalog_categories.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('catalog_categories').addColumn('image_key', 'text').execute();
  await db.schema
    .createIndex('catalog_categories_parent')
    .on('catalog_categories')
    .column('parent_id')
    .execute();
  await db.schema
    .alterTable('catalog_terms')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('catalog_terms').addColumn('description_he', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_terms').dropColumn('description_he').execute();
  await db.schema.alterTable('catalog_terms').dropColumn('description').execute();
  await db.schema.dropIndex('catalog_categories_parent').execute();
  await db.schema.alterTable('catalog_categories').dropColumn('image_key').execute();
  await db.schema.alterTable('catalog_categories').dropColumn('parent_id').execute();
}
