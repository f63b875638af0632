// /admin/leads: every lead, newest first, searchable (?q=, a plain GET form that works without
// JavaScript), each with its fields and the state of its webhook deliveries, and the CSV export
// (the owner API's /api/admin/leads.csv, same search); one lead deleted for good (confirmed).
// Every value here was typed by a visitor: React renders it as text, so a script tag shows as the
// characters it is.
import { translate } from '@pinwheel/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/admin-leads';
import type { LeadCoupon, LeadSummary } from '../context/leads.ts';
import { DeleteRecordButton } from '../components/admin/delete-record-button.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  return {
    title: pageTitle(translate(context.lang, 'admin.leads'), context.shop.name),
    q,
    leads: await context.leads.list(q),
  };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { leads, q } = loaderData;
  const csv = `/api/admin/leads.csv${q ? `?${new URLSearchParams({ q })}` : ''}`;
  return (
    <section className="admin-leads" aria-labelledby="admin-leads-title">
      <h2 id="admin-leads-title">{t('admin.leads')}</h2>
      <p className="admin-popups__intro">{t('leads.intro')}</p>
      <p className="admin-leads__stores">
        <Link to="/admin/browse-abandonment">{t('storeReports.leadsLink')}</Link>
      </p>
      <div className="admin-toolbar">
        <form method="get" role="search" className="admin-search">
          <label htmlFor="leads-q">{t('leads.search')}</label>
          <div className="admin-search__row">
            <input
              id="leads-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={200}
              aria-describedby="leads-q-hint"
            />
            <button type="submit" className="button">
              {t('leads.searchButton')}
            </button>
          </div>
          <p id="leads-q-hint" className="admin-search__hint">
            {t('leads.searchHint')}
          </p>
        </form>
        <a className="button button--secondary" href={csv} download>
          {t('leads.export')}
        </a>
      </div>
      {leads.length === 0 ? (
        <div className="admin-empty">
          <h3 className="admin-empty__title">{t('leads.emptyTitle')}</h3>
          <p>{q ? t('leads.noMatch', { q }) : t('leads.emptyBody')}</p>
        </div>
      ) : (
        <LeadTable leads={leads} />
      )}
    </section>
  );
}

