import { describe, expect, it } from 'vitest';
import { isOn } from './wire-flag.ts';

describe('isOn', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['yes', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['no', false],
    ['', false],
    [undefined, false],
    [null, false],
    ['YES', false],
  ])('%j is on: %s', (flag, expected) => {
    expect(isOn(flag)).toBe(expected);
  });
});
