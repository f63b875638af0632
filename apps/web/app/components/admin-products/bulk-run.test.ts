import { describe, expect, it } from 'vitest';
import { runEach } from './bulk-run.ts';

describe('a bulk action’s run', () => {
  it('works through every item, counting each, and names the ones refused', async () => {
    const seen: number[] = [];
    const outcome = await runEach(
      [1, 2, 3, 4, 5],
      async (n) => {
        if (n === 3) throw new Error('refused');
      },
      (finished) => seen.push(finished),
    );
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(outcome.done.sort()).toEqual([1, 2, 4, 5]);
    expect(outcome.failed.map((f) => f.item)).toEqual([3]);
  });
});
