// One page of a list as the platform API asks for it (page/per_page become limit/offset, plus
// search, include, exclude and order), for the repos that answer it in SQL: the page's rows and
// the count of every row that matches, never the whole table read to count it.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
