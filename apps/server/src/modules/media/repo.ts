// SQL for the media library's items (tables.ts).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemsTable } from './tables.ts';

type Db = Kysely<Database>;
export type MediaItemRow = Selectable<MediaItemsTable>;

/** How a list is ordered (WordPress's `orderby` values we keep). */
export type MediaOrderBy = 'date' | 'id' | 'title' | 'include';

export interface MediaListQuery {
  search?: string | undefined;
  include?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  /** Only these original types (image/png …). */
  mimeTypes?: readonly string[] | undefined;
  orderBy: MediaOrderBy;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function findItems(db: Db, ids: readonly string[]): Promise<MediaItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media_items')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Items showing these originals, the oldest of each key first. */
export function findItemsByKeys(db: Db, keys: readonly string[]): Promise<MediaItemRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media_items')
    .selectAll()
    .where('image_key', 'in', [...keys])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

function filtered(db: Db, query: MediaListQuery) {
  let select = db.selectFrom('media_items');
  if (query.include?.length) select = select.where('id', 'in', [...query.include]);
  if (query.exclude?.length) select = select.where('id', 'not in', [...query.exclude]);
  if (query.mimeTypes?.length) select = select.where('mime_type', 'in', [...query.mimeTypes]);
  const term = query.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), 'like', eb.val(like)),
        eb(eb.fn('lower', ['file_name']), 'like', eb.val(like)),
        eb(eb.fn('lower', ['alt_text']), 'like', eb.val(like)),
        eb(eb.fn('lower', ['caption']), 'like', eb.val(like)),
      ]),
    );
  }
  return select;
}

/** One page of the library and how many items match in all, counted and paged in SQL. */
export async function listItems(
  db: Db,
  query: MediaListQuery,
): Promise<{ rows: MediaItemRow[]; total: number }> {
  const counted = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let select = filtered(db, query).selectAll();
  if (query.orderBy === 'title') {
    select = select.orderBy('title', query.order).orderBy('id', query.order);
  } else if (query.orderBy === 'id') {
    select = select.orderBy('id', query.order);
  } else if (query.orderBy === 'date' || !query.include?.length) {
    select = select.orderBy('created_at', query.order).orderBy('id', query.order);
  }
  // 'include' keeps the order the ids were asked in: sorted after the page is read (one page of
  // at most 100 of the asked ids, all on this page since they are the whole result).
  const rows = await select.limit(query.limit).offset(query.offset).execute();
  if (query.orderBy === 'include' && query.include?.length) {
    const position = new Map(query.include.map((id, index) => [id, index]));
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  }
  return { rows, total: Number(counted.total) };
}

export async function insertItem(db: Db, row: Insertable<MediaItemsTable>): Promise<void> {
  await db.insertInto('media_items').values(row).execute();
}

/** Inserts rows unless their ids exist (adopting pictures: several processes may do it at once). */
export async function insertItemsIfAbsent(
  db: Db,
  rows: ReadonlyArray<Insertable<MediaItemsTable>>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('media_items')
    .values([...rows])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateItem(
  db: Db,
  id: string,
  changes: Updateable<MediaItemsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('media_items')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItem(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('media_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many items show this original. */
export async function countItemsWithKey(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('media_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('image_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The keys among these that some item shows. */
export async function keysWithItems(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_items')
    .select('image_key')
    .distinct()
    .where('image_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.image_key));
}
