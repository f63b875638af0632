// The shipping methods, each with its cost; the one chosen is the review's shipping row, so the
// choice is followed as it changes. Below free shipping's threshold, how much more gets it.
import { formatMoney } from '@pinwheel/core';
import type { CheckoutPageData } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { useCurrencyFormat } from '../../money.ts';

export function ShippingChoice(props: {
  page: Pick<CheckoutPageData, 'shippingOptions' | 'currency' | 'freeAbove' | 'subtotal'>;
  chosen: string;
  error: string | undefined;
  onChoose(id: string): void;
}) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const { page } = props;
  return (
    <ChoiceGroup name="shipping_method" legend={t('checkout.shipping')} error={props.error}>
      {page.shippingOptions.map((option) => (
        <label key={option.id} className="checkout-choice">
          <input
            type="radio"
            name="shipping_method"
            value={option.id}
            checked={props.chosen === option.id}
            onChange={() => props.onChoose(option.id)}
          />
          <span>
            {option.label}
            {option.cost > 0
              ? `: ${formatMoney(option.cost, page.currency, lang, currencyFormat)}`
              : ''}
          </span>
        </label>
      ))}
      {page.freeAbove !== null && page.subtotal < page.freeAbove ? (
        <p className="checkout__hint">
          {t('checkout.shipping.freeAbove', {
            amount: formatMoney(page.freeAbove, page.currency, lang, currencyFormat),
          })}
        </p>
      ) : null}
    </ChoiceGroup>
  );
}
