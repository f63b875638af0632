// SQL of categories as the platform API reads and writes them (wc/v3 products/categories): lists
// filtered, counted and paged in the database, each row with how many published products it holds;
// the tree's links (parent_id); and deletes that keep the tree whole (children move up).
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern, orderByInclude } from './list-sql.ts';
import type { CatalogCategoriesTable } from './tables.ts';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database & { c: CatalogCategoriesTable }, 'c'>;

export interface CategoryFilter {
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  /** A category's id: its children only; null: top-level categories only. */
  parent?: string | null;
  hideEmpty?: boolean;
  slug?: string;
  /** Only the categories this product is in. */
  productId?: string;
}

export type CategoryOrder =
  'id' | 'include' | 'name' | 'slug' | 'description' | 'count' | 'menu_order';

/** How many published products a category holds (WooCommerce's `count`). */
function productCount(eb: Eb) {
  return eb
    .selectFrom('catalog_product_categories as pc')
    .innerJoin('catalog_products as p', 'p.id', 'pc.product_id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('pc.category_id', '=', 'c.id')
    .where('p.status', '=', 'published');
}

function filtered(db: Db, filter: CategoryFilter) {
  let q = db.selectFrom('catalog_categories as c');
  if (filter.search) {
    const pattern = likePattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(c.name)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(c.slug)`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  if (filter.include?.length) q = q.where('c.id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('c.id', 'not in', filter.exclude);
  if (filter.parent === null) q = q.where('c.parent_id', 'is', null);
  else if (filter.parent !== undefined) q = q.where('c.parent_id', '=', filter.parent);
  if (filter.slug) q = q.where('c.slug', '=', filter.slug);
  if (filter.hideEmpty)
    q = q.where((eb) => eb.exists(productCount(eb).clearSelect().select('pc.product_id')));
  const productId = filter.productId;
  if (productId !== undefined) {
    q = q.where('c.id', 'in', (eb) =>
      eb
        .selectFrom('catalog_product_categories')
        .select('category_id')
        .where('product_id', '=', productId),
    );
  }
  return q;
}

export async function countCategories(db: Db, filter: CategoryFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function categoryPage(
  db: Db,
  filter: CategoryFilter,
  order: { by: CategoryOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
  page: { limit: number; offset: number },
) {
  let q = filtered(db, filter)
    .selectAll('c')
    .select((eb) => productCount(eb).as('count'));
  const direction = order.direction;
  switch (order.by) {
    case 'include':
      q = q.orderBy(orderByInclude(sql.ref('c.id'), order.include ?? []), direction);
      break;
    case 'name':
      q = q.orderBy(sql`lower(c.name)`, direction);
      break;
    case 'slug':
      q = q.orderBy('c.slug', direction);
      break;
    case 'description':
      q = q.orderBy('c.description', direction);
      break;
    case 'count':
      q = q.orderBy('count', direction);
      break;
    case 'menu_order':
      q = q.orderBy('c.position', direction);
      break;
    default:
      break;
  }
  return q.orderBy('c.id', direction).limit(page.limit).offset(page.offset).execute();
}

export type CategoryRow = Awaited<ReturnType<typeof categoryPage>>[number];

export function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('catalog_categories as c')
    .selectAll('c')
    .select((eb) => productCount(eb).as('count'))
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function categorySlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('catalog_categories').select('id').where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** A category's parent: null at the top, undefined when there is no such category. */
export async function parentOf(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('catalog_categories')
    .select('parent_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.parent_id : undefined;
}

export interface CategoryValues {
  slug: string;
  name: string;
  name_he: string | null;
  description: string;
  description_he: string | null;
  position: number;
  parent_id: string | null;
  image_key: string | null;
}

/**
 * The version a write stores (`updated_at`, the platform API's ETag): now, but always past the one
 * it replaces, so two saves in one millisecond still differ and a stale If-Match is still refused.
 */
export function nextRowVersion(now = Date.now()) {
  return sql<number>`case when updated_at >= ${now} then updated_at + 1 else ${now} end`;
}

export async function insertCategory(db: Db, id: string, values: CategoryValues): Promise<void> {
  await db
    .insertInto('catalog_categories')
    .values({ id, ...values, updated_at: Date.now() })
    .execute();
}

export async function updateCategory(
  db: Db,
  id: string,
  values: Partial<CategoryValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('catalog_categories')
    .set({ ...values, updated_at: nextRowVersion() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a category as WordPress deletes a term: its children move up to its parent and its
 * products simply lose it (they stay, in their other categories).
 */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  const parent = await parentOf(db, id);
  await db
    .updateTable('catalog_categories')
    .set({ parent_id: parent ?? null, updated_at: nextRowVersion() })
    .where('parent_id', '=', id)
    .execute();
  await db.deleteFrom('catalog_product_categories').where('category_id', '=', id).execute();
  await db.deleteFrom('catalog_categories').where('id', '=', id).execute();
}

/**
 * A category's id and those of every category below it. The tree is read whole (a shop has tens
 * or hundreds of categories, one small query) and walked here; ids seen before are skipped, so
 * even a loop written past the API's checks cannot make it run forever.
 */
export async function categoryAndBelow(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectFrom('catalog_categories').select(['id', 'parent_id']).execute();
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  }
  const found = new Set([id]);
  const waiting = [id];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    for (const child of children.get(next) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      waiting.push(child);
    }
  }
  return [...found];
}
