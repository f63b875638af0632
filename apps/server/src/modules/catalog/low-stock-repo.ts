// SQL for the dashboard's overview: the variations of live products whose counted stock is at or
// below a threshold, lowest first (a variation whose stock is not counted never runs low).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function lowStockVariations(db: Kysely<Database>, threshold: number, limit: number) {
  return db
    .selectFrom('catalog_variations as v')
    .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
    .select([
      'v.id as variation_id',
      'v.product_id as product_id',
      'v.attributes as attributes',
      'v.stock as stock',
      'p.title as title',
      'p.title_he as title_he',
      'p.slug as slug',
    ])
    .where('p.status', '=', 'published')
    .where('v.enabled', '=', 1)
    .where('v.stock', 'is not', null)
    .where('v.stock', '<=', threshold)
    .orderBy('v.stock', 'asc')
    .orderBy('p.title', 'asc')
    .orderBy('v.id', 'asc')
    .limit(limit)
    .execute();
}
