// The one rule for what typed text may hold, rule by rule.
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER,
  controlCharactersAsSpaces,
  isMultiLineText,
  isNameText,
  isOneLineText,
} from './plain-text.ts';

const kinds = { oneLine: isOneLineText, multiLine: isMultiLineText, name: isNameText };
const passes = (value: string) =>
  Object.fromEntries(Object.entries(kinds).map(([kind, test]) => [kind, test(value)]));

describe('typed text', () => {
  it.each(['Corner shop', 'חנות פינתית', 'Mugs 🎡 & cups', '👍🏽 ok', '', 'דנה\u200f כהן', 'Café'])(
    'takes %j everywhere',
    (value) => {
      expect(passes(value)).toEqual({ oneLine: true, multiLine: true, name: true });
    },
  );

  it.each([
    ['NUL', 'a\u0000b'],
    ['BEL', 'a\u0007'],
    ['ESC', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['C1 NEL', 'a\u0085b'],
    ['C1 CSI', '\u009b31m'],
    ['C1 APC', 'x\u009f'],
  ])('refuses the control character %s everywhere', (_, value) => {
    expect(passes(value)).toEqual({ oneLine: false, multiLine: false, name: false });
  });

  it.each([
    ['a high surrogate alone', 'a\ud800'],
    ['a low surrogate alone', '\udc00b'],
    ['a low surrogate before its high', '\udf61\ud83c'],
    ['a pair cut short at the end', '🎡\ud83c'],
    ['a pair cut short at the start', '\udfa1🎡'],
  ])('refuses %s everywhere (no character, invalid UTF-8)', (_, value) => {
    expect(passes(value)).toEqual({ oneLine: false, multiLine: false, name: false });
  });

  it.each(['a\tb', 'a\nb', 'a\r\nb'])(
    'takes the tab or line break in %j only when multi-line',
    (value) => {
      expect(passes(value)).toEqual({ oneLine: false, multiLine: true, name: false });
    },
  );

  it.each([
    ['LRE', '\u202a'],
    ['RLE', '\u202b'],
    ['PDF', '\u202c'],
    ['LRO', '\u202d'],
    ['RLO', '\u202e'],
    ['LRI', '\u2066'],
    ['RLI', '\u2067'],
    ['FSI', '\u2068'],
    ['PDI', '\u2069'],
  ])('refuses the bidirectional control %s in a name or an address only', (_, control) => {
    expect(passes(`Dana${control}moc.evil`)).toEqual({
      oneLine: true,
      multiLine: true,
      name: false,
    });
  });

  it('finds one control character or lone surrogate, never half of a pair, call after call', () => {
    for (let call = 0; call < 2; call += 1) {
      expect(CONTROL_CHARACTER.test('a\u0085')).toBe(true);
      expect(CONTROL_CHARACTER.test('a\ud800')).toBe(true);
      expect(CONTROL_CHARACTER.test('🎡 חנות')).toBe(false);
    }
  });

  it('turns each control character and lone surrogate into a space, pairs kept', () => {
    expect(controlCharactersAsSpaces('mug\u0000\u0085\tcup\ud800🎡\udc00')).toBe('mug   cup 🎡 ');
  });
});
