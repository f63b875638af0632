import { describe, expect, it } from 'vitest';
import { formatShareCount } from './share-count.ts';

describe('share counts as the buttons show them', () => {
  it('shows the number below 1000, nK+ up to 9999, then 10K+', () => {
    expect(formatShareCount(0)).toBe('0');
    expect(formatShareCount(7)).toBe('7');
    expect(formatShareCount(999)).toBe('999');
    expect(formatShareCount(1000)).toBe('1K+');
    expect(formatShareCount(1999)).toBe('1K+');
    expect(formatShareCount(9999)).toBe('9K+');
    expect(formatShareCount(10000)).toBe('10K+');
    expect(formatShareCount(2_500_000)).toBe('10K+');
  });

  it('never shows a negative or fractional count', () => {
    expect(formatShareCount(-3)).toBe('0');
    expect(formatShareCount(12.7)).toBe('12');
  });
});
