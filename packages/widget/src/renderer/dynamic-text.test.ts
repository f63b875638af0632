import { describe, expect, it } from 'vitest';
import { mentionsCart, textFiller, type TextOptions } from './dynamic-text.ts';
import { cartThreshold, cartWords } from './shop/cart-words.ts';

const options = (overrides: Partial<TextOptions> = {}): TextOptions => ({
  lang: 'en',
  country: 'IL',
  freePlan: false,
  ...overrides,
});

describe('textFiller', () => {
  it('fills {{country}} in the popup’s language', () => {
    expect(textFiller(options())('Free shipping to {{country}}!')).toBe('Free shipping to Israel!');
    expect(textFiller(options({ lang: 'he' }))('משלוח ל{{ country }}')).toBe('משלוח לישראל');
    expect(textFiller(options({ country: '' }))('To {{country}}.')).toBe('To .');
  });

  it('fills only the spec’s placeholders: any other {{name}} stays as written', () => {
    // The page's address has no say: a crafted ?x= link cannot write into the popup.
    const fill = textFiller(options());
    expect(fill('Hi {{x}}, your {{utm_campaign}} code')).toBe(
      'Hi {{x}}, your {{utm_campaign}} code',
    );
    expect(fill('{{name}} {{shpfy_other}}')).toBe('{{name}} {{shpfy_other}}');
  });

  it('asks the cart’s words for the shpfy placeholders, and leaves them empty without a cart', () => {
    const words = cartWords({ value: 88, count: 2, currency: 'USD' }, 100, 'en');
    const fill = textFiller(options(), words);
    expect(fill('{{shpfy_count}} items, {{shpfy_value}}')).toBe('2 items, $88.00');
    expect(fill('Only {{ shpfy_gap }} to free shipping over {{shpfy_thres}}')).toBe(
      'Only $12.00 to free shipping over $100.00',
    );
    expect(textFiller(options())('[{{shpfy_value}}]')).toBe('[]');
  });

  it('leaves a free-plan popup’s text as written', () => {
    const words = cartWords({ value: 1, count: 1, currency: 'USD' }, null, 'en');
    const fill = textFiller(options({ freePlan: true }), words);
    expect(fill('To {{country}}, {{shpfy_value}}')).toBe('To {{country}}, {{shpfy_value}}');
  });

  it('knows which words need the cart', () => {
    expect(mentionsCart('Only {{ shpfy_gap }} to go')).toBe(true);
    expect(mentionsCart('Hello {{country}}')).toBe(false);
  });
});

describe('cartWords', () => {
  it('never words a negative gap: 0 once the threshold is reached', () => {
    const words = cartWords({ value: 75.5, count: 3, currency: 'USD' }, 50, 'en');
    expect(words('shpfy_gap')).toBe('$0.00');
  });

  it('writes money as the popup’s language does, in the cart’s currency', () => {
    const words = cartWords({ value: 150, count: 1, currency: 'ILS' }, 200, 'he');
    expect(words('shpfy_gap')).toBe(
      new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' }).format(50),
    );
  });

  it('leaves figures empty while the cart is unknown, or without a threshold', () => {
    const unknown = cartWords(null, 100, 'en');
    expect(['shpfy_value', 'shpfy_count', 'shpfy_gap'].map(unknown)).toEqual(['', '', '']);
    // The threshold alone has no currency to go by: the number.
    expect(unknown('shpfy_thres')).toBe('100.00');
    const noThreshold = cartWords({ value: 10, count: 1, currency: 'EUR' }, null, 'en');
    expect([noThreshold('shpfy_thres'), noThreshold('shpfy_gap')]).toEqual(['', '']);
  });

  it('takes the threshold from the popup’s own figure, else a cart-value rule’s, never a count', () => {
    expect(cartThreshold({ shopify_cart_trigger_cart_spec_value: '49.90' })).toBe(49.9);
    expect(
      cartThreshold({
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_value: 100,
      }),
    ).toBe(100);
    expect(
      cartThreshold({
        shopify_cart_trigger_action: 'item_count',
        shopify_cart_trigger_cart_spec_value: 3,
      }),
    ).toBeNull();
    expect(cartThreshold({})).toBeNull();
    // The popup's own threshold comes first: a "cart over $0" rule keeps its own figure.
    expect(
      cartThreshold(
        { shopify_cart_trigger_action: 'cart_value', shopify_cart_trigger_cart_spec_value: 0 },
        { cart_threshold: 50 },
      ),
    ).toBe(50);
  });
});
