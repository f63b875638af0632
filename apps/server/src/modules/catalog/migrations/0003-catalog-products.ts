// The catalog module's tables: store settings, categories, attributes and their terms (with the
// swatch each term shows), products (simple and variable), their images, the terms a product
// offers, variations (every product has at least one: a simple product's one variation carries its
// price and stock, as Shopify's variants do, so the cart speaks one id), bulk-price tiers, deposit
// plans and reviews. Portable column types only; money in minor units; times epoch milliseconds.
// Hebrew copies of visitor-facing text sit beside the English in `_he` columns (null: use English).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // JSON: currency, swatch display options, review and notice settings (catalog-settings.ts).
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalog_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_he', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_he', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('catalog_attributes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_he', 'text')
    // 'color' | 'image' | 'label'
    .addColumn('swatch_kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('catalog_terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attribute_id', 'text', (c) =>
      c.notNull().references('catalog_attributes.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_he', 'text')
    .addColumn('color', 'text')
    .addColumn('image_key', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('catalog_terms_attribute_slug', ['attribute_id', 'slug'])
    .execute();

  await db.schema
    .createTable('catalog_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // 'simple' | 'variable'
    .addColumn('type', 'text', (c) => c.notNull())
    // 'published' | 'draft'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_he', 'text')
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description_he', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_he', 'text')
    // JSON array of { label, label_he, value, value_he }: the additional information tab.
    .addColumn('additional_information', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposits_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // Kept from the variations on every save, so listings sort and filter by price without a join.
    .addColumn('price_min', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('price_max', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(1))
    // Units sold: the "popularity" sort.
    .addColumn('sales_count', 'bigint', (c) => c.notNull().defaultTo(0))
    // Kept from approved reviews: the "rating" sort and the stars on cards.
    .addColumn('rating_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_products_status_created')
    .on('catalog_products')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('catalog_product_categories')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('catalog_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('catalog_product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('catalog_product_categories_category')
    .on('catalog_product_categories')
    .column('category_id')
    .execute();

  await db.schema
    .createTable('catalog_product_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    // The stored image (media module): its content hash names the files.
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_he', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('catalog_product_images_product')
    .on('catalog_product_images')
    .column('product_id')
    .execute();

  // The terms a product offers, per attribute, in the order its swatches show.
  await db.schema
    .createTable('catalog_product_terms')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('term_id', 'text', (c) =>
      c.notNull().references('catalog_terms.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('catalog_product_terms_pk', ['product_id', 'term_id'])
    .execute();
  await db.schema
    .createIndex('catalog_product_terms_term')
    .on('catalog_product_terms')
    .column('term_id')
    .execute();

  await db.schema
    .createTable('catalog_variations')
    // Numeric, as Shopify's variant ids are: the Shopify-compatible cart speaks them unchanged.
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    // JSON map of attribute slug to term slug; a missing or empty value means "any".
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('compare_at_price', 'bigint')
    // Null: stock not tracked.
    .addColumn('stock', 'bigint')
    .addColumn('is_in_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_qty', 'bigint')
    .addColumn('is_pre_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pre_order_label', 'text')
    .addColumn('pre_order_label_he', 'text')
    // 0: the combination exists on the form but cannot be bought ("unavailable").
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image_key', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('catalog_variations_product')
    .on('catalog_variations')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('catalog_bulk_tiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    // Null: the product's table (every variation without one of its own).
    .addColumn('variation_id', 'bigint')
    .addColumn('min_quantity', 'bigint', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_bulk_tiers_product')
    .on('catalog_bulk_tiers')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('catalog_deposit_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_he', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_he', 'text')
    .addColumn('deposit_percent', 'integer', (c) => c.notNull())
    .addColumn('installments', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('catalog_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    // Null when ratings are optional and the reviewer gave none.
    .addColumn('rating', 'integer')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    // 'pending' | 'approved' | 'rejected'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_reviews_product_status')
    .on('catalog_reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalog_reviews',
    'catalog_deposit_plans',
    'catalog_bulk_tiers',
    'catalog_variations',
    'catalog_product_terms',
    'catalog_product_images',
    'catalog_product_categories',
    'catalog_products',
    'catalog_terms',
    'catalog_attributes',
    'catalog_categories',
    'catalog_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
