// A fresh, migrated database for one test file: a temp SQLite file always, or a fresh PostgreSQL
// schema when TEST_DATABASE_URL is set, so reruns and parallel files never see each other's rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomId } from '@pinwheel/core';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

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
  const handle = engine === 'sqlite' ? await sqliteHandle() : await postgresHandle();
  if (migrated) await migrateToLatest(handle.db, handle.schema ? { schema: handle.schema } : {});
  return handle;
}

async function sqliteHandle(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-test-'));
  const url = `sqlite:${path.join(dir, 'test.sqlite')}`;
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

async function postgresHandle(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomId(8)}`;
  const admin = openDatabase(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const handle = openDatabase(url, { schema, poolSize: 4 });
  return {
    ...handle,
    url,
    schema,
    async destroy() {
      // A test may have closed the handle already (to see the database gone).
      await handle.close().catch(() => {});
      const cleanup = openDatabase(url, { poolSize: 1 });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup.db);
      await cleanup.close();
    },
  };
}
