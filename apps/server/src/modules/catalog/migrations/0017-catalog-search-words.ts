// The catalog's search index (modules/catalog/search-index-repo.ts): each product's normalised words
// with where they appear, and the shop's vocabulary under the keys a query word looks words up by
// (core's search-index-keys.ts), so a search reads the few products that can match instead of
// every product. Published products already in the database are indexed here.
//
// The words and keys are made by a frozen copy of core's rules as they were when this shipped
// (below): a migration must do the same thing on every database it ever runs on, and the live
// search code goes on changing. A later change to how words are cut or keyed reindexes in a
// migration of its own.
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

  const { rows } = await sql<
    SearchableProduct & { id: string }
  >`select id, title, title_he, short_description, short_description_he from catalog_products where status = 'published'`.execute(
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

// --- Frozen: core's catalog/search-ranking.ts (searchWords), catalog/product-search-words.ts and
// catalog/search-index-keys.ts (searchIndexKeys) as of this migration. Never edit these.

interface SearchableProduct {
  title: string;
  title_he: string | null;
  short_description: string;
  short_description_he: string | null;
}

function searchWords(text: string): string[] {
  return text
    .slice(0, 20_000)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0591-\u05C7]/g, '') // Hebrew vowel points and cantillation
    .replace(/[\u0300-\u036f]/g, '') // Latin accents
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function productSearchWords(product: SearchableProduct) {
  const english = new Set(searchWords(product.title));
  const hebrew = new Set(searchWords(product.title_he ?? ''));
  const shownInHebrew = product.title_he ? hebrew : english;
  const text = new Set([
    ...searchWords(product.short_description),
    ...searchWords(product.short_description_he ?? ''),
  ]);
  const all = new Set([...english, ...hebrew, ...text]);
  return [...all].map((word) => ({
    word,
    inTitleEn: english.has(word),
    inTitleHe: shownInHebrew.has(word),
    inText: text.has(word),
  }));
}

const PREFIX_KEY_LENGTH = 16;
const TYPO_WORD_LENGTH = 24;

function searchIndexKeys(word: string): string[] {
  const keys = new Set<string>();
  for (let length = 1; length <= Math.min(word.length, PREFIX_KEY_LENGTH); length++) {
    keys.add(`p:${word.slice(0, length)}`);
  }
  if (word.length >= 3 && word.length <= TYPO_WORD_LENGTH) {
    keys.add(`t:${word}`);
    for (let index = 0; index < word.length; index++) {
      keys.add(`t:${word.slice(0, index) + word.slice(index + 1)}`);
    }
  }
  return [...keys];
}