function LeadTable({ leads }: { leads: LeadSummary[] }) {
  const { t, lang } = useTranslation();
  const formats = useMemo(() => leadFormats(lang), [lang]);
  return (
    <div
      className="admin-table-scroll admin-table-scroll--cards admin-leads__table"
      role="region"
      aria-labelledby="leads-caption"
      tabIndex={0}
    >
      <table className="admin-table">
        <caption id="leads-caption">{t('leads.caption', { count: leads.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leads.email')}</th>
            <th scope="col">{t('leads.popup')}</th>
            <th scope="col">{t('leads.received')}</th>
            <th scope="col">{t('leads.delivery')}</th>
            <th scope="col">{t('leads.details')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('leads.delete')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} formats={formats} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The deliveries' overall state: failed beats pending beats delivered. */
function deliveryState(lead: LeadSummary): 'failed' | 'pending' | 'delivered' | null {
  if (lead.deliveries.length === 0) return null;
  if (lead.deliveries.some((delivery) => delivery.status === 'failed')) return 'failed';
  if (lead.deliveries.some((delivery) => delivery.status === 'pending')) return 'pending';
  return 'delivered';
}

/** The lead's code, and whether checkout still takes it: a used one links to its order. */
function LeadCouponUse({ coupon }: { coupon: LeadCoupon }) {
  const { t, lang } = useTranslation();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (
    <>
      <code dir="ltr">{coupon.code}</code>
      <span className="admin-table__sub">
        {coupon.shared ? (
          t('leads.couponShared')
        ) : coupon.used ? (
          <Link to={`/admin/orders/${encodeURIComponent(coupon.used.orderId)}`}>
            {t('leads.couponUsed', { date: when.format(coupon.used.at) })}
          </Link>
        ) : (
          t('leads.couponUnused')
        )}
      </span>
    </>
  );
}

/** How a row writes its day, its time and its country, made once per table and language. */
function leadFormats(lang: string) {
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  return {
    day: (at: number) => day.format(at),
    time: (at: number) => time.format(at),
    /** The country named in the page's language ('' for none; an unknown code as it is). */
    country: (code: string) => {
      if (!code) return '';
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

function LeadRow({
  lead,
  formats,
}: {
  lead: LeadSummary;
  formats: ReturnType<typeof leadFormats>;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const email = lead.email ?? t('leads.noEmail');
  const state = deliveryState(lead);
  const country = formats.country(lead.country);
  return (
    <tr>
      <th scope="row" className="admin-table__name">
        <bdi>{email}</bdi>
        <span className="lead-kind">
          {t(`leadKind.${lead.kind}`)}
          {country ? ` · ${country}` : ''}
        </span>
      </th>
      <td data-label={t('leads.popup')}>
        <bdi>{lead.popupName}</bdi>
        <span className="admin-table__sub">
          <bdi>{lead.siteName}</bdi>
        </span>
      </td>
      <td data-label={t('leads.received')}>
        {/* The day, and its time under it: the column stays narrow. */}
        <time dateTime={new Date(lead.createdAt).toISOString()}>
          {formats.day(lead.createdAt)}
          <span className="admin-table__sub">{formats.time(lead.createdAt)}</span>
        </time>
      </td>
      <td data-label={t('leads.delivery')}>
        {state ? (
          <span className={`status-badge status-badge--${state}`}>{t(`delivery.${state}`)}</span>
        ) : (
          <span className="admin-table__unavailable">{t('leads.noDelivery')}</span>
        )}
      </td>
      <td className="lead-details-cell">
        <details className="lead-details">
          <summary>{t('leads.show')}</summary>
          <dl className="lead-fields">
            {lead.fields.map((field) => (
              <div key={field.name}>
                <dt>
                  <bdi>{field.name}</bdi>
                </dt>
                <dd>
                  <bdi>{field.value}</bdi>
                </dd>
              </div>
            ))}
            <div>
              <dt>{t('leads.page')}</dt>
              <dd>
                <bdi>{lead.pageUrl}</bdi>
              </dd>
            </div>
            {lead.coupon && (
              <div>
                <dt>{t('leads.coupon')}</dt>
                <dd>
                  <LeadCouponUse coupon={lead.coupon} />
                </dd>
              </div>
            )}
            {lead.consent !== null && (
              <div>
                <dt>{t('leads.consent')}</dt>
                <dd>{lead.consent ? t('leads.yes') : t('leads.no')}</dd>
              </div>
            )}
          </dl>
          {lead.deliveries.length > 0 && (
            <ul className="lead-deliveries">
              {lead.deliveries.map((delivery) => (
                <li key={delivery.id}>
                  <span className={`status-badge status-badge--${delivery.status}`}>
                    {t(`delivery.${delivery.status}`)}
                  </span>{' '}
                  <bdi>{delivery.endpointUrl}</bdi> ·{' '}
                  {t('leads.attempts', { count: delivery.attempts })}
                  {delivery.lastError && (
                    <span className="lead-deliveries__error"> · {delivery.lastError}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </details>
      </td>
      <td>
        <DeleteRecordButton
          label={t('leads.delete')}
          accessibleLabel={t('leads.deleteLabel', { email })}
          confirmTitle={t('leads.deleteTitle', { email })}
          confirmBody={t('leads.deleteBody')}
          confirmLabel={t('leads.deleteConfirm')}
          deletedMessage={t('leads.deleted', { email })}
          remove={() =>
            client.delete('/wp-json/pinwheel/v1/leads/{id}', {
              params: { id: lead.id },
              query: { force: true },
            })
          }
        />
      </td>
    </tr>
  );
}
