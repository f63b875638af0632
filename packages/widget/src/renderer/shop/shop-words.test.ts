// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { submitCartItems } from './cart-add.ts';
import { descriptionText, priceText, shortTitle } from './product-cards.tsx';

describe('the recommendations block’s words', () => {
  it('cuts titles over 50 characters with an ellipsis, whole characters only', () => {
    expect(shortTitle('Brass Pen')).toBe('Brass Pen');
    const long = 'A very long product title that goes on and on and on past fifty';
    expect(shortTitle(long)).toBe(`${long.slice(0, 50).trimEnd()}…`);
    expect(Array.from(shortTitle('🎁'.repeat(60)))).toHaveLength(51);
  });

  it('reads the description as text, running nothing', () => {
    expect(descriptionText('<p>Solid <b>oak</b></p><script>window.ran = 1</script>')).toBe(
      'Solid oakwindow.ran = 1',
    );
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it('writes prices with the currency’s symbol in the popup’s language', () => {
    expect(priceText('38.00', 'USD', 'en')).toBe('$38.00');
    expect(priceText('120.00', 'ILS', 'he')).toBe(
      new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' }).format(120),
    );
  });
});

describe('submitCartItems', () => {
  it('reads variantId@quantity@redirectFlag, a bad quantity being 1', () => {
    expect(submitCartItems(['4500@2@0', ' 77@@ ', 'gid-9@x@1'])).toEqual({
      items: [
        { id: 4500, quantity: 2 },
        { id: 77, quantity: 1 },
        { id: 'gid-9', quantity: 1 },
      ],
      toCart: true,
    });
    expect(submitCartItems(['@3@1', ''])).toEqual({ items: [], toCart: false });
  });
});
