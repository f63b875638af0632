// When each category, attribute and attribute term was last written (epoch ms), so the owner's
// dashboard can tell a second editor that a row changed under them: the platform API answers it as
// the row's version (ETag) and refuses a save made against an older one (platform-api/rest-version.ts).
// Rows from before keep 0 until their next write: a version, just an old one.
import type { Kysely } from 'kysely';

const TABLES = ['catalog_categories', 'catalog_attributes', 'catalog_terms'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
  }
}
