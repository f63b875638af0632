// What an owner types into an amount field, read as the decimal string the WooCommerce API takes
// ("12.50"), and the currency's look (symbol, decimals, before or after the number) in the owner's
// language. Pure, so it is tested on its own (money-text.test.ts).
import { minorUnitsPer } from '@pinwheel/core';

export interface MoneyFormat {
  currency: string;
  symbol: string;
  /** Digits after the decimal point (2 for USD, 0 for JPY). */
  decimals: number;
  /** Whether the symbol comes before the number in this language ($5 vs 5 ₪). */
  symbolFirst: boolean;
}

export function moneyFormatOf(currency: string, lang: string): MoneyFormat {
  const locale = lang === 'he' ? 'he-IL' : 'en-US';
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return {
    currency,
    symbol: parts[symbolAt]?.value ?? currency,
    decimals: Math.round(Math.log10(minorUnitsPer(currency))),
    symbolFirst: symbolAt < numberAt,
  };
}

/**
 * The amount typed, as a decimal string with the currency's decimals ("12,5" → "12.50"), or null
 * when it is not an amount. Spaces and thousands separators are allowed ("1,234.50",
 * "1 234,50").
 */
export function readMoneyText(text: string, decimals: number): string | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(compact) && !/^[.,]\d+$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const markAt = Math.max(lastDot, lastComma);
  let whole = compact;
  let fraction = '';
  if (markAt >= 0) {
    const after = compact.slice(markAt + 1);
    const both = lastDot >= 0 && lastComma >= 0;
    const single = compact.indexOf(compact[markAt]!) === markAt;
    // A lone dot is the decimal mark ("12.505" is too precise, not twelve thousand); a lone comma
    // is one when it could be ("1,5"), else thousands ("1,234"); with both, the last is decimal.
    const decimalMark = compact[markAt] === '.' || (after.length <= decimals && after.length > 0);
    if (both || (single && decimalMark)) {
      whole = compact.slice(0, markAt);
      fraction = after;
    }
  }
  // What is left of the whole part may only hold thousands separators in groups of three.
  if (/[.,]/.test(whole) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  whole = whole.replace(/[.,]/g, '') || '0';
  if (fraction.length > decimals || /[.,]/.test(fraction)) return null;
  const digits = whole.replace(/^0+(?=\d)/, '');
  return decimals === 0 ? digits : `${digits}.${fraction.padEnd(decimals, '0')}`;
}

/** An example amount for messages ("12.50"). */
export function exampleAmount(decimals: number): string {
  return decimals === 0 ? '12' : `12.${'5'.padEnd(decimals, '0')}`;
}
