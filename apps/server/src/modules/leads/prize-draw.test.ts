// The weighted draw itself, over many draws from a seeded generator: each prize comes up about as
// often as its chances say, a prize without chance never, and no chances at all draw nothing.
import { describe, expect, it } from 'vitest';
import { drawPrize } from './prize-draw.ts';

/** mulberry32: a small seeded generator, so the counts below are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('drawPrize', () => {
  it('draws each prize about as often as its chances', () => {
    const prizes = [
      { id: 'ten', chances: 30 },
      { id: 'ship', chances: 30 },
      { id: 'twenty', chances: 10 },
      { id: 'none', chances: 30 },
      { id: 'never', chances: 0 },
    ];
    const random = seeded(24);
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let n = 0; n < draws; n++) {
      const prize = drawPrize(prizes, random)!;
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    for (const prize of prizes) {
      const share = (counts.get(prize.id) ?? 0) / draws;
      expect(Math.abs(share - prize.chances / 100), prize.id).toBeLessThan(0.015);
    }
    expect(counts.has('never')).toBe(false);
  });

  it('weighs chances that do not add up to 100 against each other', () => {
    const prizes = [{ chances: 1 }, { chances: 3 }];
    expect(drawPrize(prizes, () => 0.24)).toBe(prizes[0]);
    expect(drawPrize(prizes, () => 0.26)).toBe(prizes[1]);
    expect(drawPrize(prizes, () => 0.999_999)).toBe(prizes[1]);
  });

  it('draws nothing when no prize has a chance', () => {
    expect(drawPrize([{ chances: 0 }], () => 0.5)).toBeNull();
    expect(drawPrize([], () => 0.5)).toBeNull();
  });
});
