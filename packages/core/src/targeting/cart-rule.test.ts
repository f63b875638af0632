import { describe, expect, it } from 'vitest';
import { cartRulePasses, cartTriggerProductList, cartValue } from './cart-rule.ts';

// 49.90 in the store's currency, 3 items.
const cart = { totalPrice: 4990, itemCount: 3 };

describe('cartRulePasses', () => {
  it.each([
    ['cart_value', 'greater_than', 49.89, true],
    ['cart_value', 'greater_than', 49.9, false],
    ['cart_value', 'equal', 49.9, true],
    ['cart_value', 'equal', '49.90', true],
    ['cart_value', 'equal', 49.91, false],
    ['cart_value', 'greater_than_or_equal', 49.9, true],
    ['cart_value', 'greater_than_or_equal', '50', false],
    ['cart_value', 'greater_than', 0, true],
    ['item_count', 'greater_than', 2, true],
    ['item_count', 'greater_than', 3, false],
    ['item_count', 'equal', '3', true],
    ['item_count', 'greater_than_or_equal', 3, true],
    ['item_count', 'greater_than_or_equal', 4, false],
    // malformed rules hide the popup
    ['cart_value', 'greater_than', '', false],
    ['cart_value', 'greater_than', 'fifty', false],
    ['cart_value', 'less_than', 10, false],
    ['cart_total', 'greater_than', 10, false],
    [undefined, 'greater_than', 10, false],
  ])('%s %s %j passes: %s', (measure, comparison, threshold, expected) => {
    expect(cartRulePasses(measure, comparison, threshold, cart).passed).toBe(expected);
  });

  it('compares an empty cart', () => {
    const empty = { totalPrice: 0, itemCount: 0 };
    expect(cartRulePasses('cart_value', 'greater_than', 0, empty).passed).toBe(false);
    expect(cartRulePasses('item_count', 'equal', 0, empty).passed).toBe(true);
  });

  it('reports the value in major units', () => {
    expect(cartRulePasses('cart_value', 'greater_than', 20, cart).detail).toBe(
      'cart value 49.9 greater_than 20',
    );
  });

  it('refuses a cart whose total is not a number', () => {
    expect(
      cartRulePasses('cart_value', 'greater_than', 1, { totalPrice: NaN, itemCount: 0 }).passed,
    ).toBe(false);
  });
});

describe('cartValue', () => {
  it.each([
    [4990, 49.9],
    [0, 0],
    [1, 0.01],
  ])('%i minor units is %d', (price, value) => {
    expect(cartValue(price)).toBe(value);
  });
});

describe('cart rules naming products', () => {
  it('saves the ids an editor sends as one comma-separated list', () => {
    expect(cartTriggerProductList('7, 8|9 10')).toBe('7,8,9,10');
    expect(cartTriggerProductList('["7", 8]')).toBe('7,8');
    expect(cartTriggerProductList('[{"product_id": 7}, {"id": "gid://shopify/Product/8"}]')).toBe(
      '7,8',
    );
    expect(cartTriggerProductList('')).toBe('');
    expect(cartTriggerProductList('[broken')).toBe('');
  });

  it('passes when the cart holds a named product or variant, and its measure passes', () => {
    const held = { totalPrice: 8000, itemCount: 1, productIds: ['7'], variantIds: ['70'] };
    const rule = (products: string, measure?: string, comparison?: string, value?: number) =>
      cartRulePasses(measure, comparison, value, held, products);
    expect(rule('8,7')).toEqual({ passed: true, detail: '8,7 in cart: true' });
    expect(rule('70').passed).toBe(true);
    expect(rule('8')).toEqual({ passed: false, detail: '8 in cart: false' });
    expect(rule('7', 'cart_value', 'greater_than', 50).passed).toBe(true);
    expect(rule('7', 'cart_value', 'greater_than', 100).passed).toBe(false);
    expect(
      cartRulePasses(undefined, undefined, undefined, { totalPrice: 0, itemCount: 0 }, '7'),
    ).toMatchObject({ passed: false });
  });
});
