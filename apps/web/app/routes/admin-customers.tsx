// /admin/customers: the people who registered an account (pinwheel/v1/customers): search by
// username or email, pages of 20, each customer's orders (wc/v3/orders by their email) on demand,
// closing an account (confirmed; they are signed out at once) and reopening it, and a password-reset
// link kept here when no mail server could send it. Below, the customer-account settings: the
// sign-in check (our own ALTCHA, or reCAPTCHA / Turnstile with their keys) and the page a new
// customer goes to after registering.
import { formatMoney, minorUnitsPer, translate, type MessageKey } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/admin-customers';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  useErrorMessage,
} from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { listPage } from '../components/admin-library/list-page.ts';
import { CustomerSettings } from '../components/admin-customers/customer-settings.tsx';
import { pageTitle } from '../page-title.ts';
import libraryStyles from '../styles/admin-library.css?url';
import customersStyles from '../styles/admin-customers.css?url';
import { useTranslation } from '../translation.ts';
import { useCurrencyFormat } from '../money.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: libraryStyles },
  { rel: 'stylesheet', href: customersStyles },
];

// The title only: the data is fetched in the browser through the typed client.
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'customersAdmin.title'), context.shop.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

const CUSTOMERS_KEY = ['pinwheel/v1/customers'];
const PER_PAGE = 20;

interface CustomerItem {
  id: string;
  username: string;
  email: string;
  date_created: string;
  disabled: boolean;
  waiting_reset_link: { link: string; expires: string } | null;
}

/** A WordPress date (UTC, no zone) in the owner's language. */
function useDate(style: 'medium' | 'short-time' = 'medium') {
  const { lang } = useTranslation();
  const format = new Intl.DateTimeFormat(
    lang === 'he' ? 'he-IL' : 'en-US',
    style === 'medium' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' },
  );
  return (wpDate: string) => format.format(new Date(`${wpDate}Z`));
}

export default function AdminCustomers() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('customersAdmin.title')} description={t('customersAdmin.intro')}>
      <CustomersList />
      <CustomerSettings />
    </AdminPage>
  );
}

