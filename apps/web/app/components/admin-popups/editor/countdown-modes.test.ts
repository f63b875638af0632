// The countdown's four ways read back from what is stored, and each written so the renderer's own
// reading (core's countdownDeadline) counts as the owner chose.
import { countdownDeadline } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { countdownFor, countdownModeOf } from './countdown-modes.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 0);

describe('the countdown modes', () => {
  it('reads what is stored as one of the four', () => {
    expect(countdownModeOf({})).toBe('none');
    expect(countdownModeOf({ timer: 'nonsense' })).toBe('none');
    expect(countdownModeOf({ timer: '2026-12-31|23:59|+2' })).toBe('date');
    expect(countdownModeOf({ timer: 'timerTime@10|0', timer_ver: 0 })).toBe('showing');
    expect(countdownModeOf({ timer: 'timerTime@10|0' })).toBe('showing');
    expect(countdownModeOf({ timer: 'timerTime@10|0', timer_ver: 2 })).toBe('evergreen');
  });

  it('keeps the minutes when moving between a length counted from each showing and an evergreen one', () => {
    const evergreen = countdownFor('evergreen', { timer: 'timerTime@25|0', timer_ver: 0 }, NOW);
    expect(evergreen).toEqual({ timer: 'timerTime@25|0', timer_ver: 2 });
    // Evergreen counts from the first showing, not this one.
    const first = NOW - 10 * 60_000;
    expect(
      countdownDeadline(evergreen.timer, { shownAt: NOW, firstShownAt: first, version: 2 }),
    ).toBe(first + 25 * 60_000);
    expect(countdownFor('showing', evergreen, NOW)).toEqual({
      timer: 'timerTime@25|0',
      timer_ver: 0,
    });
  });

  it('starts a date a week ahead, a length at 15 minutes, and clears both for none', () => {
    const date = countdownFor('date', {}, NOW);
    expect(countdownDeadline(date.timer, { shownAt: NOW })).toBe(NOW + 7 * 24 * 3600 * 1000);
    expect(countdownFor('showing', {}, NOW)).toEqual({ timer: 'timerTime@15|0', timer_ver: 0 });
    expect(countdownFor('none', { timer: 'timerTime@15|0', timer_ver: 2 }, NOW)).toEqual({
      timer: undefined,
      timer_ver: undefined,
    });
  });

  it('keeps a date’s moment when it is chosen again', () => {
    const at = Date.UTC(2027, 0, 1, 12, 30);
    const date = countdownFor('date', { timer: '2027-01-01|12:30|+0' }, NOW);
    expect(countdownDeadline(date.timer, { shownAt: NOW })).toBe(at);
  });
});
