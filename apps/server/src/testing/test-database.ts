// A fresh, migrated database for one test file: a temp SQLite file always, or a fresh PostgreSQL
// database (its tables in a schema of their own, as a shop may run them) when TEST_DATABASE_URL is
// set, so reruns and parallel files never see each other's rows.
//
// Migrating takes a while (about 0.15 s on SQLite, 1-2 s on PostgreSQL on a busy machine) and the
// test suite makes a few hundred databases: each engine keeps one migrated template per set of
// migrations (named by a hash of their code) and copies it — a file copy for SQLite, `create
// database … template` for PostgreSQL (about 0.1 s). A changed migration makes a new template.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomId } from '@pinwheel/core';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
export interface TestDatabase extends DatabaseHandle {
  /** The URL and options another handle (a second "process") can open the same data with. */
  url: string;
  schema: string | undefined;
  /** Drops the schema or deletes the file. */
  destroy(): Promise<void>;
}

/** The engines to run repository and API tests on: SQLite always, PostgreSQL when configured. */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** `migrated: false` leaves it empty, for a test that fills it as an older release left it. */
export async function createTestDatabase(
  engine: Engine = 'sqlite',
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  return engine === 'sqlite' ? sqliteHandle(migrated) : postgresHandle(migrated);
}

/** The schema a PostgreSQL test database keeps its tables in. */
const POSTGRES_TEST_SCHEMA = 'pinwheel_test';

/** Names the current migrations by their code, so a template is never used past a change. */
let migrationsHash: string | undefined;
function currentMigrationsHash(): string {
  migrationsHash ??= createHash('sha256')
    .update(
      Object.entries(migrations)
        .map(([name, migration]) => `${name}\n${String(migration.up)}\n${String(migration.down)}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  return migrationsHash;
}

/** A migrated SQLite file for the current migrations, made once (concurrent makers race safely). */
async function sqliteTemplate(): Promise<string> {
  const template = path.join(
    os.tmpdir(),
    `pinwheel-test-template-${currentMigrationsHash()}.sqlite`,
  );
  if (fs.existsSync(template)) return template;
  const building = `${template}.${process.pid}.${randomId(6)}`;
  const handle = openDatabase(`sqlite:${building}`);
  try {
    await migrateToLatest(handle.db);
  } finally {
    // Closing the last connection folds the WAL into the file: the one file is the whole database.
    await handle.close();
  }
  fs.renameSync(building, template);
  return template;
}

async function sqliteHandle(migrated: boolean): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-test-'));
  const file = path.join(dir, 'test.sqlite');
  if (migrated) fs.copyFileSync(await sqliteTemplate(), file);
  const url = `sqlite:${file}`;
  const handle = openDatabase(url);
  return {
    ...handle,
    url,
    schema: undefined,
    async destroy() {
      await handle.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function withDatabase(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/**
 * The migrated PostgreSQL template database for the current migrations, made once per cluster:
 * under an advisory lock, built under a temporary name and renamed when whole, so a run cut short
 * never leaves a half-migrated template behind.
 */
async function postgresTemplate(baseUrl: string): Promise<string> {
  const template = `pinwheel_template_${currentMigrationsHash()}`;
  const admin = openDatabase(baseUrl, { poolSize: 1 });
  try {
    await sql`select pg_advisory_lock(hashtext('pinwheel test template'))`.execute(admin.db);
    const found =
      await sql`select 1 from pg_catalog.pg_database where datname = ${template}`.execute(admin.db);
    if (found.rows.length === 0) {
      const building = `${template}_${randomId(6)}`;
      await sql`create database ${sql.id(building)}`.execute(admin.db);
      const handle = openDatabase(withDatabase(baseUrl, building), {
        schema: POSTGRES_TEST_SCHEMA,
        poolSize: 1,
      });
      try {
        await sql`create schema ${sql.id(POSTGRES_TEST_SCHEMA)}`.execute(handle.db);
        await migrateToLatest(handle.db, { schema: POSTGRES_TEST_SCHEMA });
      } finally {
        await handle.close();
      }
      await sql`alter database ${sql.id(building)} rename to ${sql.id(template)}`.execute(admin.db);
    }
    await sql`select pg_advisory_unlock(hashtext('pinwheel test template'))`.execute(admin.db);
    return template;
  } finally {
    await admin.close();
  }
}

async function postgresHandle(migrated: boolean): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now().toString(36)}_${randomId(8)}`;
  const template = migrated ? await postgresTemplate(baseUrl) : undefined;
  const admin = openDatabase(baseUrl, { poolSize: 1 });
  try {
    await (
      template
        ? sql`create database ${sql.id(name)} template ${sql.id(template)}`
        : sql`create database ${sql.id(name)}`
    ).execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = withDatabase(baseUrl, name);
  const handle = openDatabase(url, { schema: POSTGRES_TEST_SCHEMA, poolSize: 4 });
  if (!template) await sql`create schema ${sql.id(POSTGRES_TEST_SCHEMA)}`.execute(handle.db);
  return {
    ...handle,
    url,
    schema: POSTGRES_TEST_SCHEMA,
    async destroy() {
      // A test may have closed the handle already (to see the database gone).
      await handle.close().catch(() => {});
      const cleanup = openDatabase(baseUrl, { poolSize: 1 });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup.db);
      await cleanup.close();
    },
  };
}
