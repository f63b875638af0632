// Ids from the pooled generator: the right length and alphabet, and no repeats across pool refills.
import { describe, expect, it } from 'vitest';
import { randomId } from './ids.ts';

describe('randomId', () => {
  it('makes ids of the asked length from the lower-case alphabet, none repeated', () => {
    const ids = new Set<string>();
    // 20,000 ids of 20 bytes: the 4 KB pool is refilled about a hundred times.
    for (let i = 0; i < 20_000; i++) {
      const id = randomId(20);
      expect(id).toMatch(/^[0-9a-z]{20}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(20_000);
    expect(randomId(5000)).toHaveLength(5000);
  });
});
