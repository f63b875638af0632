import { describe, expect, it } from 'vitest';
import { countdownDeadline, countdownParts, parseCountdownTimer } from './countdown-deadline.ts';

describe('parseCountdownTimer', () => {
  it('reads the length-of-time form', () => {
    expect(parseCountdownTimer('timerTime@15|00')).toEqual({ kind: 'duration', seconds: 900 });
    expect(parseCountdownTimer(' timerTime@2|5 ')).toEqual({ kind: 'duration', seconds: 125 });
    expect(parseCountdownTimer('timerTime@0|0')).toBeNull();
    expect(parseCountdownTimer('timerTime@a|b')).toBeNull();
  });

  it('reads the date|time|gmt-offset form as a moment', () => {
    expect(parseCountdownTimer('2026-12-31|23:59|+2')).toEqual({
      kind: 'moment',
      at: Date.UTC(2026, 11, 31, 21, 59),
    });
    expect(parseCountdownTimer('12/31/2026|23:59:30|-5')).toEqual({
      kind: 'moment',
      at: Date.UTC(2027, 0, 1, 4, 59, 30),
    });
    expect(parseCountdownTimer('2026-06-01|10:00|+5.5')?.kind).toBe('moment');
    expect(parseCountdownTimer('2026-06-01|10:00|+5.5')).toEqual(
      parseCountdownTimer('2026-06-01|10:00|GMT+05:30'),
    );
    expect(parseCountdownTimer('2026-06-01|10:00|+5.5')).toEqual({
      kind: 'moment',
      at: Date.UTC(2026, 5, 1, 4, 30),
    });
    // No time or offset: midnight GMT.
    expect(parseCountdownTimer('2026-06-01')).toEqual({ kind: 'moment', at: Date.UTC(2026, 5, 1) });
  });

  it('refuses dates, times and offsets that do not exist', () => {
    for (const nonsense of [
      '2026-02-31|10:00|+2',
      '2026-13-01|10:00|+2',
      '2026-06-01|25:00|+2',
      '2026-06-01|10:61|+2',
      '2026-06-01|10:00|+20',
      '2026-06-01|10:00|soon',
      'tomorrow',
      '',
      undefined,
    ]) {
      expect(parseCountdownTimer(nonsense), String(nonsense)).toBeNull();
    }
  });
});

describe('countdownDeadline', () => {
  const shownAt = Date.UTC(2026, 0, 1, 12);
  it('counts a length of time from this showing, or from the first one with timer_ver 2', () => {
    expect(countdownDeadline('timerTime@1|30', { shownAt })).toBe(shownAt + 90_000);
    expect(
      countdownDeadline('timerTime@1|30', { shownAt, firstShownAt: shownAt - 60_000, version: 1 }),
    ).toBe(shownAt + 90_000);
    expect(
      countdownDeadline('timerTime@1|30', { shownAt, firstShownAt: shownAt - 60_000, version: 2 }),
    ).toBe(shownAt + 30_000);
  });

  it('gives a moment as it is, whenever the popup shows', () => {
    expect(countdownDeadline('2026-01-02|12:00|+0', { shownAt })).toBe(shownAt + 86_400_000);
    expect(countdownDeadline('nonsense', { shownAt })).toBeNull();
  });
});

describe('countdownParts', () => {
  it('splits what is left into days, hours, minutes and seconds, rounding up', () => {
    expect(countdownParts(90_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
    expect(countdownParts(89_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
    expect(countdownParts(2 * 86_400_000 + 3_723_000)).toEqual({
      days: 2,
      hours: 1,
      minutes: 2,
      seconds: 3,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
