// One page of a list as the platform API asks for it (page/per_page become limit/offset, plus
// search, include, exclude and order), for the repos that answer it in SQL: the page's rows and
// the count of every row that matches, never the whole table read to count it.
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

export interface ListWindow {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  /** Text matched inside the resource's searchable columns, case-insensitively. */
  search?: string | undefined;
  /** Only these ids (WordPress's `include`). */
  include?: readonly string[] | undefined;
  /** Not these ids (WordPress's `exclude`). */
  exclude?: readonly string[] | undefined;
}

/** A page of rows and how many rows match in all. */
export interface RowsPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * `column` contains `term` (any case), on SQLite and PostgreSQL alike: % and _ in the term are
 * matched as themselves (an explicit ESCAPE, since SQLite has no default escape character).
 */
export function containsText(columns: readonly string[], term: string): RawBuilder<SqlBool> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** The search term worth matching: trimmed, none when blank. */
export function searchTerm(window: Pick<ListWindow, 'search'>): string | null {
  const term = window.search?.trim();
  return term ? term : null;
}

/**
 * One page of `query` (its selection made, its own filters applied) and how many rows match: the
 * window's search through `searchColumns`, its include and exclude on `id`, ordered by
 * `orderColumn` then `id` (rows that tie keep one order across pages), counted in SQL.
 */
export async function pageOfRows<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  window: ListWindow,
  options: { searchColumns: readonly string[]; orderColumn: string },
): Promise<RowsPage<Row>> {
  let filtered = query;
  const term = searchTerm(window);
  if (term) filtered = filtered.where(containsText(options.searchColumns, term));
  if (window.include?.length) filtered = filtered.where(sql.ref('id'), 'in', [...window.include]);
  if (window.exclude?.length) {
    filtered = filtered.where(sql.ref('id'), 'not in', [...window.exclude]);
  }
  const [rows, count] = await Promise.all([
    filtered
      .orderBy(sql.ref(options.orderColumn), window.order)
      .orderBy(sql.ref('id'), window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered
      .clearSelect()
      .select(sql<string | number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot name the alias's column through the generic selection; it is there.
  return { rows: rows as Row[], total: Number((count as { n: string | number }).n) };
}
