// The SQL behind the popup's product recommendations (product-recommendations.ts): which products
// may be recommended (published, in stock, not excluded) by id, by shared category or by category,
// and what a recommendation shows of each (its first buyable variation and first picture).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Published products with something in stock: only those are recommended. */
function buyable(db: Db) {
  return db
    .selectFrom('catalog_products as p')
    .where('p.status', '=', 'published')
    .where('p.in_stock', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('catalog_variations as v')
          .select('v.id')
          .whereRef('v.product_id', '=', 'p.id')
          .where('v.enabled', '=', 1)
          .where('v.is_in_stock', '=', 1),
      ),
    );
}

/** Which of these ids may be recommended (any order; the caller keeps its own). */
export async function buyableAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await buyable(db)
    .select('p.id')
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Products sharing a category with any of `categoryIds`, the most shared first, then the best
 * sellers, leaving out `exclude`.
 */
export async function buyableInCategories(
  db: Db,
  categoryIds: readonly string[],
  exclude: readonly string[],
  limit: number,
): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  let query = buyable(db)
    .innerJoin('catalog_product_categories as pc', 'pc.product_id', 'p.id')
    .where('pc.category_id', 'in', [...new Set(categoryIds)])
    .select(['p.id', sql<number>`count(*)`.as('shared')])
    .groupBy(['p.id', 'p.sales_count', 'p.created_at'])
    .orderBy('shared', 'desc')
    .orderBy('p.sales_count', 'desc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(limit);
  if (exclude.length) query = query.where('p.id', 'not in', [...new Set(exclude)]);
  return (await query.execute()).map((row) => row.id);
}

/** A category's id from its id or slug; null when there is none. */
export async function categoryIdOf(db: Db, idOrSlug: string): Promise<string | null> {
  const row = await db
    .selectFrom('catalog_categories')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What a recommendation shows of each product: its texts, and its first picture. */
export async function recommendedProducts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return { products: [], variations: [], images: [] };
  const wanted = [...new Set(ids)];
  const [products, variations, images] = await Promise.all([
    db
      .selectFrom('catalog_products')
      .select(['id', 'slug', 'type', 'title', 'title_he', 'short_description'])
      .select('short_description_he')
      .where('id', 'in', wanted)
      .execute(),
    // Every buyable variation, first by position: the first of each product is the one offered.
    db
      .selectFrom('catalog_variations')
      .select(['id', 'product_id', 'price', 'compare_at_price', 'stock', 'position'])
      .where('product_id', 'in', wanted)
      .where('enabled', '=', 1)
      .where('is_in_stock', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('catalog_product_images')
      .select(['product_id', 'image_key', 'width', 'height', 'alt', 'alt_he'])
      .where('product_id', 'in', wanted)
      .where('position', '=', 0)
      .execute(),
  ]);
  return { products, variations, images };
}
