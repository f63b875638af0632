// Search relevance for the shop's own search: words are matched case-insensitively in any script
// (Hebrew included, its vowel points ignored); a word in the title counts more than one in the
// text; a prefix counts (while typing); one typo — a letter missing, extra, wrong or two swapped —
// is tolerated in words of four letters or more. Pure, so the server ranks and tests read it.
export interface SearchDocument {
  id: string;
  /** Every title the document has (English and Hebrew). */
  titles: string[];
  /** Descriptions, excerpts: weaker evidence. */
  texts: string[];
}

/** At most this many query words count; the query's length is cut to this many characters. */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_MAX_LENGTH = 200;

export function searchWords(text: string): string[] {
  return text
    .slice(0, 20_000)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0591-\u05C7]/g, '') // Hebrew vowel points and cantillation
    .replace(/[\u0300-\u036f]/g, '') // Latin accents
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when a and b differ by at most one edit (Damerau: a swap of neighbours is one edit). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * A slip of the fingers in a three-letter word: two neighbouring letters swapped ("mgu" for
 * "mug") or one letter left out ("wol" for "wool"). A wrong or extra letter is not counted at
 * this length: "mug" would then find "mud", "rug" and "hug" too.
 */
export function isShortWordSlip(queryWord: string, word: string): boolean {
  if (word.length === queryWord.length) {
    return word !== queryWord && withinOneEdit(queryWord, word) && sameLetters(queryWord, word);
  }
  return word.length === queryWord.length + 1 && withinOneEdit(queryWord, word);
}

function sameLetters(a: string, b: string): boolean {
  return [...a].sort().join('') === [...b].sort().join('');
}

/**
 * How well one word of a document answers one query word: 3 the same word, 2 a word it begins
 * (from two letters typed), 1 one typo away (from four letters typed; from three, a swap or a
 * letter left out), 0 not at all.
 */
export function wordMatch(queryWord: string, word: string): number {
  if (word === queryWord) return 3;
  if (queryWord.length >= 2 && word.startsWith(queryWord)) return 2;
  if (queryWord.length >= 4 && withinOneEdit(queryWord, word)) return 1;
  if (queryWord.length === 3 && isShortWordSlip(queryWord, word)) return 1;
  return 0;
}

function wordScore(queryWord: string, words: Iterable<string>): number {
  let best = 0;
  for (const word of words) {
    best = Math.max(best, wordMatch(queryWord, word));
    if (best === 3) return 3;
  }
  return best;
}

/** The words a query searches for: distinct, at most SEARCH_MAX_WORDS of them. */
export function searchQueryWords(query: string): string[] {
  return [...new Set(searchWords(query.slice(0, SEARCH_MAX_LENGTH)))].slice(0, SEARCH_MAX_WORDS);
}

/** A document already cut into its normalised words (searchWords), as the server stores them. */
export interface SearchWordDocument {
  id: string;
  titleWords: Iterable<string>;
  textWords: Iterable<string>;
}

/** The documents matching every query word, best first, with their scores. */
export function rankSearchWords(
  queryWords: readonly string[],
  documents: Iterable<SearchWordDocument>,
) {
  if (queryWords.length === 0) return [];
  const results: Array<{ id: string; score: number }> = [];
  for (const doc of documents) {
    let score = 0;
    let all = true;
    for (const queryWord of queryWords) {
      const inTitle = wordScore(queryWord, doc.titleWords);
      const inText = wordScore(queryWord, doc.textWords);
      if (!inTitle && !inText) {
        all = false;
        break;
      }
      score += inTitle * 3 + inText;
    }
    if (all) results.push({ id: doc.id, score });
  }
  return results.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** The documents matching every query word, best first, with their scores. */
export function rankSearch(query: string, documents: readonly SearchDocument[]) {
  const queryWords = searchQueryWords(query);
  if (queryWords.length === 0) return [];
  return rankSearchWords(
    queryWords,
    documents.map((doc) => ({
      id: doc.id,
      titleWords: doc.titles.flatMap(searchWords),
      textWords: doc.texts.flatMap(searchWords),
    })),
  );
}
