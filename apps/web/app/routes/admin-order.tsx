// /admin/orders/:id: one order for the owner: its lines and totals (discounts, shipping, refunds),
// the customer with both addresses and a link to their other orders, where they came from
// (attribution), the status with its stock effect, notes (private, or mailed to the customer),
// refunds with the units they returned to stock, the mails sent, and the printable invoice and
// packing slip. Everything through the platform API with the dashboard's typed client.
import { translate } from '@pinwheel/core';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/admin-order';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { OrderLines } from '../components/admin/orders/order-lines.tsx';
import { OrderMails } from '../components/admin/orders/order-mails.tsx';
import { OrderNotes } from '../components/admin/orders/order-notes.tsx';
import { OrderRefunds, useOrderRefunds } from '../components/admin/orders/order-refunds.tsx';
import {
  addressLines,
  attributionOf,
  gmtDate,
  originOf,
  refundedUnits,
  statusLabel,
  type WcOrder,
} from '../components/admin/orders/order-shape.ts';
import { OrderStatusForm } from '../components/admin/orders/order-status-form.tsx';
import { useOrder } from '../components/admin/orders/use-order.ts';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { pageTitle } from '../page-title.ts';
import ordersStyles from '../styles/admin-orders.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'orders.number'), context.shop.name) };
}

export default function AdminOrder() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const order = useOrder(id);
  if (order.isPending) {
    return (
      <AdminPage title={t('orders.number')} backTo="/admin/orders">
        <LoadingState />
      </AdminPage>
    );
  }
  if (order.isError) {
    return (
      <AdminPage title={t('orders.number')} backTo="/admin/orders">
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </AdminPage>
    );
  }
  return <OrderView order={order.data.order} version={order.data.version} />;
}

function OrderView(props: { order: WcOrder; version: string | null }) {
  const { t, lang } = useTranslation();
  const { order } = props;
  const refunds = useOrderRefunds(order.id);
  const units = refundedUnits(refunds.data ?? []);
  const created = gmtDate(order.date_created_gmt);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const attribution = attributionOf(order);
  return (
    <AdminPage
      title={`${t('orders.number')} #${order.number}`}
      backTo="/admin/orders"
      description={`${when.format(created)} · ${order.payment_method_title} · ${order.shipping_lines[0]?.method_title ?? ''}`}
      actions={
        <Link to={`/admin/orders/${order.id}/print`} className="button button--quiet">
          {t('adminOrders.printLink')}
        </Link>
      }
    >
      <div className="admin-order__head">
        <span className={`status-badge status-badge--order-${order.status}`}>
          {statusLabel(lang, order.status)}
        </span>
        <OrderStatusForm
          key={`${order.status}-${order.date_modified_gmt}`}
          order={order}
          version={props.version}
        />
      </div>
      <div className="order-layout">
        <div className="order-layout__main">
          <section className="admin-card" aria-label={t('orders.items')}>
            <OrderLines order={order} refundedUnits={units} />
          </section>
          <OrderRefunds order={order} />
          <OrderNotes order={order} />
          <OrderMails orderId={order.id} />
        </div>
        <div className="order-layout__side">
          <section className="admin-card" aria-labelledby="order-customer-title">
            <h3 id="order-customer-title">{t('orders.customer')}</h3>
            <p>
              <bdi>{order.billing.email}</bdi>
              {order.billing.phone ? (
                <>
                  <br />
                  <bdi>{order.billing.phone}</bdi>
                </>
              ) : null}
            </p>
            <p>
              <Link to={`/admin/orders?customer=${encodeURIComponent(order.billing.email)}`}>
                {t('adminOrders.customerOrders')}
              </Link>
            </p>
            <h4>{t('orders.billing')}</h4>
            <address>
              {addressLines(order.billing, lang).map((line, index) => (
                <span key={index} className="order-address__line">
                  <bdi>{line}</bdi>
                </span>
              ))}
            </address>
            <h4>{t('orders.shipping')}</h4>
            <address>
              {addressLines(order.shipping, lang).map((line, index) => (
                <span key={index} className="order-address__line">
                  <bdi>{line}</bdi>
                </span>
              ))}
            </address>
            {order.customer_note ? (
              <>
                <h4>{t('orders.note')}</h4>
                <p className="admin-order__note">
                  <bdi>{order.customer_note}</bdi>
                </p>
              </>
            ) : null}
          </section>
          <section className="admin-card" aria-labelledby="order-attribution-title">
            <h3 id="order-attribution-title">
              {t('orders.attribution')}: <bdi>{originOf(order, lang)}</bdi>
            </h3>
            {attribution.length === 0 ? (
              <p className="order-card__empty">{t('orders.noAttribution')}</p>
            ) : (
              <dl className="admin-order__attribution">
                {attribution.map((field) => (
                  <div key={field.name}>
                    <dt>{field.name}</dt>
                    <dd>
                      <bdi>{field.value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
