// The shared comparison behind JS, cookie and page rules: `rule|:|value` pairs (spec §3).
// Text rules ignore case: owners type these values by hand, and a popup silently hidden because
// of 'Sale' vs 'sale' is the worse failure. Malformed input never throws; it simply never matches.
import type { MatchRuleName } from '../popup/targeting-fields.ts';

export interface MatchCondition {
  rule: MatchRuleName;
  value: string;
}

export const PAIR_SEPARATOR = '|:|';

/**
 * Every MatchRuleName, as a tuple: the loader checks pairs against it at run time, and the server's
 * owner-API schema takes it as its z.enum, so both accept the same names.
 */
export const matchRuleNames = [
  'contain',
  'exact',
  'start',
  'end',
  'greater_than',
  'less_than',
  'any_value',
] as const satisfies readonly MatchRuleName[];

/** Fails to compile when MatchRuleName gains a name that matchRuleNames lacks. */
type Assert<T extends true> = T;
export type EveryMatchRuleNameListed = Assert<
  Exclude<MatchRuleName, (typeof matchRuleNames)[number]> extends never ? true : false
>;

export function isMatchRuleName(value: unknown): value is MatchRuleName {
  return typeof value === 'string' && (matchRuleNames as readonly string[]).includes(value);
}

/** Splits at the first separator, so a value may itself contain `|:|`. Null when malformed. */
export function parseMatchPair(pair: unknown): MatchCondition | null {
  if (typeof pair !== 'string') return null;
  const at = pair.indexOf(PAIR_SEPARATOR);
  if (at < 0) return null;
  const rule = pair.slice(0, at).trim().toLowerCase();
  return isMatchRuleName(rule) ? { rule, value: pair.slice(at + PAIR_SEPARATOR.length) } : null;
}

/** Strict: '' and '10px' are not numbers, so greater_than never compares against a guess. */
export function numberFrom(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether `actual` satisfies the condition. A missing value (null/undefined) matches nothing, not
 * even any_value; an empty string is a value. The expected value is trimmed (form-input spaces);
 * contain/start/end with an empty expected value match nothing, since an unfinished rule must not
 * apply to everything.
 */
export function matchesCondition(
  condition: MatchCondition,
  actual: string | null | undefined,
): boolean {
  if (actual === null || actual === undefined) return false;
  const { rule } = condition;
  if (rule === 'any_value') return true;
  const expected = condition.value.trim();
  if (rule === 'greater_than' || rule === 'less_than') {
    const have = numberFrom(actual);
    const want = numberFrom(expected);
    if (have === null || want === null) return false;
    return rule === 'greater_than' ? have > want : have < want;
  }
  const have = actual.toLowerCase();
  const want = expected.toLowerCase();
  if (rule === 'exact') return have === want;
  if (want === '') return false;
  if (rule === 'start') return have.startsWith(want);
  if (rule === 'end') return have.endsWith(want);
  return have.includes(want);
}

/** Parse and match in one step; a malformed pair is a non-match. */
export function matchesPair(pair: unknown, actual: string | null | undefined): boolean {
  const condition = parseMatchPair(pair);
  return condition !== null && matchesCondition(condition, actual);
}
