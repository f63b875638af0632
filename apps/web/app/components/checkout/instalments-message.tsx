// The pay-in-instalments message under a price, for a payment method that offers it. It says
// what the plan is and who offers it: a provider's plan by the provider's name, else the shop's
// own ("or 4 interest-free payments of $12.50 by direct bank transfer: a plan this shop offers
// itself, not a loan") — never the payment method as if it were the lender. Its options go through the provider widget's checks
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
import { useCurrencyFormat } from '../../money.ts';

export function InstalmentsMessage(props: {
  offer: InstalmentsOffer | null;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The element id the message is drawn into (the widget's target). */
  target: string;
}) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
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
      {offer.provider
        ? t('instalments.providerPlan', {
            count: offer.count,
            amount: formatMoney(first, props.currency, lang, currencyFormat),
            provider: offer.provider,
          })
        : t('instalments.shopPlan', {
            count: offer.count,
            amount: formatMoney(first, props.currency, lang, currencyFormat),
            method: inSentence(offer.methodTitle),
          })}
    </p>
  );
}

/** A method's title inside a sentence: "Direct bank transfer" → "direct bank transfer". */
function inSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}
