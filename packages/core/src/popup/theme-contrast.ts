// Contrast of a design theme's colours (WCAG 2 relative luminance), shared by the renderer, which
// picks a button label's colour by it, and by whoever checks a theme (the demo's test, later the
// owner dashboard's warning).

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** From 1 (the same colour) to 21 (black on white); body text wants 4.5 or more. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const ON_DARK = '#ffffff';
export const ON_LIGHT = '#111827';

/** White or near-black, whichever contrasts more with the colour (a button's label on its accent). */
export function readableOn(hex: string): string {
  return contrastRatio(hex, ON_DARK) >= contrastRatio(hex, ON_LIGHT) ? ON_DARK : ON_LIGHT;
}
