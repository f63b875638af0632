import { describe, expect, it } from 'vitest';
import { countdownSeconds } from './design-document.ts';

describe("a countdown's length", () => {
  it('reads the timerTime@minutes|seconds form', () => {
    expect(countdownSeconds('timerTime@15|00')).toBe(900);
    expect(countdownSeconds('timerTime@0|45')).toBe(45);
    expect(countdownSeconds(' timerTime@2|5 ')).toBe(125);
  });

  it('has none for the date form, nonsense or nothing', () => {
    expect(countdownSeconds('2026-12-01|10:00|+2')).toBeNull();
    expect(countdownSeconds('timerTime@a|b')).toBeNull();
    expect(countdownSeconds(undefined)).toBeNull();
  });
});
