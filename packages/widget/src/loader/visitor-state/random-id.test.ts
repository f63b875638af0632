// The loader's own random ids keep core's shape: the length asked for, letters 0-9 and a-z.
import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.ts';

describe('randomId', () => {
  it('makes ids of the length asked for from 0-9 and a-z, different each time', () => {
    const ids = Array.from({ length: 200 }, () => randomId(16));
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every letter of the alphabet turns up: nothing is lost in the byte-to-letter step.
    expect(new Set(ids.join('')).size).toBe(36);
  });
});
