// The SQL of product listings (listing.ts): sorting and filtering on the columns the product row
// keeps (price range, ratings, sales), so a page of a large catalog is two small queries, and the
// rows a listing's cards are made from.
import { minorUnitsPer, type ListingQuery, type SortOrder } from '@pinwheel/core';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type ProductQuery = SelectQueryBuilder<Database, 'catalog_products', object>;

export interface ListingScope {
  categoryId?: string;
  /**
   * The category and every category below it (listing.ts fills it in: a category's page lists its
   * subcategories' products too, as WooCommerce's does).
   */
  categoryIds?: readonly string[];
  featuredOnly?: boolean;
}

function scoped(db: Db, scope: ListingScope, query: ListingQuery, currency: string): ProductQuery {
  let q: ProductQuery = db.selectFrom('catalog_products').where('status', '=', 'published');
  if (scope.featuredOnly) q = q.where('featured', '=', 1);
  if (scope.categoryId) {
    const categoryIds = scope.categoryIds ?? [scope.categoryId];
    q = q.where('id', 'in', (sub) =>
      sub
        .selectFrom('catalog_product_categories')
        .select('product_id')
        .where('category_id', 'in', categoryIds),
    );
  }
  const unit = minorUnitsPer(currency);
  if (query.minPrice !== null) q = q.where('price_max', '>=', Math.round(query.minPrice * unit));
  if (query.maxPrice !== null) q = q.where('price_min', '<=', Math.round(query.maxPrice * unit));
  for (const [attribute, terms] of Object.entries(query.terms)) {
    q = q.where('id', 'in', (sub) =>
      sub
        .selectFrom('catalog_product_terms as pt')
        .innerJoin('catalog_terms as t', 't.id', 'pt.term_id')
        .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
        .select('pt.product_id')
        .where('a.slug', '=', attribute)
        .where('t.slug', 'in', terms),
    );
  }
  return q;
}

function sorted(q: ProductQuery, sort: SortOrder) {
  const ordered = q.selectAll();
  switch (sort) {
    case 'popularity':
      return ordered.orderBy('sales_count', 'desc').orderBy('id');
    case 'rating':
      // Unrated products after rated ones; average compared without division by zero.
      return ordered
        .orderBy(
          sql`case when review_count = 0 then 0 else rating_total * 1.0 / review_count end`,
          'desc',
        )
        .orderBy('review_count', 'desc')
        .orderBy('id');
    case 'date':
      return ordered.orderBy('created_at', 'desc').orderBy('id');
    case 'price':
      return ordered.orderBy('price_min', 'asc').orderBy('id');
    case 'price-desc':
      return ordered.orderBy('price_max', 'desc').orderBy('id');
    default:
      return ordered.orderBy('featured', 'desc').orderBy('created_at', 'desc').orderBy('id');
  }
}

export async function countListed(
  db: Db,
  scope: ListingScope,
  query: ListingQuery,
  currency: string,
): Promise<number> {
  const row = await scoped(db, scope, query, currency)
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listedPage(
  db: Db,
  scope: ListingScope,
  query: ListingQuery,
  currency: string,
  page: { limit: number; offset: number },
) {
  return sorted(scoped(db, scope, query, currency), query.sort)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type ProductRow = Awaited<ReturnType<typeof listedPage>>[number];

export function productsByIds(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  return db.selectFrom('catalog_products').selectAll().where('id', 'in', ids).execute();
}

/** These products' enabled variations, cheapest first (a card's price and compare-at price). */
export async function cheapestVariationsFirst(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('catalog_variations')
    .select(['id', 'product_id', 'price', 'compare_at_price'])
    .where('product_id', 'in', productIds)
    .where('enabled', '=', 1)
    .orderBy('price')
    .execute();
}
