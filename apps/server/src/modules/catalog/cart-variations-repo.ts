// The SQL of what the cart shows of its variations (cart-variations.ts): the variations with
// their products, and the option names, first pictures and bulk tiers of those products.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function variationsInCarts(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_variations as v')
    .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.product_id',
      'v.attributes',
      'v.sku',
      'v.price',
      'v.stock',
      'v.max_qty',
      'v.is_in_stock',
      'v.enabled',
      'v.image_key',
      'p.slug',
      'p.title',
      'p.title_he',
      'p.status',
      'p.type',
    ])
    .where('v.id', 'in', ids)
    .execute();
}

export async function cartProductParts(db: Db, productIds: readonly string[]) {
  const [terms, images, tiers] = await Promise.all([
    db
      .selectFrom('catalog_product_terms as pt')
      .innerJoin('catalog_terms as t', 't.id', 'pt.term_id')
      .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
      .select([
        'pt.product_id',
        'a.slug as attribute_slug',
        'a.name as attribute_name',
        'a.name_he as attribute_name_he',
        'a.position',
        't.slug as term_slug',
        't.name as term_name',
        't.name_he as term_name_he',
      ])
      .where('pt.product_id', 'in', productIds)
      .orderBy('a.position')
      .execute(),
    db
      .selectFrom('catalog_product_images')
      .select(['product_id', 'image_key', 'width', 'height', 'alt', 'alt_he'])
      .where('product_id', 'in', productIds)
      .where('position', '=', 0)
      .execute(),
    db
      .selectFrom('catalog_bulk_tiers')
      .select(['product_id', 'variation_id', 'min_quantity', 'discount_percent'])
      .where('product_id', 'in', productIds)
      .orderBy('min_quantity')
      .execute(),
  ]);
  return { terms, images, tiers };
}
