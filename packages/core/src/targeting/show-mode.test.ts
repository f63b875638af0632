import { describe, expect, it } from 'vitest';
import { applyShowMode, parseShowMode } from './show-mode.ts';

describe('show mode', () => {
  it.each([
    ['show', 'show'],
    [' DONT_SHOW ', 'dont_show'],
    ['hide', null],
    ['dont show', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseShowMode(text)).toBe(expected);
  });

  it.each([
    ['show', true, true],
    ['show', false, false],
    ['dont_show', true, false],
    ['dont_show', false, true],
  ] as const)('%s with condition %s passes: %s', (mode, holds, expected) => {
    expect(applyShowMode(mode, holds)).toBe(expected);
  });
});
