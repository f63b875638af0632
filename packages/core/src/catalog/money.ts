// Prices are integer minor units; shown in the shop's own currency format when the owner set one
// (money-format.ts, for the shop's currency only), else in the visitor's language as Intl writes it.
import { formatWithCurrencyFormat, type CurrencyFormat } from './money-format.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, lang: string): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lang === 'he' ? 'he-IL' : 'en-US', {
      style: 'currency',
      currency,
    });
    formatters.set(key, found);
  }
  return found;
}

const unitsPer = new Map<string, number>();

/** Minor units per major unit for a currency (100 for USD, 1 for JPY). */
export function minorUnitsPer(currency: string): number {
  // Kept per currency: resolvedOptions() costs more than the arithmetic it feeds (a page of 100
  // products asks for every price).
  let per = unitsPer.get(currency);
  if (per === undefined) {
    per = 10 ** (formatter(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2);
    unitsPer.set(currency, per);
  }
  return per;
}

/**
 * An amount as shoppers and the owner read it. `format` is the shop's currency format (null when
 * the owner never set one): it applies to amounts in its own currency; an amount in another
 * currency (an order placed before the shop changed currency) keeps Intl's writing.
 */
export function formatMoney(
  minor: number,
  currency: string,
  lang: string,
  format?: CurrencyFormat | null,
): string {
  if (format && format.code === currency) {
    return formatWithCurrencyFormat(minor, minorUnitsPer(currency), format);
  }
  return formatter(currency, lang).format(minor / minorUnitsPer(currency));
}
