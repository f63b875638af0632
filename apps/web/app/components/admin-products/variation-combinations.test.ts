import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinationKey,
  combinationLabel,
  combinationsOf,
  mergeCombinations,
} from './variation-combinations.ts';

const color = { id: 'attr-color', name: 'Colour', options: ['Navy', 'Sand'] };
const size = { id: 'attr-size', name: 'Size', options: ['S', 'M', 'L'] };

describe('the variations generator', () => {
  it('makes every combination of the chosen terms, in their order', () => {
    const all = combinationsOf([color, size]);
    expect(all).toHaveLength(6);
    expect(all[0]).toEqual({ 'attr-color': 'Navy', 'attr-size': 'S' });
    expect(all[5]).toEqual({ 'attr-color': 'Sand', 'attr-size': 'L' });
    expect(combinationCount([color, size])).toBe(6);
    expect(combinationsOf([color, { ...size, options: [] }])).toHaveLength(2);
    expect(combinationsOf([])).toEqual([]);
    expect(combinationLabel([color, size], all[0]!)).toBe('Navy / S');
  });

  it('keys a combination whatever its attributes’ order or letter case', () => {
    expect(combinationKey({ b: 'M', a: 'navy' })).toBe(combinationKey({ a: 'Navy', b: 'M' }));
  });

  it('keeps rows still offered, adds the missing ones and answers the dropped apart', () => {
    const rows = [
      { options: { 'attr-color': 'Navy', 'attr-size': 'S' }, price: '10' },
      { options: { 'attr-color': 'Red', 'attr-size': 'S' }, price: '12' },
    ];
    const merged = mergeCombinations(rows, [color, { ...size, options: ['S'] }], (options) => ({
      options,
      price: '',
    }));
    expect(merged.rows).toEqual([
      { options: { 'attr-color': 'Navy', 'attr-size': 'S' }, price: '10' },
      { options: { 'attr-color': 'Sand', 'attr-size': 'S' }, price: '' },
    ]);
    expect(merged.dropped).toEqual([rows[1]]);
  });
});
