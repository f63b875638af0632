// The popup widget's product recommendations (spec §3 "Shop product selection", §7
// product-recommendation), drawn from our catalog. What is recommended, by category:
// - `manual`: the owner's products, in the owner's order;
// - `last_visited`: the visitor's last product pages, newest first (the widget's cookie);
// - `product_in_cart`: products sharing a category with what is in the cart, those sharing the
//   most first, then the best sellers;
// - `product_collection`: a category's products (by id or slug), the best sellers first.
// Whatever the category, only published products with a buyable variation in stock are offered,
// and never one the cart already holds: a shopper is not asked to add what they have.
import { localized } from './localized.ts';
import { imageRecord } from './image-record.ts';
import type { Kysely } from 'kysely';
import type { Language } from '@pinwheel/core';
import type { Database } from '../../db/schema.ts';
import { categoryIdsOfProducts } from './product-categories-repo.ts';
import * as repo from './recommendations-repo.ts';

export const RECOMMENDATION_CATEGORIES = [
  'last_visited',
  'product_in_cart',
  'manual',
  'product_collection',
] as const;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];

export interface RecommendationQuery {
  category: RecommendationCategory;
  count: number;
  lang: Language;
  /** `manual`: the owner's product ids. */
  manualProducts: readonly string[];
  /** `product_collection`: a category's id or slug. */
  collection: string;
  /** The visitor's last product pages, newest first. */
  lastVisited: readonly string[];
  /** The product ids in the visitor's cart. */
  inCart: readonly string[];
}

/** One recommendation; money in minor units of the shop's currency, the caller words it. */
export interface Recommendation {
  productId: string;
  variantId: number;
  slug: string;
  title: string;
  /** The short description, owner HTML sanitised when it was saved. */
  bodyHtml: string;
  /** The first picture's path (/media/…), or null. */
  image: string | null;
  imageAlt: string;
  price: number;
  compareAtPrice: number | null;
  /** The offered variation's stock; null when stock is not counted. */
  inventoryQuantity: number | null;
  /** Options to choose (a variable product): its page, not a blind add, is where to buy it. */
  hasOptions: boolean;
}

/** The ids to recommend, in order, at most `count`. */
async function chosenIds(db: Kysely<Database>, query: RecommendationQuery): Promise<string[]> {
  const inCart = new Set(query.inCart);
  const listed = async (ids: readonly string[]) => {
    const buyable = await repo.buyableAmong(db, ids);
    return [...new Set(ids)].filter((id) => buyable.has(id) && !inCart.has(id));
  };
  switch (query.category) {
    case 'manual':
      return (await listed(query.manualProducts)).slice(0, query.count);
    case 'last_visited':
      return (await listed(query.lastVisited)).slice(0, query.count);
    case 'product_in_cart': {
      if (inCart.size === 0) return [];
      const categories = [...(await categoryIdsOfProducts(db, [...inCart])).values()].flat();
      return repo.buyableInCategories(db, categories, [...inCart], query.count);
    }
    case 'product_collection': {
      const category = query.collection ? await repo.categoryIdOf(db, query.collection) : null;
      return category ? repo.buyableInCategories(db, [category], [...inCart], query.count) : [];
    }
  }
}

export async function productRecommendations(
  db: Kysely<Database>,
  query: RecommendationQuery,
): Promise<Recommendation[]> {
  const ids = await chosenIds(db, query);
  const { products, variations, images } = await repo.recommendedProducts(db, ids);
  const found: Recommendation[] = [];
  for (const id of ids) {
    const product = products.find((row) => row.id === id);
    const variation = variations.find((row) => row.product_id === id);
    if (!product || !variation) continue;
    const picture = images.find((row) => row.product_id === id);
    const title = localized(query.lang, product.title, product.title_he);
    found.push({
      productId: id,
      variantId: Number(variation.id),
      slug: product.slug,
      title,
      bodyHtml: localized(query.lang, product.short_description, product.short_description_he),
      image: picture
        ? imageRecord(picture.image_key, Number(picture.width), Number(picture.height), '').src
        : null,
      imageAlt: picture ? localized(query.lang, picture.alt, picture.alt_he) || title : '',
      price: Number(variation.price),
      // A compare-at price is shown struck through: only one above the price says something true.
      compareAtPrice:
        variation.compare_at_price !== null &&
        Number(variation.compare_at_price) > Number(variation.price)
          ? Number(variation.compare_at_price)
          : null,
      inventoryQuantity: variation.stock === null ? null : Number(variation.stock),
      hasOptions: product.type !== 'simple',
    });
  }
  return found;
}
