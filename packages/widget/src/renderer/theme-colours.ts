// The design theme's colours as the frame's custom properties. The text on a button is whichever of
// white and near-black reads better on the owner's accent, so any accent keeps its label legible.
import type { DesignTheme } from '@pinwheel/core';

export const DEFAULT_THEME = {
  background: '#ffffff',
  text: '#1f2937',
  accent: '#4338ca',
} as const;

const DARK = '#111827';
const LIGHT = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** White or near-black, whichever contrasts more with the colour. */
export function readableOn(hex: string): string {
  return contrastRatio(hex, LIGHT) >= contrastRatio(hex, DARK) ? LIGHT : DARK;
}

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
