import { describe, expect, it } from 'vitest';
import type { PageRule } from '../popup/targeting-fields.ts';
import { pageMatches, pageRulesAllow } from './page-rules.ts';

const url = 'https://shop.example.com/Sale/shoes/?utm_source=mail#top';

describe('pageMatches', () => {
  it.each([
    [{ rule: 'contain', value: 'sale' }, true],
    [{ rule: 'contain', value: 'checkout' }, false],
    [{ rule: 'start', value: 'https://shop.example.com/sale' }, true],
    [{ rule: 'start', value: '/sale' }, true],
    [{ rule: 'start', value: '/shoes' }, false],
    [{ rule: 'end', value: '#top' }, true],
    [{ rule: 'exact', value: url }, true],
    [{ rule: 'exact', value: '/sale/shoes/?utm_source=mail#top' }, true],
    [{ rule: 'exact', value: '/sale/shoes' }, false],
    [{ rule: 'contain', value: '' }, false],
    [{ rule: 'any_value', value: '' }, true],
    [{ rule: 'greater_than', value: '3' }, false],
    [{ rule: 'near', value: 'sale' }, false],
  ])('%j', (rule, expected) => {
    expect(pageMatches(rule as PageRule, url)).toBe(expected);
  });

  it.each([
    ['https://shop.example.com/sale', { rule: 'exact', value: '/sale/' }, true],
    ['https://shop.example.com/sale/', { rule: 'exact', value: '/sale' }, true],
    [
      'https://shop.example.com/sale/',
      { rule: 'exact', value: 'https://shop.example.com/sale' },
      true,
    ],
    ['https://shop.example.com/', { rule: 'exact', value: '/' }, true],
    ['https://shop.example.com/', { rule: 'exact', value: 'https://shop.example.com' }, true],
    ['https://shop.example.com/sales', { rule: 'exact', value: '/sale' }, false],
    // an address that does not parse is compared as written
    ['/sale', { rule: 'exact', value: '/sale' }, true],
  ])('exact ignores one trailing slash: %s with %j', (page, rule, expected) => {
    expect(pageMatches(rule as PageRule, page)).toBe(expected);
  });
});

describe('pageRulesAllow', () => {
  const sale: PageRule = { rule: 'contain', value: '/sale' };
  const checkout: PageRule = { rule: 'start', value: '/checkout' };
  const shoes: PageRule = { rule: 'contain', value: 'shoes' };

  it.each([
    ['no rules: every page', [], [], 'https://s.com/x', true],
    ['matches a show rule', [sale], [], 'https://s.com/sale', true],
    ['matches no show rule', [sale], [], 'https://s.com/about', false],
    ['one of several show rules is enough', [checkout, sale], [], 'https://s.com/sale', true],
    ['hide rule only', [], [checkout], 'https://s.com/checkout/1', false],
    ['hide rule only, other page', [], [checkout], 'https://s.com/sale', true],
    ['hide wins over show', [sale], [shoes], 'https://s.com/sale/shoes', false],
  ] as const)('%s', (_name, show, hide, page, expected) => {
    expect(pageRulesAllow(show, hide, page).passed).toBe(expected);
  });

  it('says which rule hid the page', () => {
    expect(pageRulesAllow([sale], [shoes], 'https://s.com/sale/shoes').detail).toBe(
      'hidden by contain "shoes"',
    );
  });
});
