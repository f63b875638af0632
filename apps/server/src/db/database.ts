// Opens the database named by DATABASE_URL: SQLite through better-sqlite3 (WAL, foreign keys,
// busy timeout) for one machine, PostgreSQL through pg for many processes. Both behind one Kysely.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';
import { withNamedStatements } from './postgres-statement-names.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Answers true when a trivial query succeeds (readiness). */
  ping(): Promise<boolean>;
  /** Null when a trivial query succeeds, else why it failed (for the start's one-line error). */
  probe(): Promise<string | null>;
  close(): Promise<void>;
}

// int8 (bigint, used for epoch-ms times and counters) arrives from pg as a string; our values stay
// well inside Number's safe range, so read them as numbers like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface OpenOptions {
  /** PostgreSQL only: run every connection with this search_path (tests use a fresh schema). */
  schema?: string;
  /** PostgreSQL only: pool size per process. */
  poolSize?: number;
  /** PostgreSQL only: prepare queries once per connection (default true; see config.ts). */
  preparedStatements?: boolean;
  /** PostgreSQL only: an idle pooled connection failed (the next query reconnects). */
  onIdleError?: (error: Error) => void;
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  return openPostgres(url, options);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // WAL with NORMAL sync is durable across process crashes; only an OS crash may lose the last
  // transactions, the usual trade for a single-file store.
  connection.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
  return {
    db,
    engine: 'sqlite',
    ping: () => pingWith(db),
    probe: () => probeWith(db),
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, options: OpenOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = new Kysely<Database>({
    dialect: new CurrentSchemaPostgresDialect({
      pool: options.preparedStatements === false ? pool : withNamedStatements(pool),
    }),
  });
  return {
    db,
    engine: 'postgres',
    ping: () => pingWith(db),
    probe: () => probeWith(db),
    close: () => db.destroy(),
  };
}

async function pingWith(db: Kysely<Database>): Promise<boolean> {
  return (await probeWith(db)) === null;
}

async function probeWith(db: Kysely<Database>): Promise<string | null> {
  try {
    await sql`select 1`.execute(db);
    return null;
  } catch (error) {
    // pg reports a refused connection as an AggregateError with an empty message.
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: string }).code;
    return message || code || 'no answer';
  }
}
