// /admin/products: every product the shop has, found by words, category, stock and status, sorted
// as chosen and paged (all of it in the address), with bulk actions on the ones ticked. The data
// comes through the owner's typed client in the browser (wc/v3 products); the server's loader only
// names the page, so the /admin guard runs on every navigation.
import { translate } from '@pinwheel/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-products';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { ProductBulkActions } from '../components/admin-products/product-bulk-actions.tsx';
import { useProductPage } from '../components/admin-products/product-list-data.ts';
import { ProductListFilters } from '../components/admin-products/product-list-filters.tsx';
import {
  isFiltered,
  listSearchOf,
  listStateOf,
  type ListState,
} from '../components/admin-products/product-list-query.ts';
import { ProductListTable } from '../components/admin-products/product-list-table.tsx';
import { pageTitle } from '../page-title.ts';
import productsStyles from '../styles/admin-products.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'productsAdmin.title'), context.shop.name) };
}

export default function AdminProducts() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = listStateOf(params);
  const page = useProductPage(state);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = page.data?.items ?? [];
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const ticked = items.filter((product) => selected.has(product.id));

  return (
    <AdminPage
      title={t('productsAdmin.title')}
      description={t('productsAdmin.description')}
      actions={
        <Link to="/admin/products/new" className="button button--primary">
          {t('productsAdmin.add')}
        </Link>
      }
    >
      <ProductListFilters state={state} />
      {page.isPending ? (
        <LoadingState />
      ) : page.isError && !page.data ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : items.length === 0 ? (
        <NoProducts state={state} />
      ) : (
        <>
          <p className="product-list__count" aria-live="polite">
            {page.data!.total === 1
              ? t('productsAdmin.countOne')
              : t('productsAdmin.count', { count: page.data!.total })}
          </p>
          {ticked.length > 0 ? (
            <ProductBulkActions
              selected={ticked}
              inTrash={state.status === 'trash'}
              onDone={() => setSelected(new Set())}
            />
          ) : null}
          <ProductListTable
            products={items}
            selected={selected}
            onSelect={select}
            busy={page.isFetching}
          />
          <Pages state={state} pages={page.data!.pages} />
        </>
      )}
    </AdminPage>
  );
}

function NoProducts({ state }: { state: ListState }) {
  const { t } = useTranslation();
  return isFiltered(state) ? (
    <EmptyState
      title={t('productsAdmin.noMatchTitle')}
      body={t('productsAdmin.noMatchBody')}
      action={
        <Link to="/admin/products" className="button">
          {t('productsAdmin.clearFilters')}
        </Link>
      }
    />
  ) : (
    <EmptyState
      title={t('productsAdmin.emptyTitle')}
      body={t('productsAdmin.emptyBody')}
      action={
        <Link to="/admin/products/new" className="button button--primary">
          {t('productsAdmin.add')}
        </Link>
      }
    />
  );
}

function Pages({ state, pages }: { state: ListState; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const to = (page: number) => `/admin/products${listSearchOf({ ...state, page })}`;
  return (
    <nav className="product-pages" aria-label={t('productsAdmin.pages')}>
      {state.page > 1 ? (
        <Link to={to(state.page - 1)} className="button button--quiet" rel="prev">
          {t('productsAdmin.previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('productsAdmin.pageOf', { page: state.page, pages })}</span>
      {state.page < pages ? (
        <Link to={to(state.page + 1)} className="button button--quiet" rel="next">
          {t('productsAdmin.next')}
        </Link>
      ) : null}
    </nav>
  );
}
