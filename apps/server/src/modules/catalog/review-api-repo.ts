// SQL of reviews as the platform API reads and writes them (wc/v3 products/reviews): lists
// filtered by state, product, reviewer and dates, counted and paged in the database, each review
// with its product's title and slug; and the owner's edits and deletes.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern, orderByInclude } from './list-sql.ts';

type Db = Kysely<Database>;

/** How reviews are kept: `pending` waits for the owner, `rejected` is never shown. */
export type StoredReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewFilter {
  /** Undefined: every state. */
  status?: StoredReviewStatus;
  productIds?: readonly string[];
  reviewerEmail?: string;
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  /** Epoch milliseconds, exclusive. */
  after?: number;
  before?: number;
}

export type ReviewOrder = 'date' | 'id' | 'include' | 'product';

function filtered(db: Db, filter: ReviewFilter) {
  let q = db
    .selectFrom('catalog_reviews as r')
    .innerJoin('catalog_products as p', 'p.id', 'r.product_id');
  if (filter.status) q = q.where('r.status', '=', filter.status);
  if (filter.productIds?.length) q = q.where('r.product_id', 'in', filter.productIds);
  if (filter.reviewerEmail) {
    q = q.where(sql`lower(r.email)`, '=', filter.reviewerEmail.toLowerCase());
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(r.author)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(r.email)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(r.text)`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  if (filter.include?.length) q = q.where('r.id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('r.id', 'not in', filter.exclude);
  if (filter.after !== undefined) q = q.where('r.created_at', '>', filter.after);
  if (filter.before !== undefined) q = q.where('r.created_at', '<', filter.before);
  return q;
}

const reviewColumns = [
  'r.id',
  'r.product_id',
  'r.author',
  'r.email',
  'r.rating',
  'r.text',
  'r.verified',
  'r.status',
  'r.created_at',
  'p.title as product_title',
  'p.slug as product_slug',
] as const;

export async function countReviews(db: Db, filter: ReviewFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function reviewPage(
  db: Db,
  filter: ReviewFilter,
  order: { by: ReviewOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
  page: { limit: number; offset: number },
) {
  let q = filtered(db, filter).select(reviewColumns);
  const direction = order.direction;
  if (order.by === 'include') {
    q = q.orderBy(orderByInclude(sql.ref('r.id'), order.include ?? []), direction);
  } else if (order.by === 'product') q = q.orderBy('r.product_id', direction);
  else if (order.by === 'date') q = q.orderBy('r.created_at', direction);
  return q.orderBy('r.id', direction).limit(page.limit).offset(page.offset).execute();
}

export type ReviewRow = Awaited<ReturnType<typeof reviewPage>>[number];

export function findReviewWithProduct(db: Db, id: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('catalog_reviews as r')
    .innerJoin('catalog_products as p', 'p.id', 'r.product_id')
    .select(reviewColumns)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** Whether a product exists, in any state (the owner may review-manage drafts too). */
export async function productExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('catalog_products')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReviewValues {
  product_id: string;
  author: string;
  email: string;
  rating: number | null;
  text: string;
  status: StoredReviewStatus;
  created_at: number;
}

export async function insertOwnerReview(
  db: Db,
  id: string,
  values: ReviewValues & { verified: boolean },
): Promise<void> {
  await db
    .insertInto('catalog_reviews')
    .values({ id, ...values, verified: values.verified ? 1 : 0 })
    .execute();
}

export async function updateReview(
  db: Db,
  id: string,
  values: Partial<ReviewValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('catalog_reviews').set(values).where('id', '=', id).execute();
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.deleteFrom('catalog_reviews').where('id', '=', id).execute();
}
