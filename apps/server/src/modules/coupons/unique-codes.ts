// Single-use codes drawn from a coupon's pattern: every X becomes a random character from an
// alphabet without look-alikes (no 0/O, 1/I/L), so a code read off a screen is typed right.
import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A pattern's X's: enough for codes that cannot be guessed one by one (31^6 ≈ 887 million). */
export const MIN_PATTERN_XS = 6;
export const uniqueCodePatternRule = /^[A-Z0-9-]{0,40}$/;

/** The pattern a coupon without one issues from: its code and six random characters. */
export function defaultPattern(code: string): string {
  return `${code.trim().toUpperCase()}-XXXXXX`;
}

export function patternXs(pattern: string): number {
  return [...pattern].filter((char) => char === 'X').length;
}

export function drawCode(pattern: string): string {
  return pattern.replace(/X/g, () => alphabet[randomInt(alphabet.length)]!);
}
