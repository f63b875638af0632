import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '@pinwheel/core';
import { DEFAULT_THEME, themeProperties } from './theme-colours.ts';

describe('theme colours', () => {
  it('keep the default text and button label at 4.5:1 or more', () => {
    expect(contrastRatio(DEFAULT_THEME.text, DEFAULT_THEME.background)).toBeGreaterThan(4.5);
    const onAccent = readableOn(DEFAULT_THEME.accent);
    expect(contrastRatio(onAccent, DEFAULT_THEME.accent)).toBeGreaterThan(4.5);
  });

  it('label a light accent in dark text and a dark accent in white', () => {
    expect(readableOn('#fde047')).toBe('#111827');
    expect(readableOn('#7f1d1d')).toBe('#ffffff');
  });

  it('fall back to the defaults for colours that are not #rrggbb', () => {
    expect(themeProperties({ accent: 'red', background: '#000000' })).toMatchObject({
      '--pw-accent': DEFAULT_THEME.accent,
      '--pw-background': '#000000',
    });
  });
});
