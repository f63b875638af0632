// The design theme's colours as the frame's custom properties. The text on a button is whichever of
// white and near-black reads better on the owner's accent, so any accent keeps its label legible.
import { readableOn, type DesignTheme } from '@pinwheel/core';

export const DEFAULT_THEME = {
  background: '#ffffff',
  text: '#1f2937',
  accent: '#4338ca',
} as const;

const colour = (value: string | undefined, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;

/** The custom properties the stylesheet reads (`--pw-…`). */
export function themeProperties(theme: DesignTheme | undefined): Record<string, string> {
  const background = colour(theme?.background, DEFAULT_THEME.background);
  const accent = colour(theme?.accent, DEFAULT_THEME.accent);
  return {
    '--pw-background': background,
    '--pw-text': colour(theme?.text, DEFAULT_THEME.text),
    '--pw-accent': accent,
    '--pw-on-accent': readableOn(accent),
  };
}
