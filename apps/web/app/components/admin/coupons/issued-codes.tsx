// The single-use codes issued from a coupon's pattern: each with the lead it went to (their email,
// read from the leads API), when, and once used the order that used it and what it took off.
// Filtered by use, paged, and the owner can issue one more to hand to a customer.
import { PinwheelApiError } from '@pinwheel/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../translation.ts';
import { fetchListPage } from '../orders/list-page.ts';
import { gmtDate, moneyText } from '../orders/order-shape.ts';
import { useOwnerClient } from '../owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../page-states.tsx';
import { useToast } from '../toast.tsx';
import { useCurrencyFormat } from '../../../money.ts';

interface IssuedCode {
  code: string;
  lead_id: string | null;
  date_issued_gmt: string;
  used: boolean;
  date_used_gmt: string | null;
  order_id: string | null;
  email: string | null;
  discount: string | null;
}

const PER_PAGE = 20;
type UseFilter = '' | 'true' | 'false';

export function IssuedCodes(props: { couponId: string; currency: string; hasPattern: boolean }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const [used, setUsed] = useState<UseFilter>('');
  const [page, setPage] = useState(1);
  const key = ['coupon', props.couponId, 'codes'];
  const codes = useQuery({
    queryKey: [...key, used, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      fetchListPage<IssuedCode>(
        client,
        `/wp-json/pinwheel/v1/coupons/${encodeURIComponent(props.couponId)}/codes`,
        { page, per_page: PER_PAGE, ...(used ? { used } : {}) },
        signal,
      ),
  });
  const leadIds = [
    ...new Set((codes.data?.items ?? []).flatMap((code) => (code.lead_id ? [code.lead_id] : []))),
  ];
  const leads = useQuery({
    queryKey: ['leads', 'named', leadIds],
    enabled: leadIds.length > 0,
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/leads', {
        query: { include: leadIds, per_page: 100 },
        signal,
      }),
  });
  const issue = useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/coupons/{id}/codes', { params: { id: props.couponId } }),
    onSuccess: async (issued) => {
      await queries.invalidateQueries({ queryKey: key });
      toast(t('adminCoupons.codeIssued', { code: issued.code }));
    },
    onError: (error) =>
      toast(
        t('adminCoupons.codeNotIssued', {
          reason: error instanceof PinwheelApiError ? error.message : String(error),
        }),
      ),
  });
  const leadEmail = (leadId: string) =>
    leads.data?.find((lead) => lead.id === leadId)?.email ?? null;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const money = (text: string) => moneyText(text, props.currency, lang, currencyFormat);

  return (
    <section className="admin-card issued-codes" aria-labelledby="issued-codes-title">
      <div className="issued-codes__head">
        <h3 id="issued-codes-title">{t('adminCoupons.issuedCodes')}</h3>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => issue.mutate()}
          disabled={issue.isPending}
          aria-busy={issue.isPending}
        >
          {t('adminCoupons.issueCode')}
        </button>
      </div>
      <p className="admin-field__hint">
        {props.hasPattern ? t('adminCoupons.issuedIntro') : t('adminCoupons.issuedNoPattern')}
      </p>
      <div className="issued-codes__filter">
        <label htmlFor="issued-used">{t('adminCoupons.showCodes')}</label>
        <select
          id="issued-used"
          value={used}
          onChange={(event) => {
            setUsed(event.target.value as UseFilter);
            setPage(1);
          }}
        >
          <option value="">{t('adminCoupons.codesAll')}</option>
          <option value="true">{t('adminCoupons.codesUsed')}</option>
          <option value="false">{t('adminCoupons.codesUnused')}</option>
        </select>
      </div>
      {codes.isPending ? (
        <LoadingState />
      ) : codes.isError ? (
        <ErrorState error={codes.error} onRetry={() => void codes.refetch()} />
      ) : codes.data.items.length === 0 ? (
        <EmptyState
          title={t('adminCoupons.noCodesTitle')}
          body={used ? t('adminCoupons.noCodesFiltered') : t('adminCoupons.noCodesBody')}
        />
      ) : (
        <>
          <table className="admin-table issued-codes__table">
            <caption className="visually-hidden">{t('adminCoupons.issuedCodes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCoupons.code')}</th>
                <th scope="col">{t('adminCoupons.lead')}</th>
                <th scope="col">{t('adminCoupons.issued')}</th>
                <th scope="col">{t('adminCoupons.use')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.items.map((code) => (
                <tr key={code.code}>
                  <th scope="row">
                    <code dir="ltr">{code.code}</code>
                  </th>
                  <td data-label={t('adminCoupons.lead')}>
                    {code.lead_id ? (
                      <bdi>{leadEmail(code.lead_id) ?? t('adminCoupons.leadWithoutEmail')}</bdi>
                    ) : (
                      t('adminCoupons.issuedByOwner')
                    )}
                  </td>
                  <td data-label={t('adminCoupons.issued')}>
                    {when.format(gmtDate(code.date_issued_gmt))}
                  </td>
                  <td data-label={t('adminCoupons.use')}>
                    {code.used && code.order_id ? (
                      <>
                        <Link to={`/admin/orders/${code.order_id}`}>
                          {t('adminCoupons.usedOn', {
                            date: when.format(gmtDate(code.date_used_gmt ?? code.date_issued_gmt)),
                          })}
                        </Link>
                        <span className="admin-table__sub">
                          <bdi>{code.email}</bdi>
                          {code.discount ? ` · −${money(code.discount)}` : ''}
                        </span>
                      </>
                    ) : (
                      t('adminCoupons.notUsed')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {codes.data.totalPages > 1 ? (
            <nav className="list-pager" aria-label={t('adminCoupons.codePages')}>
              <button
                type="button"
                className="button button--quiet"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('adminOrders.previousPage')}
              </button>
              <span>{t('adminOrders.pageOf', { page, pages: codes.data.totalPages })}</span>
              <button
                type="button"
                className="button button--quiet"
                disabled={page >= codes.data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t('adminOrders.nextPage')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
