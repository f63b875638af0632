// SQL for posts as the platform API manages them: filtered, counted and paged lists (every
// status), one post by id, and the writes. The storefront's reads stay in repo.ts.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PostRow } from './repo.ts';
import type { ContentPostsTable } from './tables.ts';

type Db = Kysely<Database>;

/** WordPress's post statuses; 'publish' and 'future' are both stored 'published' (tables.ts). */
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_ORDERS = ['date', 'id', 'title', 'slug', 'modified'] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

export interface PostFilter {
  statuses: readonly PostStatus[];
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  slugs?: readonly string[];
  /** Posts carrying any of these category ids; `categoriesExclude` none of them. */
  categories?: readonly string[];
  categoriesExclude?: readonly string[];
  tags?: readonly string[];
  tagsExclude?: readonly string[];
  /** Published strictly after / before (epoch ms), as WordPress's `after` and `before`. */
  after?: number;
  before?: number;
  modifiedAfter?: number;
  modifiedBefore?: number;
}

const orderColumns = {
  date: 'published_at',
  id: 'id',
  title: 'title',
  slug: 'slug',
  modified: 'updated_at',
} as const;

function carrying(db: Db, termIds: readonly string[]) {
  return db
    .selectFrom('content_post_terms as link')
    .select('link.post_id')
    .where('link.term_id', 'in', termIds);
}

function filtered(db: Db, filter: PostFilter, now: number) {
  let q = db.selectFrom('content_posts');
  q = q.where((eb) =>
    eb.or(
      filter.statuses.map((status) => {
        if (status === 'publish') {
          return eb.and([eb('status', '=', 'published'), eb('published_at', '<=', now)]);
        }
        if (status === 'future') {
          return eb.and([eb('status', '=', 'published'), eb('published_at', '>', now)]);
        }
        return eb('status', '=', status);
      }),
    ),
  );
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or(
        (['title', 'excerpt', 'body'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${like} escape '\\'`),
        ),
      ),
    );
  }
  if (filter.include?.length) q = q.where('id', 'in', filter.include);
  if (filter.exclude?.length) q = q.where('id', 'not in', filter.exclude);
  if (filter.slugs?.length) q = q.where('slug', 'in', filter.slugs);
  if (filter.categories?.length) q = q.where('id', 'in', carrying(db, filter.categories));
  if (filter.categoriesExclude?.length) {
    q = q.where('id', 'not in', carrying(db, filter.categoriesExclude));
  }
  if (filter.tags?.length) q = q.where('id', 'in', carrying(db, filter.tags));
  if (filter.tagsExclude?.length) q = q.where('id', 'not in', carrying(db, filter.tagsExclude));
  if (filter.after !== undefined) q = q.where('published_at', '>', filter.after);
  if (filter.before !== undefined) q = q.where('published_at', '<', filter.before);
  if (filter.modifiedAfter !== undefined) q = q.where('updated_at', '>', filter.modifiedAfter);
  if (filter.modifiedBefore !== undefined) q = q.where('updated_at', '<', filter.modifiedBefore);
  return q;
}

export async function countPosts(db: Db, filter: PostFilter, now: number): Promise<number> {
  const row = await filtered(db, filter, now)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listPosts(
  db: Db,
  filter: PostFilter,
  page: { limit: number; offset: number; orderBy: PostOrder; order: 'asc' | 'desc' },
  now: number,
): Promise<PostRow[]> {
  return filtered(db, filter, now)
    .selectAll()
    .orderBy(orderColumns[page.orderBy], page.order)
    .orderBy('id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('content_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function postSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('content_posts').select('id').where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export async function insertPost(db: Db, post: Insertable<ContentPostsTable>): Promise<void> {
  await db.insertInto('content_posts').values(post).execute();
}

export async function updatePost(
  db: Db,
  id: string,
  patch: Updateable<ContentPostsTable>,
): Promise<void> {
  await db.updateTable('content_posts').set(patch).where('id', '=', id).execute();
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await db.deleteFrom('content_post_terms').where('post_id', '=', id).execute();
  await db.deleteFrom('content_posts').where('id', '=', id).execute();
}
