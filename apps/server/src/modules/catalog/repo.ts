// SQL for the catalog's own tables. Writes take the caller's Kysely (a transaction when seeding);
// reads answer rows as stored, and product-page.ts / listing.ts shape them for pages.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogSettings } from './catalog-settings.ts';
import type { AttributeInput, CategoryInput, CheckedProduct } from './product-input.ts';
import { attributeInput, categoryInput } from './product-input.ts';
import { indexProductWords } from './search-index-repo.ts';

type Db = Kysely<Database>;
export const SETTINGS_ROW_ID = 'catalog';

export async function findSettingsJson(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalog_settings')
    .select('data')
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst();
  return row?.data;
}

/** The settings row with its version (when it was last saved), for the owner's editing. */
export function findSettingsRow(db: Db) {
  return db
    .selectFrom('catalog_settings')
    .select(['data', 'updated_at'])
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst();
}

export async function saveSettings(db: Db, settings: CatalogSettings, now: number): Promise<void> {
  const data = JSON.stringify(settings);
  await db
    .insertInto('catalog_settings')
    .values({ id: SETTINGS_ROW_ID, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

export async function saveCategory(db: Db, input: CategoryInput): Promise<void> {
  const row = categoryInput.parse(input);
  await db.insertInto('catalog_categories').values(row).execute();
}

export async function saveAttribute(db: Db, input: AttributeInput): Promise<void> {
  const { terms, ...attribute } = attributeInput.parse(input);
  await db.insertInto('catalog_attributes').values(attribute).execute();
  for (const [position, term] of terms.entries()) {
    await db
      .insertInto('catalog_terms')
      .values({ ...term, attribute_id: attribute.id, position })
      .execute();
  }
}

/** Writes a product and everything it owns, replacing what it had. */
export async function saveProduct(db: Db, product: CheckedProduct, now: number): Promise<void> {
  const buyable = product.variations.filter((v) => v.enabled);
  const prices = (buyable.length ? buyable : product.variations).map((v) => v.price);
  const row = {
    id: product.id,
    slug: product.slug,
    type: product.type,
    status: product.status,
    title: product.title,
    title_he: product.title_he,
    short_description: product.short_description,
    short_description_he: product.short_description_he,
    description: product.description,
    description_he: product.description_he,
    additional_information: JSON.stringify(product.additional_information),
    featured: product.featured ? 1 : 0,
    deposits_enabled: product.deposits_enabled ? 1 : 0,
    price_min: Math.min(...prices),
    price_max: Math.max(...prices),
    in_stock: buyable.some((v) => v.is_in_stock) ? 1 : 0,
    sales_count: product.sales_count,
    created_at: product.created_at,
    updated_at: now,
  };
  await db
    .insertInto('catalog_products')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, created_at: product.created_at }))
    .execute();
  await indexProductWords(db, row);
  const { id } = product;
  for (const table of [
    'catalog_product_categories',
    'catalog_product_images',
    'catalog_product_terms',
    'catalog_variations',
    'catalog_bulk_tiers',
    'catalog_deposit_plans',
  ] as const) {
    await db.deleteFrom(table).where('product_id', '=', id).execute();
  }
  if (product.category_ids.length) {
    await db
      .insertInto('catalog_product_categories')
      .values(product.category_ids.map((category_id) => ({ product_id: id, category_id })))
      .execute();
  }
  if (product.images.length) {
    await db
      .insertInto('catalog_product_images')
      .values(
        product.images.map((image, position) => ({
          id: `${id}-img-${position}`,
          product_id: id,
          image_key: image.key,
          width: image.width,
          height: image.height,
          alt: image.alt,
          alt_he: image.alt_he,
          position,
        })),
      )
      .execute();
  }
  if (product.term_ids.length) {
    await db
      .insertInto('catalog_product_terms')
      .values(product.term_ids.map((term_id, position) => ({ product_id: id, term_id, position })))
      .execute();
  }
  await db
    .insertInto('catalog_variations')
    .values(
      product.variations.map((v, position) => ({
        ...v,
        product_id: id,
        attributes: JSON.stringify(v.attributes),
        is_in_stock: v.is_in_stock ? 1 : 0,
        is_pre_order: v.is_pre_order ? 1 : 0,
        enabled: v.enabled ? 1 : 0,
        position,
      })),
    )
    .execute();
  if (product.bulk_tiers.length) {
    await db
      .insertInto('catalog_bulk_tiers')
      .values(
        product.bulk_tiers.map((tier, index) => ({
          id: `${id}-tier-${index}`,
          product_id: id,
          ...tier,
        })),
      )
      .execute();
  }
  if (product.deposit_plans.length) {
    await db
      .insertInto('catalog_deposit_plans')
      .values(
        product.deposit_plans.map((plan, position) => ({
          id: `${id}-plan-${position}`,
          product_id: id,
          ...plan,
          position,
        })),
      )
      .execute();
  }
}

