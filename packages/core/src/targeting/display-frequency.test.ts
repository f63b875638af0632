import { describe, expect, it } from 'vitest';
import type { DisplayFrequency } from '../popup/targeting-fields.ts';
import type { FrequencyState } from './display-frequency.ts';
import { frequencyAllows } from './display-frequency.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 0, 10, 12);
const fresh: FrequencyState = { seen: false };
const seenDaysAgo = (days: number): FrequencyState => ({
  seen: true,
  lastSeenAt: now - days * DAY,
  visitsSinceSeen: 0,
});
const seenVisitsAgo = (visits: number): FrequencyState => ({
  seen: true,
  lastSeenAt: now,
  visitsSinceSeen: visits,
});

const once: DisplayFrequency = { rule: 'display_once_a_visitor_2' };
const everyThreeDays: DisplayFrequency = { rule: 'display_once_every_few_days_3', days: 3 };
const everyTwoVisits: DisplayFrequency = { rule: 'display_once_every_few_visiting_4', visits: 2 };
const always: DisplayFrequency = { rule: 'display_everytime_everypage_5' };

describe('frequencyAllows', () => {
  it.each([
    ['once, new visitor', once, fresh, true],
    ['once, seen', once, seenDaysAgo(400), false],
    ['every 3 days, new visitor', everyThreeDays, fresh, true],
    ['every 3 days, seen 1 day ago', everyThreeDays, seenDaysAgo(1), false],
    ['every 3 days, seen just under 3 days ago', everyThreeDays, seenDaysAgo(2.999), false],
    ['every 3 days, seen exactly 3 days ago', everyThreeDays, seenDaysAgo(3), true],
    ['every 3 days, seen 10 days ago', everyThreeDays, seenDaysAgo(10), true],
    ['every 3 days, seen "in the future" (clock skew)', everyThreeDays, seenDaysAgo(-1), false],
    ['every 3 days, seen with no time', everyThreeDays, { seen: true }, false],
    ['every 2 visits, new visitor', everyTwoVisits, fresh, true],
    ['every 2 visits, same visit', everyTwoVisits, seenVisitsAgo(0), false],
    ['every 2 visits, next visit', everyTwoVisits, seenVisitsAgo(1), false],
    ['every 2 visits, second visit after', everyTwoVisits, seenVisitsAgo(2), true],
    ['every 2 visits, visit count unknown', everyTwoVisits, { seen: true }, false],
    ['every time, new visitor', always, fresh, true],
    ['every time, seen now', always, seenDaysAgo(0), true],
  ])('%s: %s', (_name, rule, state, expected) => {
    expect(frequencyAllows(rule, state, now).passed).toBe(expected);
  });

  it.each([
    [{ rule: 'display_once_every_few_days_3', days: 0 }],
    [{ rule: 'display_once_every_few_days_3', days: -2 }],
    [{ rule: 'display_once_every_few_days_3', days: Number.NaN }],
    [{ rule: 'display_once_every_few_visiting_4', visits: 0 }],
    [{ rule: 'display_once_every_few_visiting_4' }],
    [{ rule: 'display_sometimes_9' }],
  ])('refuses misconfigured %j, even for a new visitor', (rule) => {
    expect(frequencyAllows(rule as DisplayFrequency, fresh, now).passed).toBe(false);
  });

  it('accepts a day count sent as text', () => {
    const rule = {
      rule: 'display_once_every_few_days_3',
      days: '2',
    } as unknown as DisplayFrequency;
    expect(frequencyAllows(rule, seenDaysAgo(2), now).passed).toBe(true);
    expect(frequencyAllows(rule, seenDaysAgo(1), now).passed).toBe(false);
  });
});
