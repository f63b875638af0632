// The SQL of what an order takes from the catalog (stock-reservation.ts): the variations and
// product parts a line is priced from, the conditional take of a variation's stock, and the
// product's sales count and in-stock flag kept in step.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A product is in stock while one of its enabled variations is. */
const productInStock = (productId: string) =>
  sql<number>`case when exists (select 1 from catalog_variations where product_id = ${productId} and enabled = 1 and is_in_stock = 1) then 1 else 0 end`;

/** The variations to price, with what their product says about selling them. */
export function variationsToPrice(db: Db, ids: readonly number[]) {
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
      'v.is_in_stock',
      'v.max_qty',
      'v.is_pre_order',
      'v.pre_order_label',
      'v.pre_order_label_he',
      'v.enabled',
      'p.slug',
      'p.title',
      'p.title_he',
      'p.status',
      'p.deposits_enabled',
    ])
    .where('v.id', 'in', ids)
    .execute();
}

/** The bulk tiers, deposit plans and option names lines of these products are priced with. */
export async function pricingParts(db: Db, productIds: readonly string[]) {
  const [tiers, plans, terms] = await Promise.all([
    db.selectFrom('catalog_bulk_tiers').selectAll().where('product_id', 'in', productIds).execute(),
    db
      .selectFrom('catalog_deposit_plans')
      .selectAll()
      .where('product_id', 'in', productIds)
      .execute(),
    db
      .selectFrom('catalog_product_terms as pt')
      .innerJoin('catalog_terms as t', 't.id', 'pt.term_id')
      .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
      .select(['pt.product_id', 'a.slug as attribute', 't.slug as term', 't.name', 't.name_he'])
      .where('pt.product_id', 'in', productIds)
      .orderBy('a.position')
      .execute(),
  ]);
  return { tiers, plans, terms };
}

/**
 * Takes `quantity` of a variation's stock when it has that much, in one conditional UPDATE (the
 * race between two checkouts is decided by the database); false when it had not.
 */
export async function takeStock(trx: Db, variationId: number, quantity: number): Promise<boolean> {
  const taken = await trx
    .updateTable('catalog_variations')
    .set({
      stock: sql<number>`stock - ${quantity}`,
      is_in_stock: sql<number>`case when stock - ${quantity} > 0 then 1 else 0 end`,
    })
    .where('id', '=', variationId)
    .where('enabled', '=', 1)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** A variation's counted stock now (0 for none or an unknown variation). */
export async function stockOf(trx: Db, variationId: number): Promise<number> {
  const row = await trx
    .selectFrom('catalog_variations')
    .select('stock')
    .where('id', '=', variationId)
    .executeTakeFirst();
  return Number(row?.stock ?? 0);
}

/** Counts a product's sold units and sets its in-stock flag from its variations. */
export async function addSales(trx: Db, productId: string, sold: number): Promise<void> {
  await trx
    .updateTable('catalog_products')
    .set({ sales_count: sql<number>`sales_count + ${sold}`, in_stock: productInStock(productId) })
    .where('id', '=', productId)
    .execute();
}

/** Puts units back into a variation whose stock is counted (it is in stock again). */
export async function putBackStock(trx: Db, variationId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('catalog_variations')
    .set({ stock: sql<number>`stock + ${quantity}`, is_in_stock: 1 })
    .where('id', '=', variationId)
    .where('stock', 'is not', null)
    .execute();
}

export function productsOfVariations(trx: Db, ids: readonly number[]) {
  return trx
    .selectFrom('catalog_variations')
    .select(['id', 'product_id'])
    .where('id', 'in', ids)
    .execute();
}

/** Takes back sold units (never below 0) and sets the product's in-stock flag again. */
export async function takeBackSales(trx: Db, productId: string, sold: number): Promise<void> {
  await trx
    .updateTable('catalog_products')
    .set({
      sales_count: sql<number>`case when sales_count > ${sold} then sales_count - ${sold} else 0 end`,
      in_stock: productInStock(productId),
    })
    .where('id', '=', productId)
    .execute();
}
