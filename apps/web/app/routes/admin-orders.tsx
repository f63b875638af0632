// /admin/orders: every order, newest first, filtered by status, a search (number, email, name),
// the customer's email and the dates placed, paged, and exported as CSV with the same filters.
// The loader gives the title only (so the /admin guard runs on client navigations); the orders
// come from wc/v3/orders through the dashboard's typed client.
import { translate } from '@pinwheel/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/admin-orders';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { fetchListPage } from '../components/admin/orders/list-page.ts';
import { ListPager } from '../components/admin/orders/list-pager.tsx';
import {
  FILTER_NAMES,
  OrderFilters,
  filterQuery,
  filtersFrom,
  type OrderFilterValues,
} from '../components/admin/orders/order-filters.tsx';
import type { WcOrder } from '../components/admin/orders/order-shape.ts';
import { downloadOrdersCsv } from '../components/admin/orders/orders-export.ts';
import { OrdersTable } from '../components/admin/orders/orders-table.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { pageTitle } from '../page-title.ts';
import ordersStyles from '../styles/admin-orders.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'admin.orders'), context.shop.name) };
}

const PER_PAGE = 20;

export default function AdminOrders() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = filterQuery(filters);
  const orders = useQuery({
    queryKey: ['orders', query, page],
    queryFn: ({ signal }) =>
      fetchListPage<WcOrder>(
        client,
        '/wp-json/wc/v3/orders',
        { ...query, page, per_page: PER_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const filtered = FILTER_NAMES.some((name) => filters[name] !== '');

  const apply = (values: OrderFilterValues) => {
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) if (values[name]) next.set(name, values[name]);
    setParams(next);
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await downloadOrdersCsv(client, query);
      toast(t('adminOrders.exported', { file }));
    } catch (error) {
      toast(t('adminOrders.exportFailed', { reason: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title={t('admin.orders')}
      description={t('adminOrders.intro')}
      actions={
        <button
          type="button"
          className="button"
          onClick={exportCsv}
          disabled={exporting}
          aria-busy={exporting}
        >
          {exporting ? t('adminOrders.exporting') : t('adminOrders.exportCsv')}
        </button>
      }
    >
      <OrderFilters key={params.toString()} values={filters} onApply={apply} />
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        filtered ? (
          <EmptyState title={t('adminOrders.noMatchTitle')} body={t('adminOrders.noMatchBody')} />
        ) : (
          <EmptyState title={t('adminOrders.emptyTitle')} body={t('adminOrders.emptyBody')} />
        )
      ) : (
        <>
          <p className="orders-count" role="status">
            {t('adminOrders.found', { count: orders.data.total })}
          </p>
          <OrdersTable orders={orders.data.items} caption={t('admin.orders')} />
          <ListPager
            page={page}
            totalPages={orders.data.totalPages}
            label={t('adminOrders.pages')}
            hrefFor={hrefFor}
          />
        </>
      )}
    </AdminPage>
  );
}
