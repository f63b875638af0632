// Money in a web form: amounts in the currency's minor unit (cents) while adding up, so a total
// never drifts by a floating-point cent, and formatted by the form's currency settings (spec §3).
import type { CurrencySettings } from './definition.ts';

/** A major-unit price (12.5) in minor units (1250) for these settings' decimals. */
export function toMinor(amount: number, currency: Pick<CurrencySettings, 'decimals'>): number {
  return Math.round(amount * 10 ** currency.decimals);
}

/**
 * A visitor's typed amount ("1,234.50", "1.234,50" with those separators) in minor units, or
 * undefined when it is no amount. Only digits, dots and commas are kept (spec §5).
 */
export function parseAmount(input: string, currency: CurrencySettings): number | undefined {
  const kept = input.replace(/[^0-9.,]/g, '');
  if (kept === '') return undefined;
  const withoutThousands =
    currency.thousandsSeparator && currency.thousandsSeparator !== currency.decimalSeparator
      ? kept.split(currency.thousandsSeparator).join('')
      : kept;
  const normal = withoutThousands.split(currency.decimalSeparator).join('.');
  if (!/^\d+(\.\d*)?$/.test(normal)) return undefined;
  return toMinor(Number(normal), currency);
}

/** Minor units as the shop writes money: `$1,234.50`, `1.234,50 €`. */
export function formatFormMoney(minor: number, currency: CurrencySettings): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.round(minor))).padStart(currency.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - currency.decimals);
  const fraction = currency.decimals > 0 ? digits.slice(digits.length - currency.decimals) : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandsSeparator);
  const number = fraction ? `${grouped}${currency.decimalSeparator}${fraction}` : grouped;
  const sign = negative ? '-' : '';
  switch (currency.symbolPosition) {
    case 'left':
      return `${sign}${currency.symbol}${number}`;
    case 'left_space':
      return `${sign}${currency.symbol} ${number}`;
    case 'right':
      return `${sign}${number}${currency.symbol}`;
    case 'right_space':
      return `${sign}${number} ${currency.symbol}`;
  }
}
