// What text typed by a person may hold. Control characters (C0 and DEL) are never typed: they come
// from scripts and probes, hide text in logs and pages, and PostgreSQL refuses a NUL in text, so
// one stored NUL fails the whole write. Tabs and line breaks belong only in multi-line text
// (an HTML template, a message); one-line text (a name, an email, an address) has none.

/** One-line text: no control characters at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ONE_LINE_TEXT = /^[^\u0000-\u001f\u007f]*$/;

/** Multi-line text: no control characters but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export function isOneLineText(value: string): boolean {
  return ONE_LINE_TEXT.test(value);
}
