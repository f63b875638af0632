// The SQL of the catalog's search index (migration 0017). Writes keep it in step with the
// products: a published product's words are rewritten whenever it is saved (a draft's are
// removed, so a search never has to look a product up to know it may show it), and each new word
// goes into the shop's vocabulary under its lookup keys (core's search-index-keys.ts). Words whose
// products are gone stay in the vocabulary: a lookup that finds one finds no product with it,
// which costs nothing. Reads are product-search.ts's lookups.
import {
  productSearchWords,
  searchIndexKeys,
  type Language,
  type SearchableProduct,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { htmlToText } from '../../schemas/owner-html.ts';

/** Rows per insert: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_INSERT = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    out.push(rows.slice(start, start + ROWS_PER_INSERT));
  }
  return out;
}

/** Rewrites one product's search words; the caller's transaction holds it with the product. */
export async function indexProductWords(
  db: Kysely<Database>,
  product: SearchableProduct & { id: string; status: string },
): Promise<void> {
  await db.deleteFrom('catalog_search_words').where('product_id', '=', product.id).execute();
  if (product.status !== 'published') return;
  // Short descriptions are owner HTML: their words, not their tags, are searched.
  const words = productSearchWords({
    ...product,
    short_description: htmlToText(product.short_description),
    short_description_he:
      product.short_description_he === null ? null : htmlToText(product.short_description_he),
  });
  for (const chunk of chunks(words)) {
    await db
      .insertInto('catalog_search_words')
      .values(
        chunk.map((found) => ({
          product_id: product.id,
          word: found.word,
          in_title_en: Number(found.inTitleEn),
          in_title_he: Number(found.inTitleHe),
          in_text: Number(found.inText),
        })),
      )
      .execute();
  }
  const terms = words.flatMap(({ word }) =>
    searchIndexKeys(word).map((term_key) => ({ term_key, word })),
  );
  for (const chunk of chunks(terms)) {
    await db
      .insertInto('catalog_search_terms')
      .values(chunk)
      .onConflict((oc) => oc.columns(['term_key', 'word']).doNothing())
      .execute();
  }
}

/** The vocabulary's words stored under any of these lookup keys. */
export async function wordsUnderKeys(db: Kysely<Database>, keys: readonly string[]) {
  const rows = await db
    .selectFrom('catalog_search_terms')
    .select('word')
    .distinct()
    .where('term_key', 'in', keys)
    .execute();
  return rows.map((row) => row.word);
}

/**
 * The index rows of these words, of the products holding a match for every group (one group per
 * query word: any of its matching words).
 */
export function postingsMatchingAll(
  db: Kysely<Database>,
  matched: ReadonlyArray<readonly string[]>,
) {
  let postings = db
    .selectFrom('catalog_search_words as w')
    .select(['w.product_id', 'w.word', 'w.in_title_en', 'w.in_title_he', 'w.in_text'])
    .where('w.word', 'in', [...new Set(matched.flat())]);
  // Several words: only products holding a match for each of them.
  if (matched.length > 1) {
    for (const words of matched) {
      postings = postings.where('w.product_id', 'in', (sub) =>
        sub.selectFrom('catalog_search_words').select('product_id').where('word', 'in', words),
      );
    }
  }
  return postings.execute();
}

/** Which of these words are in a published product's title as visitors of `lang` see it. */
export async function titleWordsAmong(
  db: Kysely<Database>,
  lang: Language,
  words: readonly string[],
) {
  const rows = await db
    .selectFrom('catalog_search_words')
    .select('word')
    .distinct()
    .where(lang === 'he' ? 'in_title_he' : 'in_title_en', '=', 1)
    .where('word', 'in', words)
    .execute();
  return rows.map((row) => row.word);
}
