// The date picker's calendar arithmetic, apart from its drawing so it can be tested alone: a day
// is its UTC midnight (Date.UTC), so moving by days or months never meets a clock change.
import type { Language } from '@pinwheel/core';

/** A calendar day as Date.UTC's milliseconds. */
export type Day = number;

const DAY_MS = 86_400_000;

export const dayOf = (year: number, monthIndex: number, date: number): Day =>
  Date.UTC(year, monthIndex, date);

/** The visitor's own today (their browser's local date), as a Day. */
export const today = (now = new Date()): Day =>
  dayOf(now.getFullYear(), now.getMonth(), now.getDate());

/** The field's text as a Day when it is a real dd/mm/yyyy date, else null (half typed, 31/02…). */
export function parseDmy(text: string): Day | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [date, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = dayOf(year, month - 1, date);
  const back = new Date(day);
  // Date.UTC reads years 0–99 as 1900–1999: such a year fails the check too.
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === date;
  return real ? day : null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** What the field shows and the form sends: dd/mm/yyyy, the same as typing it. */
export function formatDmy(day: Day): string {
  const at = new Date(day);
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${String(at.getUTCFullYear()).padStart(4, '0')}`;
}

/**
 * The weekday a week starts on (0 Sunday, 1 Monday): Sunday in Israel, as Hebrew calendars
 * print it; Monday in English, as the dd/mm/yyyy order the field takes is the British one.
 */
export const weekStartOf = (lang: Language): number => (lang === 'he' ? 0 : 1);

/**
 * The month holding `day` as rows of seven cells, Sunday or Monday first: each cell a Day of that
 * month, or null where the row runs into the month before or after (drawn empty).
 */
export function monthGrid(day: Day, weekStart: number): Array<Array<Day | null>> {
  const at = new Date(day);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const first = dayOf(year, month, 1);
  const length = new Date(dayOf(year, month + 1, 0)).getUTCDate();
  const lead = (new Date(first).getUTCDay() - weekStart + 7) % 7;
  const cells: Array<Day | null> = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= length; date++) cells.push(dayOf(year, month, date));
  while (cells.length % 7) cells.push(null);
  const rows: Array<Array<Day | null>> = [];
  for (let at = 0; at < cells.length; at += 7) rows.push(cells.slice(at, at + 7));
  return rows;
}

/** `day` moved by whole months; a date past the new month's end becomes its last day (31 Jan → 28 Feb). */
export function addMonths(day: Day, months: number): Day {
  const at = new Date(day);
  const target = dayOf(at.getUTCFullYear(), at.getUTCMonth() + months, 1);
  const length = new Date(
    dayOf(at.getUTCFullYear(), at.getUTCMonth() + months + 1, 0),
  ).getUTCDate();
  return target + (Math.min(at.getUTCDate(), length) - 1) * DAY_MS;
}

const addDays = (day: Day, days: number): Day => {
  const at = new Date(day);
  return dayOf(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days);
};

export interface MoveKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where a key moves the calendar's focused day (the APG date picker dialog's keys), or null for
 * a key that does not move it. Right to left, the left arrow goes forward in time, as the days
 * run that way on the page.
 */
export function movedDay(
  day: Day,
  { key, shiftKey }: MoveKey,
  weekStart: number,
  rtl: boolean,
): Day | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const fromStart = (new Date(day).getUTCDay() - weekStart + 7) % 7;
  switch (key) {
    case forward:
      return addDays(day, 1);
    case back:
      return addDays(day, -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'Home':
      return addDays(day, -fromStart);
    case 'End':
      return addDays(day, 6 - fromStart);
    default:
      return null;
  }
}
