// The product search on its index, on a real database: it answers what ranking every published
// product would (core's rankSearch over all of them), follows products as they are saved (renamed,
// unpublished), and the migration indexes products that were there before it.
import { rankSearch } from '@pinwheel/core';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase, testEngines } from '../../testing/test-database.ts';
import { rankedProductIds } from './product-search.ts';

const product = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  slug: id,
  type: 'simple' as const,
  title,
  created_at: 1_700_000_000_000,
  variations: [{ id: 700_000 + Number(id.replace(/\D/g, '') || 0), price: 1000, stock: 5 }],
  ...extra,
});

describe.each(testEngines())('the product search index on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    await t.app.catalog.saveProduct(
      product('extra-1', 'Linen Apron', { short_description: 'Heavy linen with brass rings.' }),
    );
    await t.app.catalog.saveProduct(
      product('extra-2', 'Café Linnen Towel', { title_he: 'מגבת פשתן לקפה' }),
    );
    await t.app.catalog.saveProduct(product('extra-3', 'Hidden Linen Robe', { status: 'draft' }));
  });
  afterAll(() => t.close());

  it('ranks as reading every published product would, typos and Hebrew included', async () => {
    const rows = await t.database.db
      .selectFrom('catalog_products')
      .select(['id', 'title', 'title_he', 'short_description', 'short_description_he'])
      .where('status', '=', 'published')
      .execute();
    const documents = rows.map((row) => ({
      id: row.id,
      titles: [row.title, row.title_he ?? ''],
      texts: [row.short_description, row.short_description_he ?? ''],
    }));
    const queries = [
      'linen',
      'lin',
      'li',
      'l',
      'linnen',
      'sneakrs',
      'hoddie',
      'cafe',
      'brass ring',
      'linen brass',
      'stonwear',
      'פשתן',
      'פִּשְׁתָּן',
      'חולצ',
      'mug of',
      '<script>',
    ];
    for (const query of queries) {
      const everyProduct = rankSearch(query, documents).map((result) => result.id);
      expect(await rankedProductIds(t.database.db, query, 100), query).toEqual(everyProduct);
    }
    expect(await rankedProductIds(t.database.db, 'linen', 2)).toHaveLength(2);
  });

  it('follows a product as it is renamed and unpublished', async () => {
    expect(await rankedProductIds(t.database.db, 'robe', 10)).toEqual([]);
    await t.app.catalog.saveProduct(product('extra-4', 'Woven Basket'));
    expect(await rankedProductIds(t.database.db, 'basket', 10)).toEqual(['extra-4']);
    await t.app.catalog.saveProduct(product('extra-4', 'Rattan Tray'));
    expect(await rankedProductIds(t.database.db, 'basket', 10)).toEqual([]);
    expect(await rankedProductIds(t.database.db, 'tray', 10)).toEqual(['extra-4']);
    expect(await t.app.catalog.search('en', 'ratan')).toMatchObject([{ title: 'Rattan Tray' }]);
    await t.app.catalog.saveProduct(product('extra-4', 'Rattan Tray', { status: 'draft' }));
    expect(await rankedProductIds(t.database.db, 'tray', 10)).toEqual([]);
  });

  it('offers keywords from the titles a visitor of each language sees', async () => {
    const english = await t.app.catalog.overlaySearch('en', 'lin', 6);
    expect(english.keywords).toContain('linen');
    expect(english.keywords).not.toContain('פשתן');
    const hebrew = await t.app.catalog.overlaySearch('he', 'פשת', 6);
    expect(hebrew.keywords).toContain('פשתן');
  });

  it('indexes the products a database had before the index existed', async () => {
    const database = await createTestDatabase(engine);
    try {
      const db = database.db;
      // As a database stood before migration 0017: no index, a product in the catalog. The
      // migrations since are undone with it, as Kysely runs them in order.
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      }).migrateTo('0016-accounts-owner-meta');
      expect(error).toBeUndefined();
      const product = (
        n: number,
        title: string,
        title_he: string | null,
        status = 'published',
      ) => ({
        id: `old-${n}`,
        slug: `old-${n}`,
        type: 'simple',
        status,
        title,
        title_he,
        short_description: 'Oiled by hand.',
        short_description_he: null,
        description: '',
        description_he: null,
        additional_information: '[]',
        created_at: n,
        updated_at: n,
      });
      // Enough products that their words take several inserts.
      await db
        .insertInto('catalog_products')
        .values([
          product(1, 'Walnut Cutting Board', 'קרש חיתוך מאגוז'),
          product(2, 'Hidden Draft Ladle', null, 'draft'),
          ...Array.from({ length: 120 }, (_, i) =>
            product(i + 10, `Serving Spoon ${i + 10} cherrywood${i + 10}`, null),
          ),
        ])
        .execute();
      await migrateToLatest(db, database.schema ? { schema: database.schema } : {});
      expect(await rankedProductIds(db, 'walnt', 10)).toEqual(['old-1']);
      expect(await rankedProductIds(db, 'חיתוך', 10)).toEqual(['old-1']);
      // The same word first; one typo away (cherrywood119, …) after it.
      expect((await rankedProductIds(db, 'cherrywood129', 10))[0]).toBe('old-129');
      expect(await rankedProductIds(db, 'ladle', 10)).toEqual([]);
      expect(await rankedProductIds(db, 'oiled', 200)).toHaveLength(121);
    } finally {
      await database.close();
    }
  });
});
