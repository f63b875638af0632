// Product listings: the shop, a category, the home page's featured row. Sorting and filtering in
// SQL on the columns the product row keeps (listing-repo.ts), so a page of a large catalog is two
// small queries (the page's products, then their first images); the cards made from them.
import { productUrl, type Language, type ListingQuery, type ProductCard } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { categoryAndBelow } from './category-repo.ts';
import { imageRecord } from './image-record.ts';
import * as repo from './listing-repo.ts';
import type { ListingScope, ProductRow } from './listing-repo.ts';
import { localized } from './localized.ts';
import { firstImages } from './repo.ts';

export type { ListingScope } from './listing-repo.ts';

type Db = Kysely<Database>;

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
  // A category's page lists its subcategories' products too, as WooCommerce's does.
  const within =
    scope.categoryId && !scope.categoryIds
      ? { ...scope, categoryIds: await categoryAndBelow(db, scope.categoryId) }
      : scope;
  const total = await repo.countListed(db, within, query, currency);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(query.page, pageCount);
  const rows = await repo.listedPage(db, within, query, currency, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
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
  const rows = await repo.productsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const published = ids
    .map((id) => byId.get(id))
    .filter((row): row is ProductRow => row?.status === 'published');
  return productCards(db, lang, published);
}

export async function productCards(
  db: Db,
  lang: Language,
  rows: readonly ProductRow[],
): Promise<ProductCard[]> {
  const ids = rows.map((row) => row.id);
  const [images, cheapest] = await Promise.all([
    firstImages(db, ids),
    repo.cheapestVariationsFirst(db, ids),
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
