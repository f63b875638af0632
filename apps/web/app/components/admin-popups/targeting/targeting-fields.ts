// The popup's wire fields as the targeting controls edit them, and back: cookie and JavaScript
// conditions (`rule|:|value` pairs, spec §3), the engagement filter's `mode|action|kind|id` text,
// the frequency rule, and trigger numbers that may be 'no'. Parsing is core's, so the controls show
// exactly what the server and the widget read.
import {
  isOn,
  parseEngagementFilter,
  parseMatchPair,
  PAIR_SEPARATOR,
  type CookieFilterEntry,
  type EngagementFilter,
  type JsFilterEntry,
  type MatchRuleName,
  type Popup,
} from '@pinwheel/core';

/** A trigger's number, or null when it is off ('no', empty, or below `min`), as the loader reads it. */
export function numberOn(value: unknown, min: number): number | null {
  if (value === 'no' || value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= min ? number : null;
}

/** One cookie or JavaScript condition as the controls show it. */
export interface PairRow {
  mode: 'show' | 'dont_show';
  name: string;
  rule: MatchRuleName;
  value: string;
}

function rowOf(name: string, valuePair: string, showPair: string): PairRow {
  const condition = parseMatchPair(valuePair) ?? { rule: 'exact' as const, value: valuePair };
  return {
    mode: showPair === 'dont_show' ? 'dont_show' : 'show',
    // A name written `rule|:|name` keeps its plain name here; the controls match names exactly.
    name: parseMatchPair(name)?.value ?? name,
    rule: condition.rule,
    value: condition.value,
  };
}

export const cookieRows = (entries: readonly CookieFilterEntry[] | undefined): PairRow[] =>
  (entries ?? []).map((entry) =>
    rowOf(entry.cookie_name_pair, entry.cookie_value_pair, entry.cookie_show_pair),
  );

export const jsRows = (entries: readonly JsFilterEntry[] | undefined): PairRow[] =>
  (entries ?? []).map((entry) =>
    rowOf(entry.js_name_pair, entry.js_value_pair, entry.js_show_pair),
  );

/** `rule|:|value`, the wire form of one condition. */
export const pairText = (row: Pick<PairRow, 'rule' | 'value'>): string =>
  `${row.rule}${PAIR_SEPARATOR}${row.rule === 'any_value' ? '' : row.value}`;

export type EngagementChoice = EngagementFilter;

export function engagementOf(
  popup: Pick<
    Popup,
    'engagement_with_other_poptin_filter' | 'engagement_with_other_poptin_filter_active'
  >,
): EngagementChoice | null {
  if (!isOn(popup.engagement_with_other_poptin_filter_active)) return null;
  return parseEngagementFilter(popup.engagement_with_other_poptin_filter);
}

export const engagementText = (choice: EngagementChoice): string =>
  `${choice.mode}|${choice.action}|${choice.kind}|${choice.popupId}`;

export type FrequencyChoice = Popup['d_f_a'];

export const frequencyOf = (rule: Popup['d_f_a']): FrequencyChoice => rule;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local control shows it, in the browser's time zone: `2026-12-01T09:30`. */
export function localMoment(at: number): string {
  const date = new Date(at);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value as a countdown moment, `date|time|offset` (core's countdown-deadline.ts),
 * with the browser's offset from GMT on that day.
 */
export function momentTimer(local: string): string {
  const [date = '', time = '00:00'] = local.split('T');
  const offset = -new Date(local).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${date}|${time.slice(0, 5)}|${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}
