// /checkout/order-received/:id?key=…: the page a placed order lands on. Only the key handed to
// this browser with the redirect opens it (an order's id alone shows nothing).
import { formatMoney, translate } from '@pinwheel/core';
import type { Route } from './+types/order-received';
import { CheckoutStyles } from '../components/checkout/checkout-styles.tsx';
import { OrderSummary } from '../components/checkout/order-summary.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';
import { EmailText } from '../components/email-text.tsx';
import { useCurrencyFormat } from '../money.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const order = await context.checkout.received(params.id, key);
  if (!order) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return {
    title: pageTitle(translate(context.lang, 'order.received.title'), context.shop.name),
    order,
  };
}

export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const { order } = loaderData;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    order.createdAt,
  );
  return (
    <section className="order-received" aria-labelledby="order-received-title">
      <CheckoutStyles />
      <h1 id="order-received-title">{t('order.received.title')}</h1>
      <p className="order-received__thanks" role="status">
        {t('order.received.thanks')}
      </p>
      <dl className="order-received__facts">
        <div>
          <dt>{t('order.number')}</dt>
          <dd data-order-number>{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t('order.email')}</dt>
          <dd>
            <EmailText email={order.email} />
          </dd>
        </div>
        <div>
          <dt>{t('order.total')}</dt>
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
        <div>
          <h2>{t('checkout.billing')}</h2>
          <address>
            {order.billing.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </div>
        <div>
          <h2>{t('checkout.shippingAddress')}</h2>
          <address>
            {order.shipping.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </div>
      </div>
    </section>
  );
}
