// The shop's own currency format (spec storefront-and-forms, "Currency settings"): the owner picks
// separators, decimals, symbol and its side, so a price reads the same in every language and on
// every machine, unlike the browser's number formatting which follows the visitor's locale.

export type SymbolPosition = 'left' | 'right' | 'left_space' | 'right_space';

export interface CurrencyFormat {
  code: string;
  thousandsSeparator: string;
  decimalSeparator: string;
  decimals: number;
  symbol: string;
  symbolPosition: SymbolPosition;
}

export const defaultCurrencyFormat: CurrencyFormat = {
  code: 'USD',
  thousandsSeparator: ',',
  decimalSeparator: '.',
  decimals: 2,
  symbol: '$',
  symbolPosition: 'left',
};

/** Groups the whole part in threes from the right with the given separator. */
function groupThousands(whole: string, separator: string): string {
  if (!separator) return whole;
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats a major-unit amount in the shop's format. `minorPer` is the currency's minor units per
 * major unit (100 for USD); rounding is to the shop's decimals, half away from zero.
 */
export function formatWithCurrencyFormat(
  minor: number,
  minorPer: number,
  format: CurrencyFormat,
): string {
  const negative = minor < 0;
  const major = Math.abs(minor) / minorPer;
  // toFixed rounds binary fractions unpredictably (1.005); scaling in integers first keeps cents exact.
  const scale = 10 ** format.decimals;
  const scaled = Math.round(major * scale + Number.EPSILON * scale);
  const whole = Math.floor(scaled / scale).toString();
  const fraction =
    format.decimals > 0 ? (scaled % scale).toString().padStart(format.decimals, '0') : '';
  const number =
    groupThousands(whole, format.thousandsSeparator) +
    (fraction ? format.decimalSeparator + fraction : '');
  const shown = (() => {
    switch (format.symbolPosition) {
      case 'left':
        return format.symbol + number;
      case 'left_space':
        return `${format.symbol}\u00a0${number}`;
      case 'right':
        return number + format.symbol;
      case 'right_space':
        return `${number}\u00a0${format.symbol}`;
    }
  })();
  // A zero that rounds from a tiny negative is shown without a sign.
  return negative && scaled > 0 ? `-${shown}` : shown;
}
