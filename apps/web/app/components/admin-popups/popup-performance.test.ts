import { describe, expect, it } from 'vitest';
import { periodRange } from './popup-performance.ts';

describe('the popups list’s period', () => {
  const now = new Date(2026, 10, 27, 12, 0, 5, 300);

  it('ends after the current second, so what happened in it is counted', () => {
    const { before } = periodRange('7', now);
    expect(Date.parse(before)).toBe(new Date(2026, 10, 27, 12, 0, 6).getTime());
    // A lead taken 100 ms before the list opened is inside the period.
    expect(Date.parse(before)).toBeGreaterThan(now.getTime() - 100);
  });

  it('starts at the owner’s midnight N − 1 days back, on the month’s first, or in 2000', () => {
    expect(Date.parse(periodRange('7', now).after)).toBe(new Date(2026, 10, 21).getTime());
    expect(Date.parse(periodRange('month', now).after)).toBe(new Date(2026, 10, 1).getTime());
    expect(Date.parse(periodRange('all', now).after)).toBe(new Date(2000, 0, 1).getTime());
  });
});
