// Runs pending migrations at boot. Kysely's migrator records what ran and takes a lock (an advisory
// lock on PostgreSQL), so several processes starting together migrate once.
import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export async function migrateToLatest(
  db: Kysely<Database>,
  options: { schema?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // In a non-default PostgreSQL schema the migrator must be told where its own tables live, or
    // it finds another schema's ledger and skips creating its own.
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(unknown)'} failed: ${describe(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
