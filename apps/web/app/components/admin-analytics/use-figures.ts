// How the analytics pages write a count, a rate, an amount of the shop's currency and a day, in
// the page's language (the API gives amounts as decimals in the shop's currency).
import { formatMoney, minorUnitsPer } from '@pinwheel/core';
import { useCurrencyFormat } from '../../money.ts';
import { useTranslation } from '../../translation.ts';

export function useFigures(currency: string) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const count = new Intl.NumberFormat(lang);
  const compact = new Intl.NumberFormat(lang, { notation: 'compact' });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  // In a column every rate has its one decimal ("2.0%" above "1.9%"), so the digits line up.
  const columnPercent = new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' });
  const longDay = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const minor = minorUnitsPer(currency);
  return {
    count: (value: number) => count.format(value),
    compact: (value: number) => compact.format(value),
    rate: (value: number | null) =>
      value === null ? t('analytics.noRate') : percent.format(value),
    /** A rate in a table's column: always one decimal. */
    columnRate: (value: number | null) =>
      value === null ? t('analytics.noRate') : columnPercent.format(value),
    percent: (value: number) => percent.format(value),
    /** A share in a table's column (an interval's ends, a chance): always one decimal. */
    columnPercent: (value: number) => columnPercent.format(value),
    money: (amount: string | number) =>
      formatMoney(Math.round(Number(amount) * minor), currency, lang, currencyFormat),
    /** A "YYYY-MM-DD" day of the owner's clock, as that local date. */
    dateOf: (date: string) => {
      const [year, month, dayOfMonth] = date.split('-').map(Number);
      return new Date(year!, month! - 1, dayOfMonth);
    },
    day: (date: Date) => day.format(date),
    longDay: (date: Date) => longDay.format(date),
  };
}

export type Figures = ReturnType<typeof useFigures>;
