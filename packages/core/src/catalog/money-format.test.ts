import { describe, expect, it } from 'vitest';
import { defaultCurrencyFormat, formatWithCurrencyFormat } from './money-format.ts';
import { formatMoney } from './money.ts';

describe('formatWithCurrencyFormat', () => {
  it('shows the default format as $1,234.50', () => {
    expect(formatWithCurrencyFormat(123450, 100, defaultCurrencyFormat)).toBe('$1,234.50');
  });

  it('puts the symbol on the right, with or without a space', () => {
    const euro = {
      ...defaultCurrencyFormat,
      code: 'EUR',
      symbol: '€',
      thousandsSeparator: '.',
      decimalSeparator: ',',
    };
    expect(formatWithCurrencyFormat(123450, 100, { ...euro, symbolPosition: 'right' })).toBe(
      '1.234,50€',
    );
    expect(formatWithCurrencyFormat(123450, 100, { ...euro, symbolPosition: 'right_space' })).toBe(
      '1.234,50\u00a0€',
    );
    expect(formatWithCurrencyFormat(500, 100, { ...euro, symbolPosition: 'left_space' })).toBe(
      '€\u00a05,00',
    );
  });

  it('shows no decimals when the shop asks for none, rounding half up', () => {
    const whole = { ...defaultCurrencyFormat, decimals: 0 };
    expect(formatWithCurrencyFormat(123450, 100, whole)).toBe('$1,235');
    expect(formatWithCurrencyFormat(123449, 100, whole)).toBe('$1,234');
  });

  it('keeps cents exact where binary fractions would drift', () => {
    expect(formatWithCurrencyFormat(1005, 1000, defaultCurrencyFormat)).toBe('$1.01');
  });

  it('groups large amounts and allows an empty thousands separator', () => {
    expect(formatWithCurrencyFormat(123456789012, 100, defaultCurrencyFormat)).toBe(
      '$1,234,567,890.12',
    );
    expect(
      formatWithCurrencyFormat(123456789, 100, {
        ...defaultCurrencyFormat,
        thousandsSeparator: '',
      }),
    ).toBe('$1234567.89');
  });

  it('puts the minus before the symbol for negative amounts, never on a zero', () => {
    expect(formatWithCurrencyFormat(-123450, 100, defaultCurrencyFormat)).toBe('-$1,234.50');
    expect(formatWithCurrencyFormat(-1, 1000, defaultCurrencyFormat)).toBe('$0.00');
  });
});

describe('formatMoney with the shop’s format', () => {
  const euro = {
    code: 'EUR',
    symbol: '€',
    symbolPosition: 'right_space' as const,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    decimals: 2,
  };

  it('writes the shop’s currency the shop’s way in every language', () => {
    expect(formatMoney(123456, 'EUR', 'en', euro)).toBe('1.234,56\u00a0€');
    expect(formatMoney(123456, 'EUR', 'he', euro)).toBe('1.234,56\u00a0€');
  });

  it('keeps Intl’s writing without a format, and for another currency', () => {
    expect(formatMoney(123456, 'USD', 'en', null)).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD', 'en', euro)).toBe('$1,234.56');
  });
});
