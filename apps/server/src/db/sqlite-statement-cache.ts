// better-sqlite3 compiles SQL on every prepare(), and Kysely's SQLite driver prepares on every
// query: on a short insert that compiling is a good part of the query's cost (a conversion runs
// five statements). The database handed to Kysely keeps the statements it has prepared, by their
// SQL text, so each shape of query is compiled once. Reusing a statement is safe here: Kysely runs
// one query at a time on its single SQLite connection, and a statement whose schema changed is
// compiled again by SQLite itself. The bound keeps ad-hoc shapes (`in (?, ?, …)` lists of every
// length) from growing it without end; the least recently used goes first.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const STATEMENT_CACHE_SIZE = 512;

export function withStatementCache(
  connection: SQLite.Database,
  maxEntries = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      connection.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement) {
        // Maps keep insertion order: moving a hit to the end keeps the oldest first.
        statements.delete(sql);
      } else {
        statement = connection.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= maxEntries) {
          statements.delete(statements.keys().next().value!);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
