// An order's lines and totals as a table: the checkout's review, the order-received page and the
// owner's order page all show the same one. Pre-order labels and deposit plans sit under their line,
// and in the checkout's review the bulk tier a line reached, as the cart said it.
import { formatMoney } from '@pinwheel/core';
import type { CheckoutLineView } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';
import { useCurrencyFormat } from '../../money.ts';

export function OrderSummary(props: {
  caption: string;
  lines: CheckoutLineView[];
  currency: string;
  subtotal: number;
  /** The discount codes that apply and what each takes off (a row each, under the subtotal). */
  discounts?: Array<{ code: string; discount: number }> | undefined;
  /** A shipping row: its label and cost; omitted while the shopper still chooses. */
  shipping?: { label: string; cost: number } | undefined;
  total: number;
  dueNow?: number | undefined;
}) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const money = (minor: number) => formatMoney(minor, props.currency, lang, currencyFormat);
  return (
    <table className="order-summary">
      <caption className="order-summary__caption">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('checkout.product')}</th>
          <th scope="col" className="order-summary__amount">
            {t('checkout.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.lines.map((line) => (
          <tr key={line.key}>
            <td>
              <span className="order-summary__title">{line.title}</span>
              {line.options ? (
                <span className="order-summary__options"> · {line.options}</span>
              ) : null}
              <span className="order-summary__quantity"> × {line.quantity}</span>
              {line.bulkDiscountPercent ? (
                <span className="order-summary__note">
                  {t('cart.bulkApplied', { percent: line.bulkDiscountPercent })}
                </span>
              ) : null}
              {line.preOrderLabel ? (
                <span className="order-summary__badge">{line.preOrderLabel}</span>
              ) : null}
              {line.deposit ? (
                <span className="order-summary__note">
                  {t('checkout.deposit', {
                    plan: line.deposit.name,
                    amount: money(line.deposit.dueNow),
                  })}
                </span>
              ) : null}
            </td>
            <td className="order-summary__amount">{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('checkout.subtotal')}</th>
          <td className="order-summary__amount">{money(props.subtotal)}</td>
        </tr>
        {(props.discounts ?? [])
          .filter((entry) => entry.discount > 0)
          .map((entry) => (
            <tr key={entry.code} className="order-summary__discount">
              <th scope="row">{t('coupon.discountLine', { code: entry.code })}</th>
              <td className="order-summary__amount">{money(-entry.discount)}</td>
            </tr>
          ))}
        {props.shipping ? (
          <tr>
            <th scope="row">{t('checkout.shipping')}</th>
            <td className="order-summary__amount">
              {props.shipping.cost === 0 ? props.shipping.label : money(props.shipping.cost)}
            </td>
          </tr>
        ) : null}
        <tr className="order-summary__total">
          <th scope="row">{t('checkout.total')}</th>
          <td className="order-summary__amount">{money(props.total)}</td>
        </tr>
        {props.dueNow !== undefined && props.dueNow !== props.total ? (
          <tr>
            <th scope="row">{t('checkout.dueNow')}</th>
            <td className="order-summary__amount">{money(props.dueNow)}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
