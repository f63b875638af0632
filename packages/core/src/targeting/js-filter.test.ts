import { describe, expect, it } from 'vitest';
import type { JsFilterEntry } from '../popup/targeting-fields.ts';
import { jsFilterPasses, jsVariableText } from './js-filter.ts';

const page: Record<string, unknown> = {
  userType: 'VIP',
  cartTotal: 120,
  loggedIn: true,
  empty: '',
  nothing: null,
  tags: ['sale', 'new'],
};
const read = (name: string) => page[name];
const entry = (name: string, value: string, show: string): JsFilterEntry => ({
  js_name_pair: name,
  js_value_pair: value,
  js_show_pair: show,
});

describe('jsFilterPasses, one entry', () => {
  it.each([
    ['userType', 'exact|:|vip', 'show', true],
    ['userType', 'exact|:|vip', 'dont_show', false],
    ['userType', 'exact|:|regular', 'show', false],
    ['userType', 'exact|:|regular', 'dont_show', true],
    ['exact|:|userType', 'start|:|v', 'show', true],
    ['cartTotal', 'greater_than|:|100', 'show', true],
    ['cartTotal', 'less_than|:|100', 'show', false],
    ['loggedIn', 'exact|:|true', 'show', true],
    ['tags', 'contain|:|"sale"', 'show', true],
    ['empty', 'any_value|:|', 'show', true],
    ['empty', 'greater_than|:|0', 'show', false],
    // a missing variable matches nothing: show fails, dont_show passes
    ['missing', 'any_value|:|', 'show', false],
    ['missing', 'any_value|:|', 'dont_show', true],
    ['nothing', 'any_value|:|', 'show', false],
    // malformed entries hide the popup whatever the show mode
    ['userType', 'vip', 'dont_show', false],
    ['userType', 'exact|:|vip', 'maybe', false],
    ['', 'exact|:|vip', 'dont_show', false],
    ['contain|:|user', 'any_value|:|', 'show', false],
  ])('%s %s (%s) passes: %s', (name, value, show, expected) => {
    expect(jsFilterPasses([entry(name, value, show)], read).passed).toBe(expected);
  });
});

describe('jsFilterPasses, several entries', () => {
  it('passes only when every entry passes', () => {
    const vipNotLoggedOut = [
      entry('userType', 'exact|:|vip', 'show'),
      entry('loggedIn', 'exact|:|false', 'dont_show'),
    ];
    expect(jsFilterPasses(vipNotLoggedOut, read)).toEqual({
      passed: true,
      detail: '2 condition(s) met',
    });
    const oneFails = [...vipNotLoggedOut, entry('cartTotal', 'greater_than|:|500', 'show')];
    expect(jsFilterPasses(oneFails, read)).toEqual({
      passed: false,
      detail: 'cartTotal does not match greater_than "500" (show)',
    });
  });

  it('passes with no entries: nothing to check', () => {
    expect(jsFilterPasses([], read).passed).toBe(true);
  });
});

describe('jsVariableText', () => {
  it.each([
    ['text', 'text'],
    [0, '0'],
    [false, 'false'],
    [10n, '10'],
    [{ a: 1 }, '{"a":1}'],
    [null, undefined],
    [undefined, undefined],
    [() => 1, undefined],
  ])('reads %s as %s', (value, expected) => {
    expect(jsVariableText(() => value, 'x')).toBe(expected);
  });

  it('treats a throwing accessor or a cyclic object as missing', () => {
    expect(
      jsVariableText(() => {
        throw new Error('denied');
      }, 'x'),
    ).toBeUndefined();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsVariableText(() => cyclic, 'x')).toBeUndefined();
  });
});
