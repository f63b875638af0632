import { describe, expect, it } from 'vitest';
import { searchIndexKeys, searchLookupKeys } from './search-index-keys.ts';
import { searchWords, wordMatch } from './search-ranking.ts';

const shares = (queryWord: string, word: string) => {
  const stored = new Set(searchIndexKeys(word));
  return searchLookupKeys(queryWord).some((key) => stored.has(key));
};

describe('search index keys', () => {
  it('find every word a query word matches: the same, a beginning, one typo', () => {
    const vocabulary = searchWords(
      'linen lines lined sneakers sneaker canvas stoneware hoodie heavy cotton mug mugs ' +
        'חולצת חולצה פשתן מפיות brass pen penknife a 4 2024 supercalifragilisticexpialidocious',
    );
    const queries = [
      ...vocabulary,
      ...searchWords('lin sneakrs snaekers sneakerss hoddie stonwear חולצ פשתנ cott pe p 20'),
      'supercalifragilistic',
    ];
    for (const queryWord of queries) {
      for (const word of vocabulary) {
        if (wordMatch(queryWord, word) > 0)
          expect(shares(queryWord, word), `${queryWord} → ${word}`).toBe(true);
      }
    }
  });

  it('leave out words that share nothing', () => {
    expect(shares('mug', 'linen')).toBe(false);
    expect(shares('sneakrs', 'canvas')).toBe(false);
    expect(shares('a', 'apron')).toBe(true); // a beginning: wordMatch then refuses it
    expect(wordMatch('a', 'apron')).toBe(0);
  });
});

describe('three-letter slips (issue 26: "mgu", "wol")', () => {
  it('matches a swap or a letter left out, never a wrong letter, and the keys find them', () => {
    expect(wordMatch('mgu', 'mug')).toBe(1);
    expect(wordMatch('wol', 'wool')).toBe(1);
    expect(wordMatch('mug', 'mud')).toBe(0);
    expect(wordMatch('mug', 'mu')).toBe(0);
    expect(wordMatch('mgu', 'mugs')).toBe(0);
    for (const [typed, word] of [
      ['mgu', 'mug'],
      ['wol', 'wool'],
    ] as const) {
      const stored = new Set(searchIndexKeys(word));
      expect(searchLookupKeys(typed).some((key) => stored.has(key))).toBe(true);
    }
  });
});
