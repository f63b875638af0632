// The pay-in-instalments message ("or 4 payments of $12.50 with Direct bank transfer") under a
// price, for a payment method that offers it. Its options go through the provider widget's checks
// (core's affordability-widget.ts: key 1003, amount 1001, target 1002): a failed check draws
// nothing and logs the provider's message and code, as that widget does. At most 500 px wide.
import {
  AFFORDABILITY_MAX_WIDTH_PX,
  AffordabilityError,
  checkAffordabilityOptions,
  formatMoney,
  instalmentAmounts,
} from '@pinwheel/core';
import type { InstalmentsOffer } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';

export function InstalmentsMessage(props: {
  offer: InstalmentsOffer | null;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The element id the message is drawn into (the widget's target). */
  target: string;
}) {
  const { t, lang } = useTranslation();
  const { offer } = props;
  if (!offer || props.amount < offer.minAmount || props.amount > offer.maxAmount) return null;
  try {
    checkAffordabilityOptions({ key: offer.key, amount: props.amount, target: props.target });
  } catch (error) {
    if (error instanceof AffordabilityError) {
      console.error(`${error.message}${error.code ? ` (${error.code})` : ''}`);
      return null;
    }
    throw error;
  }
  const [first = 0] = instalmentAmounts(props.amount, offer.count);
  return (
    <p
      id={props.target}
      className="instalments"
      style={{ maxInlineSize: `${AFFORDABILITY_MAX_WIDTH_PX}px` }}
      data-instalments={offer.count}
    >
      {t('instalments.message', {
        count: offer.count,
        amount: formatMoney(first, props.currency, lang),
        method: offer.methodTitle,
      })}
    </p>
  );
}
