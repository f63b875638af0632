// Kysely's SQLite driver prepares every statement anew on each query; with better-sqlite3 that
// preparation is the largest single cost of a short query (measured on the cart's add: about a
// seventh of its CPU). This hands Kysely the same prepared statement for the same SQL text, kept
// in a bounded least-recently-used map. Statements are only ever used one at a time (one
// connection, queries run in turn), and SQLite re-prepares a kept statement itself when the
// schema changes.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared: the app's queries are a few hundred shapes at most. */
const KEPT_STATEMENTS = 500;

export function withPreparedStatements(connection: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      connection.close();
    },
    prepare(sql: string) {
      let statement = kept.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        kept.delete(sql);
      } else {
        statement = connection.prepare(sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}
