// A cart line's price each: the catalog's price alone, or, when the quantity reaches a bulk tier,
// the regular price struck through beside the discounted one with the tier named; and, when a
// larger quantity would lower it further, the next tier as a nudge. The struck price has words for
// screen readers (a <del> alone is not read as "was").
import { formatMoney, type CartLineView, type Language } from '@pinwheel/core';
import { useTranslation } from '../../translation.ts';
import { useCurrencyFormat } from '../../money.ts';

export function CartLinePrice({ line, currency }: { line: CartLineView; currency: string }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const money = (minor: number) => formatMoney(minor, currency, lang as Language, currencyFormat);
  const next = line.nextBulkTier;
  // One element, so the phone layout's label-and-value row keeps the price's parts together.
  return (
    <span className="cart-price">
      {line.bulkDiscountPercent > 0 ? (
        <>
          <del className="cart-price__regular">
            <span className="visually-hidden">{t('cart.regularPrice')} </span>
            {money(line.regularUnitPrice)}
          </del>{' '}
          <ins className="cart-price__bulk">
            <span className="visually-hidden">{t('cart.bulkPrice')} </span>
            {money(line.unitPrice)}
          </ins>
          <span className="cart-price__note">
            {t('cart.bulkApplied', { percent: line.bulkDiscountPercent })}
          </span>
        </>
      ) : (
        money(line.unitPrice)
      )}
      {next ? (
        <span className="cart-price__next">
          {t('cart.bulkNext', { count: next.minQuantity, percent: next.discountPercent })}
        </span>
      ) : null}
    </span>
  );
}
