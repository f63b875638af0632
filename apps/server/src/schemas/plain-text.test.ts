// The two kinds of text field every schema is built from, and the one reason both give.
import { describe, expect, it } from 'vitest';
import { multiLineText, nameText, oneLineText } from './plain-text.ts';

/** The reasons zod gives for a value, or [] when it passes. */
function reasons(schema: ReturnType<typeof oneLineText>, value: string): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('text fields', () => {
  it.each(['Corner shop', 'חנות פינתית', 'Mugs 🎡 & cups', ''])('take %j on one line', (value) => {
    expect(reasons(oneLineText(100), value)).toEqual([]);
    expect(reasons(multiLineText(100), value)).toEqual([]);
    expect(reasons(nameText(100), value)).toEqual([]);
  });

  it.each(['a\u0000b', 'a\u0007', '\u001b[31mred', 'a\u007f', 'a\u0085b', 'a\ud800', '\udc00'])(
    'refuse the control character or lone surrogate in %j, on one line or many',
    (value) => {
      expect(reasons(oneLineText(100), value)).toEqual(['must not contain control characters']);
      expect(reasons(multiLineText(100), value)).toEqual(['must not contain control characters']);
      expect(reasons(nameText(100), value)).toEqual(['must not contain control characters']);
    },
  );

  it.each(['Dana\u202emoc.evil', 'a\u2066b\u2069'])(
    'refuse the bidirectional control in %j in a name or an address only',
    (value) => {
      expect(reasons(nameText(100), value)).toEqual(['must not contain control characters']);
      expect(reasons(oneLineText(100), value)).toEqual([]);
    },
  );

  it.each(['a\tb', 'a\nb', 'a\r\nb'])(
    'take the tab or line break in %j only when multi-line',
    (value) => {
      expect(reasons(oneLineText(100), value)).toEqual(['must not contain control characters']);
      expect(reasons(multiLineText(100), value)).toEqual([]);
    },
  );

  it('keep their length limit', () => {
    expect(reasons(oneLineText(3), 'abcd')).toHaveLength(1);
    expect(reasons(multiLineText(3), 'abcd')).toHaveLength(1);
  });
});
