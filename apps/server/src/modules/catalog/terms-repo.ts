// SQL of attributes and their terms as the platform API reads and writes them (wc/v3
// products/attributes and products/attributes/{id}/terms): lists filtered, counted and paged in
// the database, each term with how many published products offer it; and the variations' choice
// maps (attribute slug → term slug) kept true when a slug changes or an attribute goes.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nextRowVersion } from './category-repo.ts';
import { likePattern, orderByInclude } from './list-sql.ts';
import type { CatalogTermsTable } from './tables.ts';

type Db = Kysely<Database>;
type TermEb = ExpressionBuilder<Database & { t: CatalogTermsTable }, 't'>;

export interface TaxonomyFilter {
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  slug?: string;
}

export type AttributeOrder = 'id' | 'include' | 'name' | 'slug' | 'menu_order';

function filteredAttributes(db: Db, filter: TaxonomyFilter) {
  let q = db.selectFrom('catalog_attributes as a');
  if (filter.search) {
    const pattern = likePattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(a.name)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(a.slug)`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  if (filter.include?.length) q = q.where('a.id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('a.id', 'not in', filter.exclude);
  if (filter.slug) q = q.where('a.slug', '=', filter.slug);
  return q;
}

export async function countAttributes(db: Db, filter: TaxonomyFilter): Promise<number> {
  const row = await filteredAttributes(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function attributePage(
  db: Db,
  filter: TaxonomyFilter,
  order: { by: AttributeOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
  page: { limit: number; offset: number },
) {
  let q = filteredAttributes(db, filter).selectAll('a');
  const direction = order.direction;
  if (order.by === 'include') {
    q = q.orderBy(orderByInclude(sql.ref('a.id'), order.include ?? []), direction);
  } else if (order.by === 'name') q = q.orderBy(sql`lower(a.name)`, direction);
  else if (order.by === 'slug') q = q.orderBy('a.slug', direction);
  else if (order.by === 'menu_order') q = q.orderBy('a.position', direction);
  return q.orderBy('a.id', direction).limit(page.limit).offset(page.offset).execute();
}

export type AttributeRow = Awaited<ReturnType<typeof attributePage>>[number];

export function findAttribute(db: Db, id: string): Promise<AttributeRow | undefined> {
  return db
    .selectFrom('catalog_attributes as a')
    .selectAll('a')
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function attributeSlugTaken(
  db: Db,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let q = db.selectFrom('catalog_attributes').select('id').where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface AttributeValues {
  slug: string;
  name: string;
  name_he: string | null;
  swatch_kind: string;
  position: number;
}

export async function insertAttribute(db: Db, id: string, values: AttributeValues): Promise<void> {
  await db
    .insertInto('catalog_attributes')
    .values({ id, ...values, updated_at: Date.now() })
    .execute();
}

export async function updateAttribute(
  db: Db,
  id: string,
  values: Partial<AttributeValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('catalog_attributes')
    .set({ ...values, updated_at: nextRowVersion() })
    .where('id', '=', id)
    .execute();
}

/** Deletes an attribute; its terms and the products' offers of them go with it (foreign keys). */
export async function deleteAttribute(db: Db, id: string): Promise<void> {
  await db.deleteFrom('catalog_attributes').where('id', '=', id).execute();
}

export type TermOrder = 'id' | 'include' | 'name' | 'slug' | 'description' | 'count' | 'menu_order';

export interface TermFilter extends TaxonomyFilter {
  hideEmpty?: boolean;
  /** Only the terms this product offers. */
  productId?: string;
}

/** How many published products offer a term (WooCommerce's `count`). */
function offerCount(eb: TermEb) {
  return eb
    .selectFrom('catalog_product_terms as pt')
    .innerJoin('catalog_products as p', 'p.id', 'pt.product_id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('pt.term_id', '=', 't.id')
    .where('p.status', '=', 'published');
}

function filteredTerms(db: Db, attributeId: string, filter: TermFilter) {
  let q = db.selectFrom('catalog_terms as t').where('t.attribute_id', '=', attributeId);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(t.name)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(t.slug)`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  if (filter.include?.length) q = q.where('t.id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('t.id', 'not in', filter.exclude);
  if (filter.slug) q = q.where('t.slug', '=', filter.slug);
  if (filter.hideEmpty) {
    q = q.where((eb) => eb.exists(offerCount(eb).clearSelect().select('pt.product_id')));
  }
  const productId = filter.productId;
  if (productId !== undefined) {
    q = q.where('t.id', 'in', (eb) =>
      eb.selectFrom('catalog_product_terms').select('term_id').where('product_id', '=', productId),
    );
  }
  return q;
}

export async function countTerms(db: Db, attributeId: string, filter: TermFilter): Promise<number> {
  const row = await filteredTerms(db, attributeId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function termPage(
  db: Db,
  attributeId: string,
  filter: TermFilter,
  order: { by: TermOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
  page: { limit: number; offset: number },
) {
  let q = filteredTerms(db, attributeId, filter)
    .selectAll('t')
    .select((eb) => offerCount(eb).as('count'));
  const direction = order.direction;
  switch (order.by) {
    case 'include':
      q = q.orderBy(orderByInclude(sql.ref('t.id'), order.include ?? []), direction);
      break;
    case 'name':
      q = q.orderBy(sql`lower(t.name)`, direction);
      break;
    case 'slug':
      q = q.orderBy('t.slug', direction);
      break;
    case 'description':
      q = q.orderBy('t.description', direction);
      break;
    case 'count':
      q = q.orderBy('count', direction);
      break;
    case 'menu_order':
      q = q.orderBy('t.position', direction);
      break;
    default:
      break;
  }
  return q.orderBy('t.id', direction).limit(page.limit).offset(page.offset).execute();
}

export type TermRow = Awaited<ReturnType<typeof termPage>>[number];

export function findTerm(db: Db, attributeId: string, id: string): Promise<TermRow | undefined> {
  return db
    .selectFrom('catalog_terms as t')
    .selectAll('t')
    .select((eb) => offerCount(eb).as('count'))
    .where('t.attribute_id', '=', attributeId)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function termSlugTaken(
  db: Db,
  attributeId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let q = db
    .selectFrom('catalog_terms')
    .select('id')
    .where('attribute_id', '=', attributeId)
    .where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface TermValues {
  slug: string;
  name: string;
  name_he: string | null;
  description: string;
  description_he: string | null;
  color: string | null;
  image_key: string | null;
  position: number;
}

export async function insertTerm(
  db: Db,
  attributeId: string,
  id: string,
  values: TermValues,
): Promise<void> {
  await db
    .insertInto('catalog_terms')
    .values({ id, attribute_id: attributeId, ...values, updated_at: Date.now() })
    .execute();
}

export async function updateTerm(db: Db, id: string, values: Partial<TermValues>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('catalog_terms')
    .set({ ...values, updated_at: nextRowVersion() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a term; products stop offering it (foreign key), as WooCommerce removes the relation. */
export async function deleteTerm(db: Db, id: string): Promise<void> {
  await db.deleteFrom('catalog_terms').where('id', '=', id).execute();
}

/** The products offering any term of this attribute. */
async function productsWithAttribute(db: Db, attributeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_product_terms as pt')
    .innerJoin('catalog_terms as t', 't.id', 'pt.term_id')
    .select('pt.product_id')
    .distinct()
    .where('t.attribute_id', '=', attributeId)
    .execute();
  return rows.map((row) => row.product_id);
}

/**
 * Rewrites the choice maps of the variations of products offering this attribute's terms:
 * `change` answers a variation's new map from its old one (null: unchanged). Variations name
 * attributes and terms by slug (the form's field names), so a renamed slug is renamed there too.
 * Answers how many variations changed.
 */
export async function rewriteVariationChoices(
  db: Db,
  attributeId: string,
  change: (choices: Record<string, string>) => Record<string, string> | null,
): Promise<number> {
  const products = await productsWithAttribute(db, attributeId);
  if (products.length === 0) return 0;
  const variations = await db
    .selectFrom('catalog_variations')
    .select(['id', 'attributes'])
    .where('product_id', 'in', products)
    .execute();
  let changed = 0;
  for (const variation of variations) {
    const next = change(JSON.parse(variation.attributes) as Record<string, string>);
    if (!next) continue;
    await db
      .updateTable('catalog_variations')
      .set({ attributes: JSON.stringify(next) })
      .where('id', '=', variation.id)
      .execute();
    changed++;
  }
  return changed;
}