function CustomersList() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...CUSTOMERS_KEY, search, page],
    queryFn: ({ signal }) =>
      listPage<CustomerItem>(
        client,
        '/wp-json/pinwheel/v1/customers',
        { page, per_page: PER_PAGE, ...(search ? { search } : {}) },
        signal,
      ),
    placeholderData: (previous) => previous,
  });
  return (
    <section className="customers-section" aria-labelledby="customers-list">
      <h3 id="customers-list" className="visually-hidden">
        {t('customersAdmin.title')}
      </h3>
      <form
        role="search"
        className="admin-search-row"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <label htmlFor="customers-search" className="visually-hidden">
          {t('customersAdmin.search')}
        </label>
        <input
          id="customers-search"
          type="search"
          placeholder={t('customersAdmin.search')}
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          {t('customersAdmin.searchButton')}
        </button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={
            search ? t('customersAdmin.noMatch', { query: search }) : t('customersAdmin.empty')
          }
        />
      ) : (
        <>
          <CustomersTable customers={list.data.items} total={list.data.total} />
          {list.data.totalPages > 1 ? (
            <div className="admin-library__pages">
              <button
                type="button"
                className="button button--quiet"
                disabled={page <= 1}
                onClick={() => setPage((value) => value - 1)}
              >
                {t('customersAdmin.previous')}
              </button>
              <span>
                {page} / {list.data.totalPages}
              </span>
              <button
                type="button"
                className="button button--quiet"
                disabled={page >= list.data.totalPages}
                onClick={() => setPage((value) => value + 1)}
              >
                {t('customersAdmin.next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function CustomersTable({ customers, total }: { customers: CustomerItem[]; total: number }) {
  const { t } = useTranslation();
  const dateOf = useDate();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="admin-table-scroll">
      <table className="admin-table customers-table">
        <caption>{t('customersAdmin.caption', { count: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customersAdmin.colName')}</th>
            <th scope="col">{t('customersAdmin.colSince')}</th>
            <th scope="col">{t('customersAdmin.colState')}</th>
            <th scope="col">{t('customersAdmin.colActions')}</th>
          </tr>
        </thead>
        {customers.map((customer) => (
          <tbody key={customer.id}>
            <tr>
              <td>
                <strong>
                  <bdi>{customer.username}</bdi>
                </strong>
                <br />
                <bdi className="customers-table__email">{customer.email}</bdi>
              </td>
              <td>{dateOf(customer.date_created)}</td>
              <td>
                <span
                  className={`customers-state customers-state--${customer.disabled ? 'closed' : 'open'}`}
                >
                  {t(customer.disabled ? 'customersAdmin.closed' : 'customersAdmin.active')}
                </span>
              </td>
              <td>
                <div className="customers-table__actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-expanded={open === customer.id}
                    aria-controls={`customer-orders-${customer.id}`}
                    onClick={() => setOpen(open === customer.id ? null : customer.id)}
                  >
                    {t(
                      open === customer.id
                        ? 'customersAdmin.hideOrders'
                        : 'customersAdmin.showOrders',
                      { name: customer.username },
                    )}
                  </button>
                  <AccountToggle customer={customer} />
                </div>
              </td>
            </tr>
            {customer.waiting_reset_link ? (
              <tr>
                <td colSpan={4}>
                  <WaitingLink link={customer.waiting_reset_link} />
                </td>
              </tr>
            ) : null}
            {open === customer.id ? (
              <tr id={`customer-orders-${customer.id}`}>
                <td colSpan={4}>
                  <CustomerOrders customer={customer} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function WaitingLink({ link }: { link: { link: string; expires: string } }) {
  const { t } = useTranslation();
  const timeOf = useDate('short-time');
  return (
    <div className="customers-link" role="note">
      <strong>{t('customersAdmin.resetLink')}</strong>
      <p>{t('customersAdmin.resetLinkHint', { time: timeOf(link.expires) })}</p>
      <input
        readOnly
        value={link.link}
        aria-label={t('customersAdmin.resetLink')}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

function AccountToggle({ customer }: { customer: CustomerItem }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const name = customer.username;
  const change = useMutation({
    mutationFn: (disabled: boolean) =>
      client.post('/wp-json/pinwheel/v1/customers/{id}', {
        params: { id: customer.id },
        body: { disabled },
      }),
    onSuccess: (_, disabled) => {
      toast(t(disabled ? 'customersAdmin.closedToast' : 'customersAdmin.reopened', { name }));
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) =>
      toast(t('adminKit.saveFailed', { reason: messageOf(error) }), { tone: 'error' }),
  });
  if (customer.disabled) {
    return (
      <button
        type="button"
        className="button button--quiet"
        aria-label={t('customersAdmin.reopenLabel', { name })}
        disabled={change.isPending}
        onClick={() => change.mutate(false)}
      >
        {t('customersAdmin.reopen')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--quiet button--danger"
      aria-label={t('customersAdmin.closeLabel', { name })}
      disabled={change.isPending}
      onClick={async () => {
        const sure = await confirm({
          title: t('customersAdmin.closeTitle', { name }),
          body: t('customersAdmin.closeBody'),
          confirmLabel: t('customersAdmin.close'),
          danger: true,
        });
        if (sure) change.mutate(true);
      }}
    >
      {t('customersAdmin.close')}
    </button>
  );
}

interface OrderItem {
  id: string;
  number: string;
  status: string;
  date_created: string;
  total: string;
  currency: string;
}

function CustomerOrders({ customer }: { customer: CustomerItem }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const client = useOwnerClient();
  const dateOf = useDate();
  const orders = useQuery({
    queryKey: ['wc/v3/orders', 'customer', customer.email],
    queryFn: ({ signal }) =>
      listPage<OrderItem>(
        client,
        '/wp-json/wc/v3/orders',
        { customer: customer.email, per_page: 50, status: 'any' },
        signal,
      ),
  });
  const title = t('customersAdmin.ordersTitle', { name: customer.username });
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) {
    return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.items.length === 0) {
    return (
      <p className="customers-orders__none">
        {t('customersAdmin.noOrders', { name: customer.username })}
      </p>
    );
  }
  return (
    <table className="admin-table customers-orders">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('customer.orderNumber', { number: '' }).trim()}</th>
          <th scope="col">{t('customer.orderDate')}</th>
          <th scope="col">{t('customer.orderStatus')}</th>
          <th scope="col">{t('customer.orderTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.data.items.map((order) => (
          <tr key={order.id}>
            <td>
              <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
            </td>
            <td>{dateOf(order.date_created)}</td>
            <td>{t(`orderStatus.${order.status}` as MessageKey)}</td>
            <td>
              {formatMoney(
                Math.round(Number(order.total) * minorUnitsPer(order.currency)),
                order.currency,
                lang,
                currencyFormat,
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
