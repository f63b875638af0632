// Product listings: the shop, a category, the home page's featured row. Sorting and filtering in
// SQL on the columns the product row keeps (price range, ratings, sales), so a page of a large
// catalog is two small queries (the page's products, then their first images).
import {
  minorUnitsPer,
  productUrl,
  type Language,
  type ListingQuery,
  type ProductCard,
  type SortOrder,
} from '@pinwheel/core';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { imageRecord } from './image-record.ts';
import { localized } from './localized.ts';
import { firstImages } from './repo.ts';

type Db = Kysely<Database>;
type ProductQuery = SelectQueryBuilder<Database, 'catalog_products', object>;

export interface ListingScope {
  categoryId?: string;
  featuredOnly?: boolean;
}

function scoped(db: Db, scope: ListingScope, query: ListingQuery, currency: string): ProductQuery {
  let q: ProductQuery = db.selectFrom('catalog_products').where('status', '=', 'published');
  if (scope.featuredOnly) q = q.where('featured', '=', 1);
  if (scope.categoryId) {
    const categoryId = scope.categoryId;
    q = q.where('id', 'in', (sub) =>
      sub
        .selectFrom('catalog_product_categories')
        .select('product_id')
        .where('category_id', '=', categoryId),
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

export interface ProductListing {
  items: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
}

export async function listProducts(
  db: Db,
  lang: Language,
  currency: string,
  scope: ListingScope,
  query: ListingQuery,
  perPage: number,
): Promise<ProductListing> {
  const base = scoped(db, scope, query, currency);
  const countRow = await base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  const total = Number(countRow.count);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(query.page, pageCount);
  const rows = await sorted(base, query.sort)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { items: await productCards(db, lang, rows), total, page, pageCount };
}

/**
 * Cards for the published ones of these products, in the order given (a search's ranking). Read
 * by id alone and the status checked here: with `status = 'published'` in the query, SQLite
 * prefers the status index and walks every published product to find a handful.
 */
export async function cardsInOrder(
  db: Db,
  lang: Language,
  ids: readonly string[],
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('catalog_products').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const published = ids
    .map((id) => byId.get(id))
    .filter((row): row is ProductRow => row?.status === 'published');
  return productCards(db, lang, published);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof sorted>['execute']>>[number];

export async function productCards(
  db: Db,
  lang: Language,
  rows: readonly ProductRow[],
): Promise<ProductCard[]> {
  const ids = rows.map((row) => row.id);
  const [images, cheapest] = await Promise.all([
    firstImages(db, ids),
    ids.length
      ? db
          .selectFrom('catalog_variations')
          .select(['id', 'product_id', 'price', 'compare_at_price'])
          .where('product_id', 'in', ids)
          .where('enabled', '=', 1)
          .orderBy('price')
          .execute()
      : Promise.resolve([]),
  ]);
  const imageOf = new Map(images.map((image) => [image.product_id, image]));
  const variationsOf = new Map<string, typeof cheapest>();
  for (const variation of cheapest) {
    const list = variationsOf.get(variation.product_id) ?? [];
    list.push(variation);
    variationsOf.set(variation.product_id, list);
  }
  return rows.map((row) => {
    const image = imageOf.get(row.id);
    const variations = variationsOf.get(row.id) ?? [];
    const first = variations[0];
    return {
      id: row.id,
      slug: row.slug,
      url: productUrl(row.slug),
      type: row.type === 'variable' ? 'variable' : 'simple',
      title: localized(lang, row.title, row.title_he),
      priceMin: Number(row.price_min),
      priceMax: Number(row.price_max),
      compareAtPrice:
        first?.compare_at_price && first.compare_at_price > first.price
          ? Number(first.compare_at_price)
          : null,
      inStock: row.in_stock === 1,
      rating: averageRating(row.rating_total, row.review_count),
      reviewCount: Number(row.review_count),
      image: image
        ? imageRecord(
            image.image_key,
            image.width,
            image.height,
            localized(lang, image.alt, image.alt_he),
          )
        : null,
      variationId: row.type === 'simple' && first ? Number(first.id) : null,
    };
  });
}

export function averageRating(total: number, count: number): number | null {
  return Number(count) > 0 ? Math.round((Number(total) / Number(count)) * 10) / 10 : null;
}
