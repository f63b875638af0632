// Visitor text in a conversion is stored as text, whatever it holds (issue 13 "Bad input"): a lead
// is never refused for a stray control character. Each character core's text rule refuses (its
// CONTROL_CHARACTER), other than tab and line breaks, becomes something visible: a C0 control or
// DEL its Unicode "control picture" (NUL → ␀, ESC → ␛, DEL → ␡), a C1 control or a lone surrogate
// the replacement character �. So it can be stored on both databases (PostgreSQL refuses NUL in
// text, SQLite would keep a lone surrogate as invalid UTF-8), exported and shown, and still be
// seen. Script tags stay as typed: every place that shows them escapes them.
import { replaceControlCharacters } from '@pinwheel/core';
import { z } from 'zod';

const KEPT = new Set(['\t', '\n', '\r']);

export function withControlPictures(value: string): string {
  return replaceControlCharacters(value, (char) => {
    if (KEPT.has(char)) return char;
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
