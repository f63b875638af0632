import { describe, expect, it } from 'vitest';
import type { CookieFilterEntry } from '../popup/targeting-fields.ts';
import { cookieFilterPasses } from './cookie-filter.ts';

const cookies = { plan: 'Gold', visits: '7', _ga: 'GA1.2.3', _ga_XYZ: 'GS1.1', blank: '' };
const entry = (name: string, value: string, show: string): CookieFilterEntry => ({
  cookie_name_pair: name,
  cookie_value_pair: value,
  cookie_show_pair: show,
});

describe('cookieFilterPasses, one entry', () => {
  it.each([
    ['plan', 'exact|:|gold', 'show', true],
    ['plan', 'exact|:|gold', 'dont_show', false],
    ['plan', 'exact|:|silver', 'show', false],
    ['plan', 'exact|:|silver', 'dont_show', true],
    [' plan ', 'contain|:|OL', 'show', true],
    ['visits', 'greater_than|:|5', 'show', true],
    ['visits', 'less_than|:|5', 'show', false],
    ['blank', 'any_value|:|', 'show', true],
    ['blank', 'exact|:|', 'show', true],
    // cookies selected by name rule: one matching value is enough
    ['start|:|_ga', 'start|:|GS1', 'show', true],
    ['start|:|_ga', 'start|:|GS9', 'show', false],
    ['exact|:|PLAN', 'exact|:|gold', 'show', true],
    // an absent cookie matches nothing
    ['coupon', 'any_value|:|', 'show', false],
    ['coupon', 'any_value|:|', 'dont_show', true],
    // malformed entries hide the popup
    ['plan', 'gold', 'show', false],
    ['plan', 'exact|:|gold', '', false],
    ['', 'any_value|:|', 'dont_show', false],
    ['bad|:|plan', 'any_value|:|', 'dont_show', false],
  ])('%s %s (%s) passes: %s', (name, value, show, expected) => {
    expect(cookieFilterPasses([entry(name, value, show)], cookies).passed).toBe(expected);
  });
});

describe('cookieFilterPasses, several entries', () => {
  it('passes only when every entry passes and names the first failure', () => {
    const gold = entry('plan', 'exact|:|gold', 'show');
    const notNew = entry('visits', 'exact|:|1', 'dont_show');
    expect(cookieFilterPasses([gold, notNew], cookies).passed).toBe(true);
    expect(cookieFilterPasses([gold, notNew], { ...cookies, visits: '1' })).toEqual({
      passed: false,
      detail: 'cookie visits matches exact "1" (dont_show)',
    });
  });

  it('sees no cookies as every cookie missing', () => {
    expect(cookieFilterPasses([entry('plan', 'any_value|:|', 'show')], {}).passed).toBe(false);
  });
});
