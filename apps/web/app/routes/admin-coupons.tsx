// /admin/coupons: every coupon with what it takes off, how often it has been used (of its limit),
// until when it works and whether it works today; searched by code and paged. Each code opens
// the coupon's rules; "New coupon" writes one. Data from wc/v3/coupons through the typed client.
import { translate } from '@pinwheel/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-coupons';
import { AdminPage } from '../components/admin/admin-page.tsx';
import type { WcCoupon } from '../components/admin/coupons/coupon-draft.ts';
import { couponState, discountWords } from '../components/admin/coupons/coupon-summary.ts';
import { useShopMoney } from '../components/admin/money-input.tsx';
import { fetchListPage } from '../components/admin/orders/list-page.ts';
import { ListPager } from '../components/admin/orders/list-pager.tsx';
import { gmtDate } from '../components/admin/orders/order-shape.ts';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { pageTitle } from '../page-title.ts';
import couponsStyles from '../styles/admin-coupons.css?url';
import { useTranslation } from '../translation.ts';
import { useCurrencyFormat } from '../money.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: couponsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'adminCoupons.title'), context.shop.name) };
}

const PER_PAGE = 20;

export default function AdminCoupons() {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const client = useOwnerClient();
  const { currency } = useShopMoney();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const coupons = useQuery({
    queryKey: ['coupons', search, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      fetchListPage<WcCoupon>(
        client,
        '/wp-json/wc/v3/coupons',
        { page, per_page: PER_PAGE, ...(search ? { search } : {}) },
        signal,
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { search: typed.trim() } : {});
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });

  return (
    <AdminPage
      title={t('adminCoupons.title')}
      description={t('adminCoupons.intro')}
      actions={
        <Link to="/admin/coupons/new" className="button button--primary">
          {t('adminCoupons.new')}
        </Link>
      }
    >
      <form className="coupon-search" role="search" onSubmit={submit}>
        <label htmlFor="coupon-search">{t('adminCoupons.searchCodes')}</label>
        <input
          id="coupon-search"
          type="search"
          dir="ltr"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--quiet">
          {t('adminCoupons.search')}
        </button>
      </form>
      {coupons.isPending ? (
        <LoadingState />
      ) : coupons.isError ? (
        <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.items.length === 0 ? (
        search ? (
          <EmptyState title={t('adminCoupons.noMatchTitle')} body={t('adminCoupons.noMatchBody')} />
        ) : (
          <EmptyState
            title={t('adminCoupons.emptyTitle')}
            body={t('adminCoupons.emptyBody')}
            action={
              <Link to="/admin/coupons/new" className="button button--primary">
                {t('adminCoupons.new')}
              </Link>
            }
          />
        )
      ) : (
        <>
          <div className="coupons-table">
            <table className="admin-table">
              <caption className="visually-hidden">{t('adminCoupons.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminCoupons.code')}</th>
                  <th scope="col">{t('adminCoupons.discount')}</th>
                  <th scope="col" className="admin-table__number">
                    {t('adminCoupons.uses')}
                  </th>
                  <th scope="col">{t('adminCoupons.expires')}</th>
                  <th scope="col">{t('adminCoupons.status')}</th>
                </tr>
              </thead>
              <tbody>
                {coupons.data.items.map((coupon) => {
                  const state = couponState(coupon);
                  return (
                    <tr key={coupon.id}>
                      <th scope="row">
                        <Link to={`/admin/coupons/${coupon.id}`} className="admin-table__action">
                          <code dir="ltr">{coupon.code}</code>
                        </Link>
                        {coupon.description ? (
                          <span className="admin-table__sub">
                            <bdi>{coupon.description}</bdi>
                          </span>
                        ) : null}
                      </th>
                      <td data-label={t('adminCoupons.discount')}>
                        {discountWords(coupon, currency, lang, currencyFormat)}
                        {coupon.unique_code_pattern ? (
                          <span className="admin-table__sub">
                            {t('adminCoupons.singleUseCodes')}
                          </span>
                        ) : null}
                      </td>
                      <td data-label={t('adminCoupons.uses')} className="admin-table__number">
                        {coupon.usage_limit === null
                          ? coupon.usage_count
                          : t('adminCoupons.usesOf', {
                              count: coupon.usage_count,
                              limit: coupon.usage_limit,
                            })}
                      </td>
                      <td data-label={t('adminCoupons.expires')}>
                        {coupon.date_expires_gmt
                          ? when.format(gmtDate(coupon.date_expires_gmt))
                          : t('adminCoupons.never')}
                      </td>
                      <td data-label={t('adminCoupons.status')}>
                        <span className={`status-badge coupon-state coupon-state--${state}`}>
                          {t(`adminCoupons.state.${state}`)}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ListPager
            page={page}
            totalPages={coupons.data.totalPages}
            label={t('adminCoupons.pages')}
            hrefFor={hrefFor}
          />
        </>
      )}
    </AdminPage>
  );
}
