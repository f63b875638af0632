// SQL for the content module's tables as the storefront reads them: live posts (published, and
// their time come: a scheduled post shows from its published_at on), and share counts. The
// platform API's post queries are in post-repo.ts, categories and tags in term-repo.ts.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ContentPostsTable } from './tables.ts';

type Db = Kysely<Database>;
export type PostRow = Selectable<ContentPostsTable>;

export async function savePost(db: Db, post: Insertable<ContentPostsTable>): Promise<void> {
  await db
    .insertInto('content_posts')
    .values(post)
    .onConflict((oc) => oc.column('id').doUpdateSet(post))
    .execute();
}

/** The demo's posts (their ids start `demo-post-`), for the demo's reseed. */
export async function deleteDemoPosts(db: Db): Promise<void> {
  await db.deleteFrom('content_posts').where('id', 'like', 'demo-post-%').execute();
}

function livePosts(db: Db, now: number) {
  return db
    .selectFrom('content_posts')
    .selectAll()
    .where('status', '=', 'published')
    .where('published_at', '<=', now);
}

/** The newest live posts; with `termId`, only those carrying that category or tag. */
export function publishedPosts(db: Db, now: number, limit: number, offset = 0, termId?: string) {
  let q = livePosts(db, now);
  if (termId) {
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('content_post_terms').select('post_id').where('term_id', '=', termId),
    );
  }
  return q.orderBy('published_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

export function findPublishedPost(db: Db, now: number, slug: string) {
  return livePosts(db, now).where('slug', '=', slug).executeTakeFirst();
}

/** A post of any status by its slug: the owner's preview, never a shopper's page. */
export function findPostBySlug(db: Db, slug: string) {
  return db.selectFrom('content_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Candidates for the related block: every other published post (a shop has tens, not millions). */
export function otherPublishedPosts(db: Db, now: number, exceptIds: readonly string[]) {
  let q = livePosts(db, now);
  if (exceptIds.length) q = q.where('id', 'not in', exceptIds);
  return q.orderBy('published_at', 'desc').limit(200).execute();
}

/** Adds one share of a page to a network; answers the page's count there now. */
export async function bumpShareCount(
  db: Db,
  path: string,
  network: string,
  now: number,
): Promise<number> {
  // One statement on both engines: a concurrent first share of a page cannot lose a count.
  await db
    .insertInto('content_share_counts')
    .values({ path, network, count: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['path', 'network']).doUpdateSet({
        count: sql`content_share_counts.count + 1`,
        updated_at: now,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('content_share_counts')
    .select('count')
    .where('path', '=', path)
    .where('network', '=', network)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function shareCountsOfPage(db: Db, path: string) {
  return db
    .selectFrom('content_share_counts')
    .select(['network', 'count'])
    .where('path', '=', path)
    .execute();
}
