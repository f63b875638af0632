// What text typed by a person may hold: the one rule every form, route and page uses.
// - Control characters are never typed: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F)
//   come from scripts and probes, hide text in logs and pages, and PostgreSQL refuses a NUL in
//   text, so one stored NUL fails the whole write. Tab and line breaks belong only in multi-line
//   text (an HTML template, a message); one-line text (a name, an email, an address) has none.
// - A lone surrogate (half of a UTF-16 pair, which JSON's "\ud800" can carry) is no character:
//   SQLite would store it as invalid UTF-8 and PostgreSQL's driver silently as U+FFFD.
// - Names and addresses also refuse the bidirectional overrides, embeddings and isolates
//   (U+202A–U+202E, U+2066–U+2069): in a name they turn text shown to others around ("Trojan
//   Source"); nobody types them into a name, while Hebrew and its marks (U+200E, U+200F) pass.
// The patterns are written without the `u` flag, so that JSON Schema (the OpenAPI document, the
// display protocol's form reader) reads them alike: a surrogate passes only as half of a pair.
// Each is marked pure, so that a bundle which uses none (the widget's loader, with its size
// budget) carries none.

const C0_DEL_C1 = '\\u0000-\\u001f\\u007f-\\u009f';
/** C0 but tab, line feed and carriage return; DEL and C1. */
const C0_DEL_C1_BUT_TAB_AND_LINE_BREAKS =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

/** Text without the `refused` characters and without lone surrogates (pairs pass). */
function textWithout(refused: string): RegExp {
  const run = `[^${refused}\\ud800-\\udfff]*`;
  // Unrolled: runs of ordinary characters, each pair of surrogates followed by another run.
  return new RegExp(`^${run}(?:[\\ud800-\\udbff][\\udc00-\\udfff]${run})*$`);
}

/** One-line text: no control characters at all, no lone surrogates. */
export const ONE_LINE_TEXT = /* @__PURE__ */ textWithout(C0_DEL_C1);

/** Multi-line text: no control characters but tab, line feed and carriage return; no lone surrogates. */
export const MULTI_LINE_TEXT = /* @__PURE__ */ textWithout(C0_DEL_C1_BUT_TAB_AND_LINE_BREAKS);

/** A name or an address: one-line text without bidirectional overrides, embeddings or isolates. */
export const NAME_TEXT = /* @__PURE__ */ textWithout(C0_DEL_C1 + BIDI_CONTROLS);

const CONTROL_CLASS = `[${C0_DEL_C1}\\ud800-\\udfff]`;

/**
 * One character no text may hold (tab and line breaks included, for text that has no lines): a
 * control character or a lone surrogate (with the `u` flag a surrogate pair is one character, out
 * of the class). Not global, so `.test` keeps no state between calls.
 */
export const CONTROL_CHARACTER = /* @__PURE__ */ new RegExp(CONTROL_CLASS, 'u');
const EVERY_CONTROL_CHARACTER = /* @__PURE__ */ new RegExp(CONTROL_CLASS, 'gu');

export function isOneLineText(value: string): boolean {
  return ONE_LINE_TEXT.test(value);
}

export function isMultiLineText(value: string): boolean {
  return MULTI_LINE_TEXT.test(value);
}

export function isNameText(value: string): boolean {
  return NAME_TEXT.test(value);
}

/**
 * `value` with each control character and lone surrogate replaced by what `by` answers for it: for
 * places that keep text whatever it holds (a search query, a lead's values).
 */
export function replaceControlCharacters(value: string, by: (character: string) => string): string {
  return value.replace(EVERY_CONTROL_CHARACTER, by);
}

/** `value` with each control character and lone surrogate replaced by a space. */
export function controlCharactersAsSpaces(value: string): string {
  return replaceControlCharacters(value, () => ' ');
}
