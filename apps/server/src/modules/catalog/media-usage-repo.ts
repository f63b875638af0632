// Where the catalog shows pictures, for the media library's "used by" (media/media-usage.ts):
// products (their gallery and their variations), attribute terms (image swatches) and categories.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
export interface KeyUse {
  imageKey: string;
  id: string;
  title: string;
}

export async function productsShowing(db: Db, keys: readonly string[]): Promise<KeyUse[]> {
  if (keys.length === 0) return [];
  const gallery = await db
    .selectFrom('catalog_product_images as i')
    .innerJoin('catalog_products as p', 'p.id', 'i.product_id')
    .select(['i.image_key as imageKey', 'p.id as id', 'p.title as title'])
    .where('i.image_key', 'in', [...keys])
    .execute();
  const variations = await db
    .selectFrom('catalog_variations as v')
    .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
    .select(['v.image_key as imageKey', 'p.id as id', 'p.title as title'])
    .where('v.image_key', 'in', [...keys])
    .execute();
  return [...gallery, ...variations].map((row) => ({ ...row, imageKey: row.imageKey! }));
}

export async function termsShowing(db: Db, keys: readonly string[]): Promise<KeyUse[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('catalog_terms')
    .select(['image_key as imageKey', 'id', 'name as title'])
    .where('image_key', 'in', [...keys])
    .execute();
  return rows.map((row) => ({ ...row, imageKey: row.imageKey! }));
}

export async function productImageKeys(db: Db): Promise<string[]> {
  const gallery = await db
    .selectFrom('catalog_product_images')
    .select('image_key')
    .distinct()
    .execute();
  const variations = await db
    .selectFrom('catalog_variations')
    .select('image_key')
    .distinct()
    .where('image_key', 'is not', null)
    .execute();
  return [...gallery, ...variations].flatMap((row) => (row.image_key ? [row.image_key] : []));
}

export async function termImageKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_terms')
    .select('image_key')
    .distinct()
    .where('image_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.image_key ? [row.image_key] : []));
}

export async function categoriesShowing(db: Db, keys: readonly string[]): Promise<KeyUse[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('catalog_categories')
    .select(['image_key as imageKey', 'id', 'name as title'])
    .where('image_key', 'in', [...keys])
    .execute();
  return rows.map((row) => ({ ...row, imageKey: row.imageKey! }));
}

export async function categoryImageKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_categories')
    .select('image_key')
    .distinct()
    .where('image_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.image_key ? [row.image_key] : []));
}
