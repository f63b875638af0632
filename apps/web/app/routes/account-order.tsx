// /account/orders/:id: one of the signed-in customer's orders in full (lines, totals, addresses).
// Another customer's order, or no customer, is a 404: an order's id alone shows nothing.
import { formatMoney, translate } from '@pinwheel/core';
import { Link } from 'react-router';
import type { Route } from './+types/account-order';
import { CheckoutStyles } from '../components/checkout/checkout-styles.tsx';
import { OrderSummary } from '../components/checkout/order-summary.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';
import { AccountStyles } from './account.tsx';
import { useCurrencyFormat } from '../money.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = await context.customers.currentCustomer();
  const order = customer ? await context.customerOrders.order(customer.id, params.id) : null;
  if (!order) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const heading = translate(context.lang, 'customer.orderNumber', { number: order.number });
  return { title: pageTitle(heading, context.shop.name), order };
}

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const { order } = loaderData;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section className="account" aria-labelledby="account-order-title">
      <CheckoutStyles />
      <AccountStyles />
      <Link to="/account" className="account__back">
        {t('customer.backToAccount')}
      </Link>
      <h1 id="account-order-title">{t('customer.orderNumber', { number: order.number })}</h1>
      <dl className="order-received__facts">
        <div>
          <dt>{t('customer.orderDate')}</dt>
          <dd>{date.format(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('customer.orderStatus')}</dt>
          <dd>{order.statusLabel}</dd>
        </div>
        <div>
          <dt>{t('customer.orderTotal')}</dt>
          <dd>{formatMoney(order.total, order.currency, lang, currencyFormat)}</dd>
        </div>
        <div>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{order.paymentTitle}</dd>
        </div>
      </dl>
      {order.bankDetails ? (
        <div>
          <h2>{t('order.bankDetails')}</h2>
          <p className="order-received__bank">{order.bankDetails}</p>
        </div>
      ) : null}
      <OrderSummary
        caption={t('order.details')}
        lines={order.lines}
        currency={order.currency}
        subtotal={order.subtotal}
        discounts={order.coupons}
        shipping={{ label: order.shippingTitle, cost: order.shippingTotal }}
        total={order.total}
        dueNow={order.dueNow}
      />
      <div className="order-received__addresses">
        <AddressBlock title={t('checkout.billing')} lines={order.billing} />
        <AddressBlock title={t('checkout.shippingAddress')} lines={order.shipping} />
      </div>
    </section>
  );
}
