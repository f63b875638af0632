// The A/B statistics against values worked out by hand or published.
import { describe, expect, it } from 'vitest';
import { chanceToBeat, logGamma, wilsonInterval } from './ab-statistics.ts';

describe('the Wilson score interval', () => {
  it('gives the published 95% interval for 10 conversions in 100 views', () => {
    const interval = wilsonInterval({ views: 100, conversions: 10 })!;
    expect(interval.low).toBeCloseTo(0.0552, 4);
    expect(interval.high).toBeCloseTo(0.1744, 4);
  });

  it('stays inside 0–100% with no conversions or all of them, and is absent without views', () => {
    expect(wilsonInterval({ views: 20, conversions: 0 })).toEqual({
      low: 0,
      high: expect.closeTo(0.1611, 4),
    });
    expect(wilsonInterval({ views: 20, conversions: 20 })!.high).toBe(1);
    expect(wilsonInterval({ views: 0, conversions: 0 })).toBeNull();
  });
});

describe('the chance to beat the control', () => {
  it('is a half for the same figures, and for no figures at all', () => {
    expect(chanceToBeat({ views: 0, conversions: 0 }, { views: 0, conversions: 0 })).toBeCloseTo(
      0.5,
      12,
    );
    const same = { views: 1000, conversions: 100 };
    expect(chanceToBeat(same, same)).toBeCloseTo(0.5, 10);
  });

  it('matches the integrals worked by hand for one view', () => {
    // Control Beta(1,1), variant Beta(2,1): ∫ 2x · x dx = 2/3.
    expect(chanceToBeat({ views: 0, conversions: 0 }, { views: 1, conversions: 1 })).toBeCloseTo(
      2 / 3,
      12,
    );
    // Control Beta(1,2), variant Beta(2,1): ∫ 2x · (1 − (1 − x)²) dx = 5/6.
    expect(chanceToBeat({ views: 1, conversions: 0 }, { views: 1, conversions: 1 })).toBeCloseTo(
      5 / 6,
      12,
    );
    // And the other way round.
    expect(chanceToBeat({ views: 1, conversions: 1 }, { views: 1, conversions: 0 })).toBeCloseTo(
      1 / 6,
      12,
    );
  });

  it('agrees with the normal approximation when the counts are large', () => {
    // 10% against 13% of 1,000 views: z = 0.03 / √(0.09/1000 + 0.1131/1000) ≈ 2.105 → 98.2%.
    const chance = chanceToBeat(
      { views: 1000, conversions: 100 },
      { views: 1000, conversions: 130 },
    );
    expect(chance).toBeGreaterThan(0.979);
    expect(chance).toBeLessThan(0.985);
    // Past the exact sum's reach the approximation answers, and the same way.
    const big = chanceToBeat(
      { views: 4_000_000, conversions: 200_000 },
      { views: 4_000_000, conversions: 201_000 },
    );
    expect(big).toBeGreaterThan(0.94);
    expect(big).toBeLessThan(0.96);
  });

  it('rests on a log-gamma accurate to many digits', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 8); // ln 100!
  });
});
