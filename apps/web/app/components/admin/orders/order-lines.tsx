// An order's lines and totals for the owner: each line with its options, SKU, unit price,
// quantity and how many units refunds covered; then subtotal, each discount code, shipping, the
// total, and when refunds exist what they gave back and what the order nets now.
import { formatMoney, minorUnitsPer } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { minorOf, moneyText, refundedMinor, type WcOrder } from './order-shape.ts';
import { useCurrencyFormat } from '../../../money.ts';

export function OrderLines(props: { order: WcOrder; refundedUnits: Map<string, number> }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const { order } = props;
  const money = (text: string) => moneyText(text, order.currency, lang, currencyFormat);
  const refunded = refundedMinor(order);
  const options = (line: WcOrder['line_items'][number]) =>
    line.meta_data.find((meta) => meta.key === 'options')?.value ?? '';
  return (
    <table className="order-lines">
      <caption className="order-lines__caption">{t('orders.items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminOrders.product')}</th>
          <th scope="col" className="order-lines__number">
            {t('adminOrders.unitPrice')}
          </th>
          <th scope="col" className="order-lines__number">
            {t('adminOrders.quantity')}
          </th>
          <th scope="col" className="order-lines__number">
            {t('orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.line_items.map((line) => {
          const back = props.refundedUnits.get(line.id) ?? 0;
          return (
            <tr key={line.id}>
              <th scope="row">
                <span className="order-lines__title">{line.name}</span>
                {options(line) ? <span className="order-lines__sub">{options(line)}</span> : null}
                {line.sku ? (
                  <span className="order-lines__sub">
                    {t('adminOrders.sku')}: <bdi>{line.sku}</bdi>
                  </span>
                ) : null}
              </th>
              <td className="order-lines__number" data-label={t('adminOrders.unitPrice')}>
                {formatMoney(
                  unitMinor(line.price, order.currency),
                  order.currency,
                  lang,
                  currencyFormat,
                )}
              </td>
              <td className="order-lines__number" data-label={t('adminOrders.quantity')}>
                × {line.quantity}
                {back > 0 ? (
                  <span className="order-lines__refunded">
                    {t('adminOrders.unitsRefunded', { count: back })}
                  </span>
                ) : null}
              </td>
              <td className="order-lines__number" data-label={t('orders.total')}>
                {money(line.total)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('checkout.subtotal')}
          </th>
          <td className="order-lines__number">{money(order.subtotal)}</td>
        </tr>
        {order.coupon_lines.map((coupon) => (
          <tr key={coupon.id}>
            <th scope="row" colSpan={3}>
              {t('coupon.discountLine', { code: coupon.code })}
            </th>
            <td className="order-lines__number">
              {formatMoney(
                -minorOf(coupon.discount, order.currency),
                order.currency,
                lang,
                currencyFormat,
              )}
            </td>
          </tr>
        ))}
        {order.shipping_lines.map((shipping) => (
          <tr key={shipping.id}>
            <th scope="row" colSpan={3}>
              {t('checkout.shipping')}: {shipping.method_title}
            </th>
            <td className="order-lines__number">{money(shipping.total)}</td>
          </tr>
        ))}
        <tr className="order-lines__total">
          <th scope="row" colSpan={3}>
            {t('checkout.total')}
          </th>
          <td className="order-lines__number">{money(order.total)}</td>
        </tr>
        {refunded > 0 ? (
          <>
            <tr className="order-lines__refund-row">
              <th scope="row" colSpan={3}>
                {t('adminOrders.refunded')}
              </th>
              <td className="order-lines__number">
                {formatMoney(-refunded, order.currency, lang, currencyFormat)}
              </td>
            </tr>
            <tr className="order-lines__total">
              <th scope="row" colSpan={3}>
                {t('adminOrders.netTotal')}
              </th>
              <td className="order-lines__number">
                {formatMoney(
                  minorOf(order.total, order.currency) - refunded,
                  order.currency,
                  lang,
                  currencyFormat,
                )}
              </td>
            </tr>
          </>
        ) : null}
      </tfoot>
    </table>
  );
}

/** WooCommerce answers a line's unit price as a number in major units. */
export function unitMinor(price: number, currency: string): number {
  return Math.round(price * minorUnitsPer(currency));
}
