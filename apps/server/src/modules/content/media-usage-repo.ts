// Where the journal shows pictures (a post's image), for the media library's "used by"
// (media/media-usage.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function postsShowing(
  db: Db,
  keys: readonly string[],
): Promise<Array<{ imageKey: string; id: string; title: string }>> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('content_posts')
    .select(['image_key as imageKey', 'id', 'title'])
    .where('image_key', 'in', [...keys])
    .execute();
  return rows.map((row) => ({ ...row, imageKey: row.imageKey! }));
}

export async function postImageKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('content_posts')
    .select('image_key')
    .distinct()
    .where('image_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.image_key ? [row.image_key] : []));
}
