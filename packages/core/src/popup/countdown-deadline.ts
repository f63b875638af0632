// When a popup's countdown ends (spec §3 design_properties `timer` and `timer_ver`). The timer is
// written in one of two forms:
// - `timerTime@minutes|seconds`: a length of time. timer_ver 0 and 1 count it from when the popup
//   appears (each showing starts again); timer_ver 2 counts it from the first time this visitor saw
//   the popup (an "evergreen" deadline that a reload does not reset; the caller remembers when).
// - `date|time|gmt-offset`: a moment, `2026-12-31|23:59|+2`. The date is `YYYY-MM-DD` or the
//   editor's `MM/DD/YYYY`, the time `HH:MM` or `HH:MM:SS`, the offset hours from GMT (`+2`, `-5`,
//   `+5.5`, `+05:30`, `GMT+2`; empty is GMT).
// Both the countdown block (what it shows) and the popup (it closes itself at zero) read the same
// deadline, so the two never disagree.

export type CountdownTimer = { kind: 'duration'; seconds: number } | { kind: 'moment'; at: number };

const DURATION = /^timerTime@(\d{1,4})\|(\d{1,2})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const OFFSET = /^(?:GMT|UTC)?\s*([+-])?(\d{1,2})(?:[.:](\d{1,2}))?$/i;

/** The timer's form and value, or null for nonsense (the popup then has no countdown). */
export function parseCountdownTimer(timer: string | undefined): CountdownTimer | null {
  const text = timer?.trim() ?? '';
  const duration = DURATION.exec(text);
  if (duration) {
    const seconds = Number(duration[1]) * 60 + Number(duration[2]);
    return seconds > 0 ? { kind: 'duration', seconds } : null;
  }
  const [datePart, timePart = '00:00', offsetPart = ''] = text
    .split('|')
    .map((part) => part.trim());
  const at = momentOf(datePart ?? '', timePart, offsetPart);
  return at === null ? null : { kind: 'moment', at };
}

function momentOf(datePart: string, timePart: string, offsetPart: string): number | null {
  const iso = ISO_DATE.exec(datePart);
  const us = iso ? null : US_DATE.exec(datePart);
  if (!iso && !us) return null;
  const year = Number(iso ? iso[1] : us![3]);
  const month = Number(iso ? iso[2] : us![1]);
  const day = Number(iso ? iso[3] : us![2]);
  const time = TIME.exec(timePart || '00:00');
  if (!time) return null;
  const [hours, minutes, seconds] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const offsetMinutes = offsetMinutesOf(offsetPart);
  if (offsetMinutes === null) return null;
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // Date.UTC rolls 31 February over into March; a date that does not exist is nonsense.
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - offsetMinutes * 60_000;
}

/** `+2` → 120, `-03:30` → -210, `+5.5` → 330; empty → 0; null for nonsense. */
function offsetMinutesOf(offset: string): number | null {
  if (offset === '') return 0;
  const match = OFFSET.exec(offset);
  if (!match) return null;
  const hours = Number(match[2]);
  const fraction = match[3];
  // `5.5` is five and a half hours; `05:30` is five hours thirty.
  const minutes =
    fraction === undefined
      ? 0
      : offset.includes(':')
        ? Number(fraction)
        : Number(`0.${fraction}`) * 60;
  if (hours > 14 || minutes >= 60) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

export interface CountdownStart {
  /** When this showing began (epoch ms). */
  shownAt: number;
  /** When this visitor first saw the popup (epoch ms), for timer_ver 2; shownAt without it. */
  firstShownAt?: number;
  /** design_properties.timer_ver. */
  version?: number;
}

/** The epoch ms at which the countdown reaches zero, or null when the popup has no countdown. */
export function countdownDeadline(timer: string | undefined, start: CountdownStart): number | null {
  const parsed = parseCountdownTimer(timer);
  if (!parsed) return null;
  if (parsed.kind === 'moment') return parsed.at;
  const from = start.version === 2 ? (start.firstShownAt ?? start.shownAt) : start.shownAt;
  return from + parsed.seconds * 1000;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left (rounded up to the second; never negative). */
export function countdownParts(msLeft: number): CountdownParts {
  let left = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(left / 86_400);
  left -= days * 86_400;
  const hours = Math.floor(left / 3600);
  left -= hours * 3600;
  const minutes = Math.floor(left / 60);
  return { days, hours, minutes, seconds: left - minutes * 60 };
}
