// Paging a list that is newest first, by the position of the last row shown: its time and its id.
// Time alone skips rows: rows made in the same millisecond (common under load) straddle a page's
// end, and "made strictly before the last one shown" leaves out the ones not shown yet. So every
// list that pages by time orders by (created_at, id), both descending, and a page starts after
// the last row's pair. The cursor a client holds is that pair, opaque to it.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Where a page ended: the last row's creation time (ms) and id. */
export interface TimePosition {
  createdAt: number;
  id: string;
}

/** The cursor handed to clients: base64url, so they treat it as a token, not as a time to edit. */
export function encodeTimeCursor(position: TimePosition): string {
  return Buffer.from(`${position.createdAt}:${position.id}`).toString('base64url');
}

/** The position a cursor names; null when it is not one this server made. */
export function decodeTimeCursor(cursor: string): TimePosition | null {
  if (!/^[\w-]{1,200}$/.test(cursor)) return null;
  const match = /^(\d{1,16}):([\w-]{1,100})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) return null;
  const createdAt = Number(match[1]);
  return Number.isSafeInteger(createdAt) ? { createdAt, id: match[2]! } : null;
}

/**
 * Rows after `position` in (created_at, id) descending order. Written out rather than as a row
 * comparison, which SQLite and PostgreSQL both have but Kysely does not build.
 */
export function olderThan(
  position: TimePosition,
  columns: { createdAt: string; id: string } = { createdAt: 'created_at', id: 'id' },
): RawBuilder<SqlBool> {
  const createdAt = sql.ref(columns.createdAt);
  const id = sql.ref(columns.id);
  return sql<SqlBool>`(${createdAt} < ${position.createdAt} or (${createdAt} = ${position.createdAt} and ${id} < ${position.id}))`;
}

/**
 * One page of `limit` rows and the cursor of the next, from `limit + 1` rows read: the extra row
 * only says whether there is a next page, so the last page never points to an empty one.
 */
export function pageOf<Row extends TimePosition>(
  rows: Row[],
  limit: number,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeTimeCursor(last) : null };
}
