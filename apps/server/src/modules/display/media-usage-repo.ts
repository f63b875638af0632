// Where popups show pictures of the shop's media library (an image block whose src is one of our
// /media/<key>/… addresses), for the library's "used by" (media/media-usage.ts). Popups keep their
// content as JSON, so the addresses are matched in its text.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A key in a popup's JSON: `/media/<key>/` (slashes may be escaped as `\/`). */
const MEDIA_ADDRESS = /\/media\\?\/([a-f0-9]{20})\\?\//g;

export async function popupsShowing(
  db: Db,
  keys: readonly string[],
): Promise<Array<{ imageKey: string; id: string; title: string }>> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('popups')
    .select(['id', 'name', 'data'])
    .where((eb) => eb.or(keys.map((key) => eb('data', 'like', `%${key}%`))))
    .execute();
  const wanted = new Set(keys);
  return rows.flatMap((row) =>
    [...new Set([...row.data.matchAll(MEDIA_ADDRESS)].map(([, key]) => key!))]
      .filter((key) => wanted.has(key))
      .map((key) => ({ imageKey: key, id: row.id, title: row.name })),
  );
}

export async function popupImageKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('popups')
    .select('data')
    .where('data', 'like', '%/media%')
    .execute();
  return [
    ...new Set(rows.flatMap((row) => [...row.data.matchAll(MEDIA_ADDRESS)].map(([, key]) => key!))),
  ];
}
