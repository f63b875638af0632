// The SQL of the platform API's products and variations (products-api.ts): a filtered, ordered
// page of products counted in SQL, the parts of a page's products read with one query per table
// for all of them, and the partial writes an API call makes (only the columns a call names change:
// an order taking stock between our read and our write keeps its stock).
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexProductWords } from './search-index-repo.ts';

type Db = Kysely<Database>;
type ProductQuery = SelectQueryBuilder<Database, 'catalog_products', object>;

export type ProductOrderBy = 'date' | 'id' | 'title' | 'slug' | 'price' | 'popularity' | 'rating';

export interface ProductListFilter {
  search?: string;
  /** Ours ('published' …), or 'any': every status but the trash, as WordPress's 'any'. */
  status: string;
  type?: string;
  sku?: string;
  featured?: boolean;
  categoryId?: string;
  onSale?: boolean;
  stockStatus?: 'instock' | 'outofstock' | 'onbackorder';
  /** Minor units. */
  minPrice?: number;
  maxPrice?: number;
  include?: string[];
  exclude?: string[];
  orderby: ProductOrderBy;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The LIKE pattern for text containing `text` (its own % and _ taken literally). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, filter: ProductListFilter): ProductQuery {
  let q: ProductQuery = db.selectFrom('catalog_products');
  // "Not in the trash" rather than the list of the others: the newest-first index then serves the
  // order and the page stops at its last row (a list of statuses sorts them all).
  q =
    filter.status === 'any'
      ? q.where('status', '<>', 'trash')
      : q.where('status', '=', filter.status);
  if (filter.type) q = q.where('type', '=', filter.type);
  if (filter.featured !== undefined) q = q.where('featured', '=', filter.featured ? 1 : 0);
  if (filter.include?.length) q = q.where('id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('id', 'not in', filter.exclude);
  if (filter.minPrice !== undefined) q = q.where('price_max', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) q = q.where('price_min', '<=', filter.maxPrice);
  if (filter.stockStatus === 'instock') q = q.where('in_stock', '=', 1);
  if (filter.stockStatus === 'outofstock') q = q.where('in_stock', '=', 0);
  const { categoryId, sku, search } = filter;
  if (categoryId) {
    q = q.where('id', 'in', (sub) =>
      sub
        .selectFrom('catalog_product_categories')
        .select('product_id')
        .where('category_id', '=', categoryId),
    );
  }
  if (sku) {
    q = q.where('id', 'in', (sub) =>
      sub.selectFrom('catalog_variations').select('product_id').where('sku', '=', sku),
    );
  }
  if (filter.stockStatus === 'onbackorder') {
    q = q.where('id', 'in', (sub) =>
      sub
        .selectFrom('catalog_variations')
        .select('product_id')
        .where('is_pre_order', '=', 1)
        .where('is_in_stock', '=', 1),
    );
  }
  if (filter.onSale !== undefined) {
    const onSale = db
      .selectFrom('catalog_variations')
      .select('product_id')
      .where('enabled', '=', 1)
      .where(sql<boolean>`compare_at_price > price`);
    q = q.where('id', filter.onSale ? 'in' : 'not in', onSale);
  }
  if (search) {
    const pattern = containing(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(title)`, 'like', pattern),
        eb(sql`lower(coalesce(title_he, ''))`, 'like', pattern),
        eb(sql`lower(slug)`, 'like', pattern),
      ]),
    );
  }
  return q;
}

function ordered(q: ProductQuery, orderby: ProductOrderBy, order: 'asc' | 'desc') {
  const rows = q.select('id');
  switch (orderby) {
    case 'id':
      return rows.orderBy('id', order);
    case 'title':
      return rows.orderBy('title', order).orderBy('id', order);
    case 'slug':
      return rows.orderBy('slug', order);
    case 'price':
      return rows.orderBy('price_min', order).orderBy('id', order);
    case 'popularity':
      return rows.orderBy('sales_count', order).orderBy('id', order);
    case 'rating':
      return rows
        .orderBy(
          sql`case when review_count = 0 then 0 else rating_total * 1.0 / review_count end`,
          order,
        )
        .orderBy('id', order);
    case 'date':
      return rows.orderBy('created_at', order).orderBy('id', order);
  }
}

/**
 * One page of product rows and how many match in all: the page's ids ordered and counted (narrow
 * rows: a sort never carries descriptions), then those rows, whatever the catalog's size.
 */
export async function productPage(db: Db, filter: ProductListFilter) {
  const [page, count] = await Promise.all([
    ordered(filtered(db, filter), filter.orderby, filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((row) => row.id);
  const found = ids.length
    ? await db.selectFrom('catalog_products').selectAll().where('id', 'in', ids).execute()
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total: Number(count.total) };
}

export function productRow(db: Db, id: string) {
  return db.selectFrom('catalog_products').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof productRow>>>;

/**
 * The first `count` published products of each of these categories: a product's related ones are
 * taken from its categories' (WooCommerce picks related products at random too: any few will
 * do). One statement of small indexed lookups, each stopping at `count`, never a whole category.
 */
async function categoryMembers(db: Db, categoryIds: readonly string[], count: number) {
  if (categoryIds.length === 0) return [];
  const parts = categoryIds.map(
    (id) => sql`select * from (
      select pc.category_id, pc.product_id
      from catalog_product_categories pc
      where pc.category_id = ${id} and exists (
        select 1 from catalog_products p where p.id = pc.product_id and p.status = 'published')
      limit ${count}) members`,
  );
  const { rows } = await sql<{ category_id: string; product_id: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  return rows;
}

/** How many related products a product lists. */
const RELATED = 5;

/** Everything the API shows of these products beside their rows, one query per table. */
export async function productParts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) {
    return {
      categories: [],
      images: [],
      terms: [],
      variations: [],
      bulkTiers: [],
      depositPlans: [],
      members: [],
      upsells: [],
    };
  }
  const list = [...ids];
  const categories = await db
    .selectFrom('catalog_product_categories as pc')
    .innerJoin('catalog_categories as c', 'c.id', 'pc.category_id')
    .select(['pc.product_id', 'c.id', 'c.slug', 'c.name'])
    .where('pc.product_id', 'in', list)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  const [images, terms, variations, bulkTiers, depositPlans, members, upsells] = await Promise.all([
    db
      .selectFrom('catalog_product_images')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('position')
      .execute(),
    productTerms(db, list),
    db
      .selectFrom('catalog_variations')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('catalog_bulk_tiers')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('min_quantity')
      .execute(),
    db
      .selectFrom('catalog_deposit_plans')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('position')
      .execute(),
    // One more than shown: a product is among its own category's.
    categoryMembers(db, [...new Set(categories.map((c) => c.id))], RELATED + 1),
    db
      .selectFrom('catalog_product_upsells')
      .select(['product_id', 'upsell_id'])
      .where('product_id', 'in', list)
      .orderBy('position')
      .execute(),
  ]);
  return { categories, images, terms, variations, bulkTiers, depositPlans, members, upsells };
}

export type ProductParts = Awaited<ReturnType<typeof productParts>>;

/** The terms these products offer with their attributes, in swatch order. */
export function productTerms(db: Db, productIds: readonly string[]) {
  return db
    .selectFrom('catalog_product_terms as pt')
    .innerJoin('catalog_terms as t', 't.id', 'pt.term_id')
    .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
    .select([
      'pt.product_id',
      'a.id as attribute_id',
      'a.slug as attribute_slug',
      'a.name as attribute_name',
      'a.position as attribute_position',
      't.id as term_id',
      't.slug as term_slug',
      't.name as term_name',
      'pt.position',
    ])
    .where('pt.product_id', 'in', [...productIds])
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('pt.position')
    .execute();
}

export function productImages(db: Db, productId: string) {
  return db
    .selectFrom('catalog_product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

export type ProductTermRow = Awaited<ReturnType<typeof productTerms>>[number];

/** Every attribute with its terms: a write names them by id, slug or name. */
export function attributeTerms(db: Db) {
  return db
    .selectFrom('catalog_terms as t')
    .innerJoin('catalog_attributes as a', 'a.id', 't.attribute_id')
    .select([
      'a.id as attribute_id',
      'a.slug as attribute_slug',
      'a.name as attribute_name',
      't.id as term_id',
      't.slug as term_slug',
      't.name as term_name',
    ])
    .orderBy('a.position')
    .orderBy('t.position')
    .execute();
}

/** Which of these category ids exist. */
export async function knownCategoryIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('catalog_categories')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Which of these product ids exist (any status). */
export async function knownProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('catalog_products')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The slugs taken among `base` and `base-N`, by products other than `exceptId`. */
export async function slugsLike(db: Db, base: string, exceptId: string | null) {
  let q = db
    .selectFrom('catalog_products')
    .select('slug')
    .where((eb) =>
      eb.or([eb('slug', '=', base), eb('slug', 'like', `${base.replace(/[\\%_]/g, '\\$&')}-%`)]),
    );
  if (exceptId) q = q.where('id', '<>', exceptId);
  return new Set((await q.execute()).map((row) => row.slug));
}

/** Whether a variation other than `exceptId` has this SKU. */
export async function skuTaken(db: Db, sku: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom('catalog_variations').select('id').where('sku', '=', sku);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The next variation id: above every id given so far (ids are numeric, as Shopify's are). */
export async function nextVariationId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalog_variations')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  return Math.max(Number(row?.top ?? 0), 1000) + 1;
}

/** The product columns an API write may name. */
export interface ProductValues {
  slug?: string;
  status?: string;
  title?: string;
  title_he?: string | null;
  short_description?: string;
  short_description_he?: string | null;
  description?: string;
  description_he?: string | null;
  additional_information?: string;
  featured?: number;
  deposits_enabled?: number;
  low_stock_amount?: number | null;
}

export async function insertProductRow(
  db: Db,
  row: {
    id: string;
    slug: string;
    type: string;
    status: string;
    title: string;
    created_at: number;
    updated_at: number;
  } & ProductValues,
): Promise<void> {
  await db.insertInto('catalog_products').values(row).execute();
}

/** Changes the named columns of a product (and its updated_at). */
export async function updateProductRow(
  db: Db,
  id: string,
  set: ProductValues & { updated_at: number },
): Promise<void> {
  await db.updateTable('catalog_products').set(set).where('id', '=', id).execute();
}

export async function replaceCategories(db: Db, productId: string, categoryIds: string[]) {
  await db.deleteFrom('catalog_product_categories').where('product_id', '=', productId).execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('catalog_product_categories')
    .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
    .execute();
}

/** The products shown under this one (WooCommerce's upsells), in the order given. */
export async function replaceUpsells(db: Db, productId: string, upsellIds: string[]) {
  await db.deleteFrom('catalog_product_upsells').where('product_id', '=', productId).execute();
  if (upsellIds.length === 0) return;
  await db
    .insertInto('catalog_product_upsells')
    .values(
      upsellIds.map((upsell_id, position) => ({ product_id: productId, upsell_id, position })),
    )
    .execute();
}

export interface ImageRowInput {
  image_key: string;
  width: number;
  height: number;
  alt: string;
  alt_he: string | null;
}

export async function replaceImages(db: Db, productId: string, images: ImageRowInput[]) {
  await db.deleteFrom('catalog_product_images').where('product_id', '=', productId).execute();
  if (images.length === 0) return;
  await db
    .insertInto('catalog_product_images')
    .values(
      images.map((image, position) => ({
        id: `${productId}-img-${position}`,
        product_id: productId,
        ...image,
        position,
      })),
    )
    .execute();
}

export async function replaceTerms(db: Db, productId: string, termIds: string[]) {
  await db.deleteFrom('catalog_product_terms').where('product_id', '=', productId).execute();
  if (termIds.length === 0) return;
  await db
    .insertInto('catalog_product_terms')
    .values(termIds.map((term_id, position) => ({ product_id: productId, term_id, position })))
    .execute();
}

export interface BulkTierRow {
  variation_id: number | null;
  min_quantity: number;
  discount_percent: number;
}

export async function replaceBulkTiers(db: Db, productId: string, tiers: BulkTierRow[]) {
  await db.deleteFrom('catalog_bulk_tiers').where('product_id', '=', productId).execute();
  if (tiers.length === 0) return;
  await db
    .insertInto('catalog_bulk_tiers')
    .values(
      tiers.map((tier, index) => ({
        id: `${productId}-tier-${index}`,
        product_id: productId,
        ...tier,
      })),
    )
    .execute();
}

export interface DepositPlanRow {
  name: string;
  name_he: string | null;
  description: string;
  description_he: string | null;
  deposit_percent: number;
  installments: number;
}

export async function replaceDepositPlans(db: Db, productId: string, plans: DepositPlanRow[]) {
  await db.deleteFrom('catalog_deposit_plans').where('product_id', '=', productId).execute();
  if (plans.length === 0) return;
  await db
    .insertInto('catalog_deposit_plans')
    .values(
      plans.map((plan, position) => ({
        id: `${productId}-plan-${position}`,
        product_id: productId,
        ...plan,
        position,
      })),
    )
    .execute();
}

/** The variation columns an API write may name. */
export interface VariationValues {
  attributes?: string;
  sku?: string;
  price?: number;
  compare_at_price?: number | null;
  stock?: number | null;
  is_in_stock?: number;
  max_qty?: number | null;
  is_pre_order?: number;
  pre_order_label?: string | null;
  pre_order_label_he?: string | null;
  enabled?: number;
  image_key?: string | null;
  position?: number;
}

export async function insertVariation(
  db: Db,
  row: { id: number; product_id: string; price: number } & VariationValues,
): Promise<void> {
  await db.insertInto('catalog_variations').values(row).execute();
}

export async function updateVariation(db: Db, id: number, set: VariationValues): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('catalog_variations').set(set).where('id', '=', id).execute();
}

export async function deleteVariation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('catalog_variations').where('id', '=', id).execute();
  await db.deleteFrom('catalog_bulk_tiers').where('variation_id', '=', id).execute();
}

export function variationsOf(db: Db, productId: string) {
  return db
    .selectFrom('catalog_variations')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type VariationRow = Awaited<ReturnType<typeof variationsOf>>[number];

/**
 * Recomputes what the product row keeps from its variations (price range of what can be bought,
 * in stock when any can) and rewrites its search words; inside the write's transaction.
 */
export async function refreshProductSummary(db: Db, productId: string, now: number) {
  const variations = await variationsOf(db, productId);
  const buyable = variations.filter((v) => v.enabled === 1);
  const prices = (buyable.length ? buyable : variations).map((v) => Number(v.price));
  await db
    .updateTable('catalog_products')
    .set({
      price_min: prices.length ? Math.min(...prices) : 0,
      price_max: prices.length ? Math.max(...prices) : 0,
      in_stock: buyable.some((v) => v.is_in_stock === 1) ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', productId)
    .execute();
  const row = await productRow(db, productId);
  if (row) await indexProductWords(db, row);
}

/** Deletes a product; its parts go with it (foreign keys cascade), orders keep their copies. */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.deleteFrom('catalog_products').where('id', '=', id).execute();
}
