// Pieces of SQL the platform API's lists share across the catalog's repo files: a LIKE pattern
// that matches the searched text literally on both engines, and `orderby=include` (the order the
// client listed the ids in).
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * `%text%` with LIKE's wildcards escaped by `!`, lower-cased: compare it with `lower(column)` and
 * `escape '!'` (SQLite has no default escape character; PostgreSQL's LIKE is case-sensitive).
 */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The position of `column`'s value in `ids` (0, 1, …), the rest after them. */
export function orderByInclude(
  column: Expression<unknown>,
  ids: readonly string[],
): RawBuilder<number> {
  if (ids.length === 0) return sql<number>`0`;
  const cases = ids.map((id, index) => sql`when ${id} then ${index}`);
  return sql<number>`case ${column} ${sql.join(cases, sql` `)} else ${ids.length} end`;
}
