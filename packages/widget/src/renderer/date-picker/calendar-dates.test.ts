import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayOf,
  formatDmy,
  monthGrid,
  movedDay,
  parseDmy,
  today,
  weekStartOf,
} from './calendar-dates.ts';

const day = (text: string) => parseDmy(text)!;
const shown = (value: number | null) => (value === null ? null : formatDmy(value));

describe('the date picker calendar', () => {
  it('writes and reads dd/mm/yyyy, and refuses dates that do not exist', () => {
    expect(formatDmy(dayOf(2026, 10, 27))).toBe('27/11/2026');
    expect(formatDmy(dayOf(2027, 0, 5))).toBe('05/01/2027');
    expect(parseDmy('27/11/2026')).toBe(dayOf(2026, 10, 27));
    expect(parseDmy('29/02/2028')).toBe(dayOf(2028, 1, 29));
    for (const text of [
      '29/02/2027',
      '31/04/2026',
      '00/01/2026',
      '27/11',
      '27/11/26',
      'x',
      '01/01/0050',
    ])
      expect(parseDmy(text)).toBeNull();
  });

  it('takes today from the visitor’s own calendar', () => {
    expect(formatDmy(today(new Date(2026, 10, 27, 23, 59)))).toBe('27/11/2026');
  });

  it('starts the week on Monday in English and Sunday in Hebrew', () => {
    expect(weekStartOf('en')).toBe(1);
    expect(weekStartOf('he')).toBe(0);
  });

  it('lays out a month in weeks, with empty cells before the 1st and after the last day', () => {
    // November 2026 begins on a Sunday and has 30 days.
    const monday = monthGrid(day('27/11/2026'), 1).map((row) => row.map(shown));
    expect(monday).toHaveLength(6);
    expect(monday[0]).toEqual([null, null, null, null, null, null, '01/11/2026']);
    expect(monday[5]).toEqual(['30/11/2026', null, null, null, null, null, null]);
    const sunday = monthGrid(day('27/11/2026'), 0).map((row) => row.map(shown));
    expect(sunday).toHaveLength(5);
    expect(sunday[0]![0]).toBe('01/11/2026');
    expect(sunday[4]).toEqual(['29/11/2026', '30/11/2026', null, null, null, null, null]);
    // February 2026 fills exactly four Sunday-first weeks.
    expect(
      monthGrid(day('10/02/2026'), 0)
        .flat()
        .filter((cell) => cell !== null),
    ).toHaveLength(28);
    expect(monthGrid(day('10/02/2026'), 0)).toHaveLength(4);
  });

  it('moves by day, week, month and year with the keys, across months and years', () => {
    const from = day('27/11/2026'); // a Friday
    const move = (key: string, rtl = false, shiftKey = false, weekStart = 1) =>
      shown(movedDay(from, { key, shiftKey }, weekStart, rtl));
    expect(move('ArrowRight')).toBe('28/11/2026');
    expect(move('ArrowLeft')).toBe('26/11/2026');
    expect(move('ArrowDown')).toBe('04/12/2026');
    expect(move('ArrowUp')).toBe('20/11/2026');
    expect(move('PageDown')).toBe('27/12/2026');
    expect(move('PageUp')).toBe('27/10/2026');
    expect(move('PageDown', false, true)).toBe('27/11/2027');
    expect(move('PageUp', false, true)).toBe('27/11/2025');
    expect(move('Home')).toBe('23/11/2026'); // Monday
    expect(move('End')).toBe('29/11/2026'); // Sunday
    expect(move('Home', false, false, 0)).toBe('22/11/2026'); // Sunday
    expect(move('End', false, false, 0)).toBe('28/11/2026'); // Saturday
    expect(move('Enter')).toBeNull();
    expect(move('a')).toBeNull();
  });

  it('swaps the arrows right to left, where the days run leftwards', () => {
    const from = day('27/11/2026');
    expect(shown(movedDay(from, { key: 'ArrowLeft' }, 0, true))).toBe('28/11/2026');
    expect(shown(movedDay(from, { key: 'ArrowRight' }, 0, true))).toBe('26/11/2026');
    expect(shown(movedDay(day('31/12/2026'), { key: 'ArrowLeft' }, 0, true))).toBe('01/01/2027');
  });

  it('keeps a month move inside the month it lands in', () => {
    expect(formatDmy(addMonths(day('31/01/2026'), 1))).toBe('28/02/2026');
    expect(formatDmy(addMonths(day('31/01/2028'), 1))).toBe('29/02/2028');
    expect(formatDmy(addMonths(day('31/03/2026'), -1))).toBe('28/02/2026');
    expect(formatDmy(addMonths(day('29/02/2028'), 12))).toBe('28/02/2029');
    expect(formatDmy(addMonths(day('15/12/2026'), 1))).toBe('15/01/2027');
  });
});
