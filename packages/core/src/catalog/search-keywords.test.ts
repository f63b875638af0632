import { describe, expect, it } from 'vitest';
import { suggestKeywords } from './search-keywords.ts';

const vocabulary = [
  'Linen Shirt',
  'Linen Napkins',
  'Canvas Sneakers',
  'Canvas Tote',
  'חולצת פשתן',
  'Lines',
];

describe('keyword suggestions', () => {
  it('completes the last word typed from the shop’s words, shortest first', () => {
    expect(suggestKeywords('lin', vocabulary)).toEqual(['linen', 'lines']);
    expect(suggestKeywords('white can', vocabulary)).toEqual(['white canvas']);
  });

  it('tolerates one typo in longer words, in Hebrew too', () => {
    expect(suggestKeywords('sneakrs', vocabulary)).toEqual(['sneakers']);
    expect(suggestKeywords('חולצ', vocabulary)).toEqual(['חולצת']);
  });

  it('offers nothing for nothing, and never the word already typed', () => {
    expect(suggestKeywords('', vocabulary)).toEqual([]);
    expect(suggestKeywords('<script>', vocabulary)).toEqual([]);
    expect(suggestKeywords('linen', vocabulary)).toEqual(['lines']);
  });
});
