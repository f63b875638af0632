// A price as shoppers read it: one amount, a range for a product whose variations differ, the
// old price struck through when on sale (announced as "Was …" to screen readers). A price the
// price password hides (null) is not drawn at all: the page says once how to see prices.
import { formatMoney } from '@pinwheel/core';
import { useTranslation } from '../../translation.ts';
import { useCurrencyFormat } from '../../money.ts';

export function Price({
  amount,
  maxAmount,
  compareAt,
  currency,
}: {
  amount: number | null;
  maxAmount?: number | null;
  compareAt?: number | null;
  currency: string;
}) {
  const { lang, t } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  if (amount === null) return null;
  const money = (minor: number) => formatMoney(minor, currency, lang, currencyFormat);
  const shown =
    maxAmount !== undefined && maxAmount !== null && maxAmount !== amount
      ? t('product.fromPrice', { min: money(amount), max: money(maxAmount) })
      : money(amount);
  return (
    <span className="price">
      {compareAt && compareAt > amount ? (
        <del className="price__was">
          <span className="visually-hidden">{t('product.wasPrice', { price: '' })}</span>
          {money(compareAt)}
        </del>
      ) : null}
      <span className="price__now">{shown}</span>
    </span>
  );
}
