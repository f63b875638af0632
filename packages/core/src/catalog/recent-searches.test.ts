import { describe, expect, it } from 'vitest';
import { readRecentSearches, rememberSearch, shownRecentSearches } from './recent-searches.ts';

describe('recent searches', () => {
  it('keeps the newest first, moves a repeat to the front and keeps at most 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = rememberSearch(list, `search ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('search 12');
    expect(list.at(-1)).toBe('search 3');
    list = rememberSearch(list, '  SEARCH   7 ');
    expect(list[0]).toBe('SEARCH 7');
    expect(list.filter((item) => item.toLowerCase() === 'search 7')).toHaveLength(1);
    expect(list).toHaveLength(10);
  });

  it('shows the last 5 only', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(shownRecentSearches(list)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('ignores an empty search and cuts a huge one', () => {
    expect(rememberSearch(['mug'], '   ')).toEqual(['mug']);
    expect(rememberSearch([], 'x'.repeat(5000))[0]).toHaveLength(200);
  });

  it('reads whatever storage holds without failing', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches('not json')).toEqual([]);
    expect(readRecentSearches('{"a":1}')).toEqual([]);
    expect(readRecentSearches(JSON.stringify(['mug', 3, null, 'Mug', ' ', 'חולצה']))).toEqual([
      'mug',
      'חולצה',
    ]);
    expect(
      readRecentSearches(JSON.stringify(Array.from({ length: 30 }, (_, i) => `q${i}`))),
    ).toHaveLength(10);
  });
});
