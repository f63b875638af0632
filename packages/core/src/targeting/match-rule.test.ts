import { describe, expect, it } from 'vitest';
import { matchesPair, parseMatchPair } from './match-rule.ts';

describe('parseMatchPair', () => {
  it.each([
    ['contain|:|sale', { rule: 'contain', value: 'sale' }],
    ['EXACT|:|Vip', { rule: 'exact', value: 'Vip' }],
    [' start |:|/shop', { rule: 'start', value: '/shop' }],
    ['any_value|:|', { rule: 'any_value', value: '' }],
    ['contain|:|a|:|b', { rule: 'contain', value: 'a|:|b' }],
  ])('reads %j', (pair, expected) => {
    expect(parseMatchPair(pair)).toEqual(expected);
  });

  it.each([['contain:sale'], ['contain|sale'], ['equals|:|x'], ['|:|x'], [''], [undefined], [42]])(
    'refuses malformed %j',
    (pair) => {
      expect(parseMatchPair(pair)).toBeNull();
    },
  );
});

describe('matchesPair', () => {
  it.each([
    // contain / exact / start / end, case-blind
    ['contain|:|sale', 'summer-SALE-2024', true],
    ['contain|:|sale', 'summer', false],
    ['exact|:|VIP', 'vip', true],
    ['exact|:|vip', 'vip2', false],
    ['exact|:| vip ', 'vip', true],
    ['exact|:|', '', true],
    ['exact|:|', 'x', false],
    ['start|:|pre', 'Prefix', true],
    ['start|:|pre', 'apre', false],
    ['end|:|.pdf', 'file.PDF', true],
    ['end|:|.pdf', 'file.pdf.html', false],
    // an unfinished text rule applies to nothing
    ['contain|:|', 'anything', false],
    ['start|:|  ', 'anything', false],
    ['end|:|', '', false],
    // numbers: both sides must be real numbers
    ['greater_than|:|10', '11', true],
    ['greater_than|:|10', '10', false],
    ['greater_than|:|10', '9.5', false],
    ['greater_than|:|-1', '0', true],
    ['greater_than|:|10', ' 12 ', true],
    ['greater_than|:|10', 'abc', false],
    ['greater_than|:|10', '12px', false],
    ['greater_than|:|10', '', false],
    ['greater_than|:|abc', '12', false],
    ['greater_than|:|', '12', false],
    ['less_than|:|10', '9.99', true],
    ['less_than|:|10', '10', false],
    ['less_than|:|10', 'NaN', false],
    ['less_than|:|10', 'Infinity', false],
    // any_value: present, even empty
    ['any_value|:|', 'x', true],
    ['any_value|:|ignored', '', true],
    // malformed pair never matches
    ['contains|:|x', 'x', false],
    ['x', 'x', false],
  ])('%j against %j is %s', (pair, actual, expected) => {
    expect(matchesPair(pair, actual)).toBe(expected);
  });

  it.each([['any_value|:|'], ['exact|:|'], ['less_than|:|5'], ['contain|:|a']])(
    '%j never matches a missing value',
    (pair) => {
      expect(matchesPair(pair, undefined)).toBe(false);
      expect(matchesPair(pair, null)).toBe(false);
    },
  );
});
