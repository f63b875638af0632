// Reading typed amounts: the owner's habits (commas, spaces, no decimals) become the API's string.
import { describe, expect, it } from 'vitest';
import { moneyFormatOf, readMoneyText } from './money-text.ts';

describe('readMoneyText', () => {
  it('pads to the currency’s decimals', () => {
    expect(readMoneyText('12', 2)).toBe('12.00');
    expect(readMoneyText('12.5', 2)).toBe('12.50');
    expect(readMoneyText(' 0012.50 ', 2)).toBe('12.50');
    expect(readMoneyText('.5', 2)).toBe('0.50');
    expect(readMoneyText('500', 0)).toBe('500');
  });

  it('reads a comma as the decimal mark or a thousands separator, as typed', () => {
    expect(readMoneyText('12,5', 2)).toBe('12.50');
    expect(readMoneyText('1,234', 2)).toBe('1234.00');
    expect(readMoneyText('1,234.50', 2)).toBe('1234.50');
    expect(readMoneyText('1.234,50', 2)).toBe('1234.50');
    expect(readMoneyText('1 234,50', 2)).toBe('1234.50');
  });

  it('refuses what is not an amount', () => {
    expect(readMoneyText('', 2)).toBeNull();
    expect(readMoneyText('-5', 2)).toBeNull();
    expect(readMoneyText('12.505', 2)).toBeNull();
    expect(readMoneyText('1,2,3', 2)).toBeNull();
    expect(readMoneyText('12a', 2)).toBeNull();
    expect(readMoneyText('12.5', 0)).toBeNull();
  });
});

describe('moneyFormatOf', () => {
  it('places the symbol as the language writes it', () => {
    expect(moneyFormatOf('USD', 'en')).toEqual({
      currency: 'USD',
      symbol: '$',
      decimals: 2,
      symbolFirst: true,
    });
    expect(moneyFormatOf('ILS', 'he')).toMatchObject({ symbol: '₪', symbolFirst: false });
    expect(moneyFormatOf('JPY', 'en').decimals).toBe(0);
  });
});
