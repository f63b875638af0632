// Keywords the overlay offers while a visitor types (spec popup-widget §7 "keywords"): words of
// the shop's own vocabulary (product titles, category and swatch names) that complete the last
// word typed or are one typo away from it, so "lin" offers "linen" and "sneakrs" offers
// "sneakers". Pure; the server hands it the vocabulary in the visitor's language.
import { searchWords, withinOneEdit } from './search-ranking.ts';

/** How many keywords a search answers at most. */
export const SEARCH_KEYWORDS_SHOWN = 6;

export function suggestKeywords(
  query: string,
  vocabulary: readonly string[],
  limit = SEARCH_KEYWORDS_SHOWN,
): string[] {
  const typed = searchWords(query);
  const last = typed.at(-1);
  if (!last) return [];
  const before = typed.slice(0, -1).join(' ');
  const scored = new Map<string, number>();
  for (const word of new Set(vocabulary.flatMap(searchWords))) {
    if (word === last || word.length < 3) continue;
    const score = word.startsWith(last) ? 2 : last.length >= 4 && withinOneEdit(last, word) ? 1 : 0;
    if (score) scored.set(word, score);
  }
  return [...scored]
    .sort(
      ([a, scoreA], [b, scoreB]) => scoreB - scoreA || a.length - b.length || a.localeCompare(b),
    )
    .slice(0, limit)
    .map(([word]) => (before ? `${before} ${word}` : word));
}