export function findProductSlugById(db: Db, id: string) {
  return db
    .selectFrom('catalog_products')
    .select('slug')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** True when the product exists and is published (a review may be left on it). */
export async function isPublishedProduct(db: Db, id: string): Promise<boolean> {
  const product = await db
    .selectFrom('catalog_products')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return product !== undefined;
}

/** A published product by its slug; `unpublished` also finds drafts and the rest (not the trash). */
export function findProductBySlug(db: Db, slug: string, unpublished = false) {
  return db
    .selectFrom('catalog_products')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', unpublished ? '<>' : '=', unpublished ? 'trash' : 'published')
    .executeTakeFirst();
}

/** The products the owner chose to show under this one, in their order (any status). */
export async function upsellIdsOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_product_upsells')
    .select('upsell_id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.upsell_id);
}

/** What a product page needs beside the product row, in one round of parallel queries. */
export async function findProductParts(db: Db, productId: string) {
  const [images, terms, variations, bulkTiers, depositPlans, categories] = await Promise.all([
    db
      .selectFrom('catalog_product_images')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('catalog_product_terms as pt')
      .innerJoin('catalog_terms as t', 't.id', 'pt.term_id')
      .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
      .select([
        'a.id as attribute_id',
        'a.slug as attribute_slug',
        'a.name as attribute_name',
        'a.name_he as attribute_name_he',
        'a.swatch_kind',
        'a.position as attribute_position',
        't.id as term_id',
        't.slug as term_slug',
        't.name as term_name',
        't.name_he as term_name_he',
        't.color',
        't.image_key',
        'pt.position',
      ])
      .where('pt.product_id', '=', productId)
      .orderBy('a.position')
      .orderBy('pt.position')
      .execute(),
    db
      .selectFrom('catalog_variations')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('catalog_bulk_tiers')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('min_quantity')
      .execute(),
    db
      .selectFrom('catalog_deposit_plans')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('catalog_product_categories as pc')
      .innerJoin('catalog_categories as c', 'c.id', 'pc.category_id')
      .select(['c.id', 'c.slug', 'c.name', 'c.name_he'])
      .where('pc.product_id', '=', productId)
      .orderBy('c.position')
      .execute(),
  ]);
  return { images, terms, variations, bulkTiers, depositPlans, categories };
}

export function listCategories(db: Db) {
  return db.selectFrom('catalog_categories').selectAll().orderBy('position').execute();
}

export function findCategoryBySlug(db: Db, slug: string) {
  return db
    .selectFrom('catalog_categories')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The first image of each product, for cards. */
export async function firstImages(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('catalog_product_images')
    .selectAll()
    .where('product_id', 'in', productIds)
    .where('position', '=', 0)
    .execute();
}

export function insertReview(
  db: Db,
  review: {
    id: string;
    product_id: string;
    author: string;
    email: string;
    rating: number | null;
    text: string;
    verified: boolean;
    status: 'pending' | 'approved';
    created_at: number;
  },
) {
  return db
    .insertInto('catalog_reviews')
    .values({ ...review, verified: review.verified ? 1 : 0 })
    .execute();
}

export function findReview(db: Db, id: string) {
  return db.selectFrom('catalog_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setReviewStatus(
  db: Db,
  id: string,
  status: 'pending' | 'approved' | 'rejected',
): Promise<void> {
  await db.updateTable('catalog_reviews').set({ status }).where('id', '=', id).execute();
}

/** Recounts a product's approved ratings (after a review is approved, rejected or added). */
export async function recountRatings(db: Db, productId: string): Promise<void> {
  const row = await db
    .selectFrom('catalog_reviews')
    .select([
      sql<number>`coalesce(sum(rating), 0)`.as('total'),
      sql<number>`count(rating)`.as('count'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('catalog_products')
    .set({ rating_total: Number(row.total), review_count: Number(row.count) })
    .where('id', '=', productId)
    .execute();
}

export function approvedReviews(db: Db, productId: string, limit: number, offset: number) {
  return db
    .selectFrom('catalog_reviews')
    .select(['id', 'author', 'rating', 'text', 'verified', 'created_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Reviews in one moderation state with their product's title and address, newest first. */
export function reviewsByStatus(
  db: Db,
  status: 'pending' | 'approved' | 'rejected',
  limit: number,
) {
  return db
    .selectFrom('catalog_reviews as r')
    .innerJoin('catalog_products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.product_id',
      'r.author',
      'r.email',
      'r.rating',
      'r.text',
      'r.verified',
      'r.status',
      'r.created_at',
      'p.title as product_title',
      'p.title_he as product_title_he',
      'p.slug as product_slug',
    ])
    .where('r.status', '=', status)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export function reviewsWaiting(db: Db) {
  return db
    .selectFrom('catalog_reviews')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
}

export function attributesWithTerms(db: Db) {
  return db
    .selectFrom('catalog_terms as t')
    .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
    .select([
      'a.slug as attribute_slug',
      'a.name as attribute_name',
      'a.name_he as attribute_name_he',
      'a.swatch_kind',
      't.slug as term_slug',
      't.name as term_name',
      't.name_he as term_name_he',
      't.color',
    ])
    .orderBy('a.position')
    .orderBy('t.position')
    .execute();
}

export function publishedProductDates(db: Db) {
  return db
    .selectFrom('catalog_products')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .limit(50_000)
    .execute();
}

/** What search reads of every published product (a shop's catalog fits in memory for this). */

/** Empties the catalog (the demo's reseed). */
export async function clearCatalog(db: Db): Promise<void> {
  // Products take their variations, images, terms, tiers, plans, reviews and search words with
  // them; the search vocabulary is the shop's, so it goes too.
  await db.deleteFrom('catalog_products').execute();
  await db.deleteFrom('catalog_search_terms').execute();
  await db.deleteFrom('catalog_attributes').execute();
  await db.deleteFrom('catalog_categories').execute();
  await db.deleteFrom('catalog_settings').execute();
}
