// The shop's product search on the search index (search-index-repo.ts) instead of every product: the
// query's words are looked up in the vocabulary by their keys (core's search-index-keys.ts), the
// words they match are kept (core's wordMatch: the same word, a beginning, one typo), and only the
// published products holding a match for every query word are read and ranked, by core's
// rankSearchWords: the same order rankSearch gives when it reads the whole catalog.
import {
  rankSearchWords,
  searchLookupKeys,
  searchQueryWords,
  searchWords,
  wordMatch,
  type Language,
  type SearchWordDocument,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './search-index-repo.ts';

type Db = Kysely<Database>;

/**
 * At most this many of the shop's words stand for one query word, the best matches first (the
 * same word, then the shortest it begins, then typos): "ca" may begin hundreds of words, and a
 * product found only through the 201st is not one a shopper typing two letters is looking for.
 */
const WORDS_PER_QUERY_WORD = 200;

/** Every vocabulary word sharing a lookup key with one of these query words. */
async function vocabularyFor(db: Db, queryWords: readonly string[]): Promise<string[]> {
  const keys = [...new Set(queryWords.flatMap(searchLookupKeys))];
  if (keys.length === 0) return [];
  return repo.wordsUnderKeys(db, keys);
}

/** The vocabulary's words matching one query word, best first, at most WORDS_PER_QUERY_WORD. */
function bestMatches(
  queryWord: string,
  vocabulary: readonly string[],
  match: (queryWord: string, word: string) => number = wordMatch,
): string[] {
  return vocabulary
    .map((word) => ({ word, match: match(queryWord, word) }))
    .filter(({ match }) => match > 0)
    .sort(
      (a, b) => b.match - a.match || a.word.length - b.word.length || (a.word < b.word ? -1 : 1),
    )
    .slice(0, WORDS_PER_QUERY_WORD)
    .map(({ word }) => word);
}

/** Published products' ids matching every word of the query, most relevant first. */
export async function rankedProductIds(db: Db, query: string, limit: number): Promise<string[]> {
  const queryWords = searchQueryWords(query);
  if (queryWords.length === 0) return [];
  const vocabulary = await vocabularyFor(db, queryWords);
  const matched = queryWords.map((queryWord) => bestMatches(queryWord, vocabulary));
  if (matched.some((words) => words.length === 0)) return [];

  // Only published products have words in the index (search-index-repo.ts).
  const postings = await repo.postingsMatchingAll(db, matched);
  const documents = new Map<
    string,
    SearchWordDocument & { titleWords: string[]; textWords: string[] }
  >();
  for (const row of postings) {
    let doc = documents.get(row.product_id);
    if (!doc) {
      doc = { id: row.product_id, titleWords: [], textWords: [] };
      documents.set(row.product_id, doc);
    }
    if (row.in_title_en || row.in_title_he) doc.titleWords.push(row.word);
    if (row.in_text) doc.textWords.push(row.word);
  }
  return rankSearchWords(queryWords, documents.values())
    .slice(0, limit)
    .map((result) => result.id);
}

/**
 * Words of published products' titles, as visitors of this language see them, that the query's
 * last word could grow into or be a typo of: the product part of the overlay's keyword vocabulary
 * (core's suggestKeywords picks among them).
 */
export async function titleWordsLike(db: Db, lang: Language, query: string): Promise<string[]> {
  const last = searchWords(query).at(-1);
  if (!last) return [];
  // A keyword completes even one letter (suggestKeywords), where ranking wants two.
  const words = bestMatches(last, await vocabularyFor(db, [last]), (typed, word) =>
    word.startsWith(typed) ? 2 : wordMatch(typed, word),
  );
  if (words.length === 0) return [];
  return repo.titleWordsAmong(db, lang, words);
}
