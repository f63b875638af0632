// /admin/browse-abandonment: what the widget reported from the owner's Shopify stores — each
// signed-in customer's products looked at, or left in the cart — newest first, 25 a page
// (?page=, plain links that work without JavaScript). Linked from /admin/leads. Every text here
// came from a store's page: React renders it as text.
import { translate } from '@pinwheel/core';
import type { Route } from './+types/admin-browse-abandonment';
import type { BrowseReportSummary, BrowseReportsPage } from '../context/stores.ts';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return {
    title: pageTitle(translate(context.lang, 'storeReports.title'), context.shop.name),
    reports: await context.stores.browseReports(Number.isFinite(page) ? page : 1),
  };
}

export default function AdminBrowseAbandonment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { reports } = loaderData;
  return (
    <section className="admin-store-reports" aria-labelledby="store-reports-title">
      <h2 id="store-reports-title">{t('storeReports.title')}</h2>
      <p className="admin-popups__intro">{t('storeReports.intro')}</p>
      {reports.total === 0 ? (
        <div className="admin-empty">
          <h3 className="admin-empty__title">{t('storeReports.emptyTitle')}</h3>
          <p>{t('storeReports.emptyBody')}</p>
        </div>
      ) : (
        <>
          <ReportTable page={reports} />
          <Pager page={reports} />
        </>
      )}
      <p className="admin-popups__note">
        {t('storeReports.api')}{' '}
        <code dir="ltr" className="store-reports__path">
          /wp-json/pinwheel/v1/browse-abandonment
        </code>
      </p>
    </section>
  );
}

function ReportTable({ page }: { page: BrowseReportsPage }) {
  const { t } = useTranslation();
  const from = (page.page - 1) * page.perPage + 1;
  const to = from + page.reports.length - 1;
  return (
    <div
      className="admin-table-scroll"
      role="region"
      aria-labelledby="store-reports-caption"
      tabIndex={0}
    >
      <table className="admin-table">
        <caption id="store-reports-caption">
          {t('storeReports.caption', { from, to, count: page.total })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('storeReports.customer')}</th>
            <th scope="col">{t('storeReports.when')}</th>
            <th scope="col">{t('storeReports.kind')}</th>
            <th scope="col">{t('storeReports.products')}</th>
            <th scope="col">{t('storeReports.cartValue')}</th>
          </tr>
        </thead>
        <tbody>
          {page.reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportRow({ report }: { report: BrowseReportSummary }) {
  const { t, lang } = useTranslation();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <tr>
      <th scope="row" className="admin-table__name">
        <bdi>{report.customerId}</bdi>
        <span className="admin-table__sub">
          {t('storeReports.site')}: <bdi>{report.siteName}</bdi>
        </span>
      </th>
      <td>
        <time dateTime={new Date(report.createdAt).toISOString()}>
          {when.format(report.createdAt)}
        </time>
      </td>
      <td>
        <span className={`status-badge status-badge--browse-${report.dataFor}`}>
          {t(`storeReports.kind.${report.dataFor}`)}
        </span>
      </td>
      <td className="store-reports__products-cell">
        <ul className="store-reports__products">
          {report.products.map((product) => (
            <li key={product.id}>
              <bdi>{product.name}</bdi>
              {product.category ? (
                <span className="admin-table__sub">
                  <bdi>{product.category}</bdi>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </td>
      <td className="store-reports__value">{report.cartValue ?? t('storeReports.noValue')}</td>
    </tr>
  );
}

/** Newer and older pages, as plain links. */
function Pager({ page }: { page: BrowseReportsPage }) {
  const { t } = useTranslation();
  if (page.pages <= 1) return null;
  const to = (number: number) => `?page=${number}`;
  return (
    <nav className="admin-pager" aria-label={t('storeReports.pages')}>
      {page.page > 1 ? (
        <a className="button button--quiet" href={to(page.page - 1)} rel="prev">
          {t('storeReports.previous')}
        </a>
      ) : null}
      <span aria-current="page">
        {t('storeReports.pageOf', { page: page.page, pages: page.pages })}
      </span>
      {page.page < page.pages ? (
        <a className="button button--quiet" href={to(page.page + 1)} rel="next">
          {t('storeReports.next')}
        </a>
      ) : null}
    </nav>
  );
}
