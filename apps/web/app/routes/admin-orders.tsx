// /admin/orders: every order, newest first: number, date, customer, status, items, total and where
// the buyer came from (order attribution). Each number opens the order's own page.
import { formatMoney, translate } from '@pinwheel/core';
import { Link } from 'react-router';
import type { Route } from './+types/admin-orders';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  return {
    title: pageTitle(translate(context.lang, 'admin.orders'), context.shop.name),
    page,
    ...(await context.orders.list(page)),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { orders, page, pageCount } = loaderData;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="admin-orders" aria-labelledby="admin-orders-title">
      <h2 id="admin-orders-title">{t('admin.orders')}</h2>
      <p className="admin-popups__intro">{t('orders.intro')}</p>
      {orders.length === 0 ? (
        <div className="admin-empty">
          <p>{t('orders.none')}</p>
        </div>
      ) : (
        <div
          className="admin-table-scroll"
          tabIndex={0}
          role="region"
          aria-labelledby="admin-orders-title"
        >
          <table className="admin-table">
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
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className="admin-table__name">
                    <Link to={`/admin/orders/${order.id}`} className="admin-table__action">
                      #{order.number}
                    </Link>
                  </th>
                  <td>
                    <time dateTime={new Date(order.createdAt).toISOString()}>
                      {when.format(order.createdAt)}
                    </time>
                  </td>
                  <td>
                    <bdi>{order.billing[0]}</bdi>
                    <span className="admin-table__sub">
                      <bdi>{order.email}</bdi>
                    </span>
                  </td>
                  <td>
                    <span className={`status-badge status-badge--order-${order.status}`}>
                      {order.statusLabel}
                    </span>
                  </td>
                  <td className="admin-table__number">
                    {order.lines.reduce((sum, line) => sum + line.quantity, 0)}
                  </td>
                  <td className="admin-table__number">
                    {formatMoney(order.total, order.currency, lang)}
                  </td>
                  <td>
                    <bdi>{order.origin}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="admin-pages" aria-label={t('admin.orders')}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>←</Link> : null}
          <span>
            {page} / {pageCount}
          </span>
          {page < pageCount ? <Link to={`?page=${page + 1}`}>→</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
