import { describe, expect, it } from 'vitest';
import { steppedQuantity } from './quantity-input.tsx';

describe('quantity steps (spec §5)', () => {
  it('raises by the step up to the maximum', () => {
    expect(steppedQuantity(1, 1, {})).toBe(2);
    expect(steppedQuantity(4, 1, { step: 2, max: 5 })).toBe(5);
  });
  it('lowers by the step down to the minimum, never below zero', () => {
    expect(steppedQuantity(3, -1, { min: 1 })).toBe(2);
    expect(steppedQuantity(1, -1, { min: 1 })).toBe(1);
    expect(steppedQuantity(1, -1, {})).toBe(0);
    expect(steppedQuantity(0, -1, {})).toBe(0);
    expect(steppedQuantity(-3, -1, { min: -10 })).toBe(-3);
  });
});
