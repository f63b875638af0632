// Old-format popups (spec §9): a format numbered past its type's limit, the limits being the
// spec's formats per type (bside 9, browsing 3, lightbox 22, sside 19, social 8, bar 17, fullpage
// 12, mobile 17, embedded 7, gamified 3).
import { describe, expect, it } from 'vitest';
import { isOldFormat, POPUP_FORMAT_COUNTS, typeHasFormat } from './constants.ts';

describe('isOldFormat', () => {
  it('is false up to each type’s limit and true just past it', () => {
    for (const [type, limit] of Object.entries(POPUP_FORMAT_COUNTS)) {
      expect(isOldFormat(type, 'format_1'), `${type} format_1`).toBe(false);
      expect(isOldFormat(type, `format_${limit}`), `${type} format_${limit}`).toBe(false);
      expect(isOldFormat(type, `format_${limit + 1}`), `${type} format_${limit + 1}`).toBe(true);
    }
    // One type's old format is another's current one.
    expect(isOldFormat('gamified', 'format_4')).toBe(true);
    expect(isOldFormat('lightbox', 'format_4')).toBe(false);
    expect(isOldFormat('lightbox', 'format_23')).toBe(true);
  });

  it('is the other side of the formats a type has, for every numbered format', () => {
    for (const type of Object.keys(POPUP_FORMAT_COUNTS)) {
      for (let n = 1; n <= 30; n++) {
        expect(isOldFormat(type, `format_${n}`)).toBe(!typeHasFormat(type, `format_${n}`));
      }
    }
  });

  it('has none for a type without a limit, nor for what is not a numbered format', () => {
    expect(isOldFormat('content', 'format_99')).toBe(false);
    expect(isOldFormat('lightbox', 'format_0')).toBe(false);
    expect(isOldFormat('lightbox', 'classic')).toBe(false);
    expect(isOldFormat('lightbox', 'format_1234')).toBe(false);
  });
});
