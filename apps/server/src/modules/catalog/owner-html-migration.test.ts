// Migration 0021 on both databases: descriptions stored as plain text before it become owner HTML
// that shows them as they were (paragraphs, line breaks, characters that mean something in HTML).
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, testEngines } from '../../testing/test-database.ts';

describe.each(testEngines())('migration 0021 on %s', (engine) => {
  it('wraps plain-text descriptions in escaped paragraphs', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { db } = database;
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      }).migrateTo('0017-catalog-search-words');
      expect(error).toBeUndefined();
      await db
        .insertInto('catalog_products')
        .values({
          id: 'old-1',
          slug: 'old-1',
          type: 'simple',
          status: 'published',
          title: 'Old Mug',
          short_description: 'Tea & <coffee>',
          description: 'First line\nsecond line\n\nSecond "paragraph"',
          description_he: null,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      await migrateToLatest(db, database.schema ? { schema: database.schema } : {});
      const row = await db
        .selectFrom('catalog_products')
        .select(['short_description', 'description', 'description_he'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        short_description: '<p>Tea &amp; &lt;coffee&gt;</p>',
        description: '<p>First line<br>second line</p>\n<p>Second &quot;paragraph&quot;</p>',
        description_he: null,
      });
    } finally {
      await database.destroy();
    }
  });
});
