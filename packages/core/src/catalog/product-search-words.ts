// The words a product is found by, as the server stores them for search: every normalised word
// (searchWords) of its titles and short descriptions, once, with where it appears: in the title a
// visitor of each language sees (`inTitleEn`, `inTitleHe`: the English title when there is no
// Hebrew one; the overlay's keywords come from these) and in the texts. Ranking's titles
// (rankSearch's) are both titles: a word in either.
import { searchWords } from './search-ranking.ts';

export interface SearchableProduct {
  title: string;
  title_he: string | null;
  short_description: string;
  short_description_he: string | null;
}

export interface ProductSearchWord {
  word: string;
  inTitleEn: boolean;
  inTitleHe: boolean;
  inText: boolean;
}

export function productSearchWords(product: SearchableProduct): ProductSearchWord[] {
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
