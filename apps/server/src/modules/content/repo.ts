// SQL for the content module's posts.
import type { Insertable, Kysely, Selectable } from 'kysely';
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

export function publishedPosts(db: Db, limit: number, offset = 0) {
  return db
    .selectFrom('content_posts')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findPublishedPost(db: Db, slug: string) {
  return db
    .selectFrom('content_posts')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** Candidates for the related block: every other published post (a shop has tens, not millions). */
export function otherPublishedPosts(db: Db, exceptIds: readonly string[]) {
  let q = db.selectFrom('content_posts').selectAll().where('status', '=', 'published');
  if (exceptIds.length) q = q.where('id', 'not in', exceptIds);
  return q.orderBy('published_at', 'desc').limit(200).execute();
}
