import { describe, expect, it } from 'vitest';
import { abTestOf, chooseVariant, keepChosenVariants, variantGroups } from './ab-variant.ts';

const variants = ['original00001', 'variantb00001', 'variantc00001'];
const visitors = Array.from({ length: 30_000 }, (_, i) => `visitor-${i}`);

describe('chooseVariant', () => {
  it('always gives a visitor the same variant, whatever the list order', () => {
    for (const visitor of visitors.slice(0, 200)) {
      const first = chooseVariant(variants, visitor, 'original00001');
      expect(chooseVariant([...variants].reverse(), visitor, 'original00001')).toBe(first);
      expect(chooseVariant(variants, visitor, 'original00001')).toBe(first);
    }
  });

  it('splits visitors evenly', () => {
    const counts = new Map<string, number>();
    for (const visitor of visitors) {
      const chosen = chooseVariant(variants, visitor, 'original00001');
      counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...variants].sort());
    // 10 000 each expected; the standard deviation is about 82.
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('splits two tests independently', () => {
    const sameIds = ['a', 'b'];
    const agree = visitors
      .slice(0, 2000)
      .filter(
        (v) => chooseVariant(sameIds, v, 'test-one') === chooseVariant(sameIds, v, 'test-two'),
      );
    expect(agree.length).toBeGreaterThan(850);
    expect(agree.length).toBeLessThan(1150);
  });

  it('moves only the visitors of a removed variant', () => {
    const before = visitors.slice(0, 3000).map((v) => chooseVariant(variants, v, 'p'));
    const after = visitors.slice(0, 3000).map((v) => chooseVariant(variants.slice(0, 2), v, 'p'));
    before.forEach((chosen, i) => {
      if (chosen !== 'variantc00001') expect(after[i]).toBe(chosen);
    });
  });

  it('returns the only variant, and refuses none', () => {
    expect(chooseVariant(['solo'], 'anyone')).toBe('solo');
    expect(() => chooseVariant([], 'anyone')).toThrow(RangeError);
  });
});

describe('keepChosenVariants', () => {
  const original = { poptin_id: 'original00001', ab_test: true, ab_test_parent_id: null };
  const variantB = {
    poptin_id: 'variantb00001',
    ab_test: true,
    ab_test_parent_id: 'original00001',
  };
  const plain = { poptin_id: 'plainpopup001' };

  it.each([
    [original, 'original00001'],
    [variantB, 'original00001'],
    [plain, null],
    [{ poptin_id: 'x', ab_test: 'no' as const }, null],
  ])('%j belongs to test %s', (popup, test) => {
    expect(abTestOf(popup)).toBe(test);
  });

  it('keeps every untested popup and exactly one variant per test, the chosen one', () => {
    const shown = new Set<string>();
    for (const visitor of visitors.slice(0, 50)) {
      const kept = keepChosenVariants([plain, original, variantB], visitor).map((p) => p.poptin_id);
      const chosen = chooseVariant(['original00001', 'variantb00001'], visitor, 'original00001');
      expect(kept).toEqual(['plainpopup001', chosen]);
      shown.add(chosen);
    }
    expect(shown.size).toBe(2);
  });

  it('groups the variants of each test once, for callers that split the same popups often', () => {
    const groups = variantGroups([plain, original, variantB]);
    expect([...groups]).toEqual([['original00001', ['original00001', 'variantb00001']]]);
    for (const visitor of visitors.slice(0, 20)) {
      expect(keepChosenVariants([plain, original, variantB], visitor, groups)).toEqual(
        keepChosenVariants([plain, original, variantB], visitor),
      );
    }
  });
});
