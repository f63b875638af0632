// The keys a shop's word vocabulary is looked up by, so a database index finds every word a query
// word could match (search-ranking.ts's wordMatch) without reading the whole catalog: a word is
// stored under each of its beginnings (`p:` keys: the same word and the words it begins) and, for
// typos, under itself and each spelling with one letter left out (`t:` keys). Two words are one
// typo apart (a letter missing, extra, wrong or two swapped) only if they share such a spelling,
// so looking up the query word's own `t:` keys finds them all; a few words two edits apart come
// along too, and wordMatch sorts them out. Pure: the server stores and queries the keys.

/** Beginnings longer than this are not stored; a longer query word looks up this much of itself. */
export const SEARCH_PREFIX_KEY_LENGTH = 16;
/** A typo is looked for only between words at most this long; longer ones match by beginning. */
export const SEARCH_TYPO_WORD_LENGTH = 24;

// Letters are counted as wordMatch's withinOneEdit counts them (UTF-16 units), so both agree on
// what one letter is.
function withoutOneLetter(word: string): string[] {
  return Array.from(
    { length: word.length },
    (_, index) => word.slice(0, index) + word.slice(index + 1),
  );
}

/** The keys one word of the shop's vocabulary is stored under. */
export function searchIndexKeys(word: string): string[] {
  const keys = new Set<string>();
  for (let length = 1; length <= Math.min(word.length, SEARCH_PREFIX_KEY_LENGTH); length++) {
    keys.add(`p:${word.slice(0, length)}`);
  }
  // A typo counts from four letters typed, so against words of three letters or more.
  if (word.length >= 3 && word.length <= SEARCH_TYPO_WORD_LENGTH) {
    keys.add(`t:${word}`);
    for (const shorter of withoutOneLetter(word)) keys.add(`t:${shorter}`);
  }
  return [...keys];
}

/** The keys to look up for one query word: every stored word it could match shares one. */
export function searchLookupKeys(queryWord: string): string[] {
  const keys = new Set([`p:${queryWord.slice(0, SEARCH_PREFIX_KEY_LENGTH)}`]);
  // From three letters: a three-letter word's slips (a swap, a letter left out) share these keys.
  if (queryWord.length >= 3 && queryWord.length <= SEARCH_TYPO_WORD_LENGTH) {
    keys.add(`t:${queryWord}`);
    for (const shorter of withoutOneLetter(queryWord)) keys.add(`t:${shorter}`);
  }
  return [...keys];
}
