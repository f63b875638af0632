// Prices are integer minor units; shown in the visitor's language with the shop's currency.
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

export function formatMoney(minor: number, currency: string, lang: string): string {
  return formatter(currency, lang).format(minor / minorUnitsPer(currency));
}
