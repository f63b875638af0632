// /account: the customer's account page. Signed in: a greeting, sign out, their orders (each opens
// its own page) and the addresses their orders used. Anyone else: why there is nothing to show,
// and the buttons that open the sign-in and registration dialogs.
import { formatMoney, translate } from '@pinwheel/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/account';
import { callCustomerApi } from '../components/customer/customer-call.ts';
import { openCustomerDialog } from '../components/customer/customer-dialog-events.ts';
import { pageTitle } from '../page-title.ts';
import { useShellData } from '../shell-data.ts';
import accountCss from '../styles/customer-account.css?inline';
import { useTranslation } from '../translation.ts';
import { useCurrencyFormat } from '../money.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const title = pageTitle(translate(context.lang, 'customer.accountTitle'), context.shop.name);
  const customer = await context.customers.currentCustomer();
  if (!customer) return { title, customer: null, orders: [], addresses: [] };
  const [orders, addresses] = await Promise.all([
    context.customerOrders.orders(customer.id),
    context.customerOrders.addresses(customer.id),
  ]);
  return {
    title,
    customer: { username: customer.username, email: customer.email },
    orders,
    addresses,
  };
}

export function AccountStyles() {
  return (
    <style href="pinwheel-customer-account" precedence="default">
      {accountCss}
    </style>
  );
}

function SignOutButton() {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-disabled={busy}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        await callCustomerApi('/api/customer/logout', {}, { nonce, lang }, t('customer.failed'));
        window.location.assign('/');
      }}
    >
      {t('customer.signOut')}
    </button>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const { customer, orders, addresses } = loaderData;
  if (!customer) {
    return (
      <section className="account" aria-labelledby="account-title">
        <AccountStyles />
        <h1 id="account-title">{t('customer.accountTitle')}</h1>
        <p>{t('customer.signInToSee')}</p>
        <div className="account__actions">
          <button type="button" className="button" onClick={() => openCustomerDialog('signIn')}>
            {t('customer.signIn')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => openCustomerDialog('register')}
          >
            {t('customer.register')}
          </button>
        </div>
      </section>
    );
  }
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountStyles />
      <div className="account__head">
        <div>
          <h1 id="account-title">{t('customer.accountTitle')}</h1>
          <p className="account__greeting">
            {t('customer.greeting', { name: customer.username })} · <bdi>{customer.email}</bdi>
          </p>
        </div>
        <SignOutButton />
      </div>
      <section aria-labelledby="account-orders">
        <h2 id="account-orders">{t('customer.ordersTitle')}</h2>
        {orders.length === 0 ? (
          <p className="account__empty">{t('customer.noOrders')}</p>
        ) : (
          <ul className="account__orders">
            {orders.map((order) => (
              <li key={order.id} className="account__order">
                <Link to={order.path} className="account__order-link">
                  {t('customer.orderNumber', { number: order.number })}
                </Link>
                <dl>
                  <div>
                    <dt>{t('customer.orderDate')}</dt>
                    <dd>{date.format(order.createdAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('customer.orderStatus')}</dt>
                    <dd>{order.statusLabel}</dd>
                  </div>
                  <div>
                    <dt>{t('customer.orderItems')}</dt>
                    <dd>{order.itemCount}</dd>
                  </div>
                  <div>
                    <dt>{t('customer.orderTotal')}</dt>
                    <dd>{formatMoney(order.total, order.currency, lang, currencyFormat)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="account-addresses">
        <h2 id="account-addresses">{t('customer.addressesTitle')}</h2>
        {addresses.length === 0 ? (
          <p className="account__empty">{t('customer.noAddresses')}</p>
        ) : (
          <ul className="account__addresses">
            {addresses.map((address) => (
              <li key={address.lines.join('|')}>
                <address>
                  {address.lines.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
