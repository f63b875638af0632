// The catalog's search index (modules/catalog/search-index.ts): each product's normalised words
// with where they appear, and the shop's vocabulary under the keys a query word looks words up by
// (core's search-index-keys.ts), so a search reads the few products that can match instead of
// every product. Published products already in the database are indexed here.
import { productSearchWords, searchIndexKeys } from '@pinwheel/core';
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_search_words')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('catalog_products.id').onDelete('cascade'),
    )
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('in_title_en', 'integer', (c) => c.notNull())
    .addColumn('in_title_he', 'integer', (c) => c.notNull())
    .addColumn('in_text', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_search_words_pk', ['product_id', 'word'])
    .execute();
  // A search reads every row of the words it matched: with the flags in the index it never
  // visits the table (a third less work for a word a thousand products share).
  await db.schema
    .createIndex('catalog_search_words_word')
    .on('catalog_search_words')
    .columns(['word', 'product_id', 'in_title_en', 'in_title_he', 'in_text'])
    .execute();
  await db.schema
    .createTable('catalog_search_terms')
    .addColumn('term_key', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_search_terms_pk', ['term_key', 'word'])
    .execute();

  const { rows } = await sql<{
    id: string;
    title: string;
    title_he: string | null;
    short_description: string;
    short_description_he: string | null;
  }>`select id, title, title_he, short_description, short_description_he from catalog_products where status = 'published'`.execute(
    db,
  );
  // Many rows to a statement: a shop of thousands of products is indexed in seconds at boot.
  const vocabulary = new Set<string>();
  const words = rows.flatMap((product) =>
    productSearchWords(product).map((found) => {
      vocabulary.add(found.word);
      return sql`(${product.id}, ${found.word}, ${Number(found.inTitleEn)}, ${Number(found.inTitleHe)}, ${Number(found.inText)})`;
    }),
  );
  for (const chunk of chunks(words)) {
    await sql`insert into catalog_search_words (product_id, word, in_title_en, in_title_he, in_text)
      values ${sql.join(chunk)}`.execute(db);
  }
  const terms = [...vocabulary].flatMap((word) =>
    searchIndexKeys(word).map((key) => sql`(${key}, ${word})`),
  );
  for (const chunk of chunks(terms)) {
    await sql`insert into catalog_search_terms (term_key, word) values ${sql.join(chunk)}`.execute(
      db,
    );
  }
}

/** Rows per insert: well under SQLite's and PostgreSQL's limits on bound values. */
function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_search_terms').execute();
  await db.schema.dropTable('catalog_search_words').execute();
}
