// /admin/orders/:id: one order for the owner: its items and totals, the addresses, every
// attribution field the checkout carried, the mails it sent or kept, and a status change (a plain
// POST form with the nonce).
import { translate, type MessageKey } from '@pinwheel/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-order';
import { CheckoutStyles } from '../components/checkout/checkout-styles.tsx';
import { OrderSummary } from '../components/checkout/order-summary.tsx';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await context.orders.get(params.id);
  if (!found) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return {
    title: pageTitle(`#${found.order.number}`, context.shop.name),
    statuses: context.orders.statuses,
    ...found,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const status = form?.get('status');
  const outcome =
    typeof status === 'string' ? await context.orders.setStatus(params.id, status) : 'refused';
  if (outcome === 'saved') return { ok: true, message: translate(context.lang, 'orders.saved') };
  return {
    ok: false,
    message: translate(
      context.lang,
      outcome === 'out_of_stock' ? 'orders.reopenRefused' : 'form.unreadable',
    ),
  };
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { order, mails, statuses } = loaderData;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="admin-order" aria-labelledby="admin-order-title">
      <CheckoutStyles />
      <p>
        <Link to="/admin/orders">← {t('orders.back')}</Link>
      </p>
      <div className="admin-order__head">
        <h2 id="admin-order-title">
          {t('orders.number')} #{order.number}
        </h2>
        <span className={`status-badge status-badge--order-${order.status}`}>
          {order.statusLabel}
        </span>
      </div>
      <p className="admin-popups__intro">
        <time dateTime={new Date(order.createdAt).toISOString()}>
          {when.format(order.createdAt)}
        </time>{' '}
        · {order.paymentTitle} · {order.shippingTitle}
      </p>
      <p
        role="status"
        className={
          actionData
            ? `admin-notice admin-notice--${actionData.ok ? 'ok' : 'error'}`
            : 'visually-hidden'
        }
      >
        {actionData?.message ?? ''}
      </p>
      <Form method="post" className="admin-order__status">
        <NonceField />
        <label htmlFor="order-status">{t('orders.changeStatus')}</label>
        <select id="order-status" name="status" defaultValue={order.status} key={order.status}>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`orderStatus.${status}` as MessageKey)}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('orders.save')}
        </button>
      </Form>
      <div className="admin-order__grid">
        <div className="admin-order__card">
          <OrderSummary
            caption={t('orders.items')}
            lines={order.lines}
            currency={order.currency}
            subtotal={order.subtotal}
            discounts={order.coupons}
            shipping={{ label: order.shippingTitle, cost: order.shippingTotal }}
            total={order.total}
            dueNow={order.dueNow}
          />
        </div>
        <div className="admin-order__card">
          <h3>{t('orders.billing')}</h3>
          <address>
            {order.billing.map((line) => (
              <span key={line}>
                <bdi>{line}</bdi>
                <br />
              </span>
            ))}
            <bdi>{order.email}</bdi>
            <br />
            <bdi>{order.phone}</bdi>
          </address>
          <h3>{t('orders.shipping')}</h3>
          <address>
            {order.shipping.map((line) => (
              <span key={line}>
                <bdi>{line}</bdi>
                <br />
              </span>
            ))}
          </address>
          {order.note ? (
            <>
              <h3>{t('orders.note')}</h3>
              <p className="admin-order__note">{order.note}</p>
            </>
          ) : null}
        </div>
      </div>
      <div className="admin-order__card">
        <h3>
          {t('orders.attribution')}: <bdi>{order.origin}</bdi>
        </h3>
        {order.attribution.length === 0 ? (
          <p className="admin-table__unavailable">{t('orders.noAttribution')}</p>
        ) : (
          <dl className="admin-order__attribution">
            {order.attribution.map((field) => (
              <div key={field.name}>
                <dt>{field.name}</dt>
                <dd>
                  <bdi>{field.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="admin-order__card">
        <h3>{t('orders.mails')}</h3>
        <ul className="admin-order__mails">
          {mails.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <bdi>{mail.recipient}</bdi>: <bdi>{mail.subject}</bdi>{' '}
                  <span className={`status-badge status-badge--mail-${mail.state}`}>
                    {t(`orders.mail.${mail.state}` as MessageKey)}
                  </span>
                </summary>
                <pre className="admin-order__mail-body">{mail.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
