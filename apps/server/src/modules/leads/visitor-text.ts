// Visitor text in a conversion is stored as text, whatever it holds (issue 13 "Bad input"): a lead
// is never refused for a stray control character. Each control character other than tab and line
// breaks becomes its visible Unicode "control picture" (NUL → ␀, ESC → ␛, DEL → ␡), so it can be
// stored on both databases (PostgreSQL refuses NUL in text), exported and shown, and still be seen.
// Script tags stay as typed: every place that shows them escapes them.
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0080-\u009f]/g;

export function withControlPictures(value: string): string {
  return value.replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return '\ufffd';
  });
}

/** A visitor-typed text of at most `max` characters, control characters made visible. */
export function visitorText(max: number) {
  return z.string().max(max).transform(withControlPictures);
}
