import { describe, expect, it } from 'vitest';
import { rankSearch, withinOneEdit } from './search-ranking.ts';

const docs = [
  { id: 'shirt', titles: ['Linen Shirt', 'חולצת פשתן'], texts: ['Washed linen, cut loose.'] },
  { id: 'napkins', titles: ['Linen Napkins', 'מפיות פשתן'], texts: ['Soft linen for every day.'] },
  { id: 'mug', titles: ['Stoneware Mug', 'ספל חרס'], texts: ['Pairs well with linen napkins.'] },
  { id: 'hoodie', titles: ['Heavy Cotton Hoodie', 'קפוצ׳ון כותנה'], texts: ['Organic cotton.'] },
];

describe('search relevance', () => {
  it('ranks title matches above text matches, and needs every word', () => {
    expect(rankSearch('linen', docs).map((r) => r.id)).toEqual(['napkins', 'shirt', 'mug']);
    expect(rankSearch('linen shirt', docs).map((r) => r.id)).toEqual(['shirt']);
  });
  it('tolerates one typo, not two', () => {
    expect(rankSearch('hoddie', docs).map((r) => r.id)).toEqual(['hoodie']);
    expect(rankSearch('stonwear', docs)).toEqual([]);
    expect(withinOneEdit('linen', 'lnein')).toBe(false);
    expect(withinOneEdit('linen', 'lienn')).toBe(true);
  });
  it('matches Hebrew, with or without vowel points, and prefixes', () => {
    expect(rankSearch('פשתן', docs).map((r) => r.id)).toEqual(['napkins', 'shirt']);
    expect(rankSearch('פִּשְׁתָּן', docs).map((r) => r.id)).toEqual(['napkins', 'shirt']);
    expect(rankSearch('cott', docs).map((r) => r.id)).toEqual(['hoodie']);
  });
  it('answers nothing for markup or a huge query, without failing', () => {
    expect(rankSearch('<script>', docs)).toEqual([]);
    expect(rankSearch('a'.repeat(5000), docs)).toEqual([]);
    expect(rankSearch('   ', docs)).toEqual([]);
  });
});
