// The orders list's table: number (to the order's page), date, customer, status, items, total
// (with what refunds gave back) and origin. On a phone each row stacks into a card, every value
// under its column's name (the cells carry it), so nothing needs sideways scrolling.
import { formatMoney } from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../translation.ts';
import {
  customerName,
  gmtDate,
  moneyText,
  originOf,
  refundedMinor,
  statusLabel,
  type WcOrder,
} from './order-shape.ts';
import { EmailText } from '../../email-text.tsx';
import { useCurrencyFormat } from '../../../money.ts';

export function OrdersTable(props: { orders: WcOrder[]; caption: string }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="orders-table">
      <table className="admin-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.customer')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col" className="admin-table__number">
              {t('orders.items')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('orders.total')}
            </th>
            <th scope="col">{t('orders.origin')}</th>
          </tr>
        </thead>
        <tbody>
          {props.orders.map((order) => {
            const created = gmtDate(order.date_created_gmt);
            const refunded = refundedMinor(order);
            return (
              <tr key={order.id}>
                <th scope="row" className="admin-table__name">
                  <Link to={`/admin/orders/${order.id}`} className="admin-table__action">
                    #{order.number}
                  </Link>
                </th>
                <td data-label={t('orders.date')}>
                  <time dateTime={created.toISOString()}>{when.format(created)}</time>
                </td>
                <td data-label={t('orders.customer')}>
                  <bdi>{customerName(order)}</bdi>
                  <span className="admin-table__sub">
                    <EmailText email={order.billing.email} />
                  </span>
                </td>
                <td data-label={t('orders.status')}>
                  <span className={`status-badge status-badge--order-${order.status}`}>
                    {statusLabel(lang, order.status)}
                  </span>
                </td>
                <td data-label={t('orders.items')} className="admin-table__number">
                  {order.line_items.reduce((sum, line) => sum + line.quantity, 0)}
                </td>
                <td data-label={t('orders.total')} className="admin-table__number">
                  {moneyText(order.total, order.currency, lang, currencyFormat)}
                  {refunded > 0 ? (
                    <span className="admin-table__sub">
                      {t('adminOrders.refundedAmount', {
                        amount: formatMoney(refunded, order.currency, lang, currencyFormat),
                      })}
                    </span>
                  ) : null}
                </td>
                <td data-label={t('orders.origin')}>
                  <bdi>{originOf(order, lang)}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
