// What other modules ask of products and categories by id, without their pages: which categories a
// product is in (a coupon limited to a category) and which ids exist (a coupon naming products).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function categoryIdsOfProducts(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('catalog_product_categories')
    .select(['product_id', 'category_id'])
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  for (const row of rows) {
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.category_id]);
  }
  return byProduct;
}

export async function existingProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('catalog_products')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function existingCategoryIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('catalog_categories')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}
