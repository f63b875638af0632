// /admin: the owner's first view. Today's and this month's sold orders and revenue (the owner's
// own day and month, from the browser's clock), the month's best sellers, stock running low and
// reviews waiting, each leading to its page; loaded through pinwheel/v1/overview.
import { formatMoney, minorUnitsPer } from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useShellData } from '../shell-data.ts';
import overviewStyles from '../styles/admin-overview.css?url';
import { useTranslation } from '../translation.ts';
import { useCurrencyFormat } from '../money.ts';

export const links = () => [{ rel: 'stylesheet', href: overviewStyles }];

// Nothing to load on the server, but a loader makes a client-side navigation here ask the server,
// so it passes the /admin guard: an owner signed out in another tab is sent to sign in.
export async function loader() {
  return null;
}

/** The starts of the owner's day and month, as ISO 8601 with the browser's offset. */
function periodStarts(now = new Date()) {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const month = new Date(now.getFullYear(), now.getMonth(), 1);
  return { today_start: day.toISOString(), month_start: month.toISOString() };
}

export default function AdminOverview() {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const shopName = useShellData()?.shopName ?? '';
  const overview = useQuery({
    queryKey: ['pinwheel/v1/overview', lang],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/overview', {
        query: { ...periodStarts(), lang },
        signal,
      }),
  });
  return (
    <AdminPage title={t('overview.title')} description={t('overview.intro', { shop: shopName })}>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewFigures data={overview.data} />
      )}
    </AdminPage>
  );
}

type Overview = {
  currency: string;
  today: { orders: number; revenue: string };
  month: { orders: number; revenue: string };
  best_sellers: Array<{ product_id: string; name: string; quantity: number }>;
  low_stock: Array<{
    product_id: string;
    variation_id: number;
    name: string;
    options: string;
    stock: number;
  }>;
  reviews_waiting: number;
};

function OverviewFigures({ data }: { data: Overview }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const money = (amount: string) =>
    formatMoney(
      Math.round(Number(amount) * minorUnitsPer(data.currency)),
      data.currency,
      lang,
      currencyFormat,
    );
  return (
    <div className="overview">
      <div className="overview__periods">
        {(['today', 'month'] as const).map((period) => (
          <section key={period} className="overview-card" aria-labelledby={`overview-${period}`}>
            <h3 id={`overview-${period}`}>
              {t(period === 'today' ? 'overview.today' : 'overview.month')}
            </h3>
            <dl className="overview-card__figures">
              <div>
                <dt>{t('overview.orders')}</dt>
                <dd>{data[period].orders.toLocaleString(lang === 'he' ? 'he-IL' : 'en-US')}</dd>
              </div>
              <div>
                <dt>{t('overview.revenue')}</dt>
                <dd>
                  <bdi>{money(data[period].revenue)}</bdi>
                </dd>
              </div>
            </dl>
            <p className="overview-card__link">
              <Link to="/admin/orders">{t('overview.seeOrders')}</Link>
            </p>
          </section>
        ))}
      </div>
      <p className="overview__note">{t('overview.counted')}</p>
      <div className="overview__lists">
        <section className="overview-card" aria-labelledby="overview-best">
          <h3 id="overview-best">{t('overview.bestSellers')}</h3>
          {data.best_sellers.length === 0 ? (
            <EmptyState title={t('overview.bestSellersNone')} />
          ) : (
            <ol className="overview-list">
              {data.best_sellers.map((item) => (
                <li key={item.product_id}>
                  <Link to={`/admin/products/${encodeURIComponent(item.product_id)}`}>
                    {item.name}
                  </Link>
                  <span className="overview-list__figure">
                    {t('overview.sold', { count: item.quantity })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="overview-card" aria-labelledby="overview-stock">
          <h3 id="overview-stock">{t('overview.lowStock')}</h3>
          {data.low_stock.length === 0 ? (
            <EmptyState title={t('overview.lowStockNone')} />
          ) : (
            <ul className="overview-list">
              {data.low_stock.map((item) => (
                <li key={item.variation_id}>
                  <Link to={`/admin/products/${encodeURIComponent(item.product_id)}`}>
                    {item.name}
                    {item.options ? (
                      <span className="overview-list__options"> · {item.options}</span>
                    ) : null}
                  </Link>
                  <span
                    className={`overview-list__figure${item.stock <= 0 ? ' overview-list__figure--out' : ''}`}
                  >
                    {item.stock <= 0
                      ? t('overview.outOfStock')
                      : t('overview.left', { count: item.stock })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="overview-card" aria-labelledby="overview-reviews">
          <h3 id="overview-reviews">{t('overview.reviews')}</h3>
          {data.reviews_waiting === 0 ? (
            <EmptyState title={t('overview.reviewsNone')} />
          ) : (
            <>
              <p className="overview-card__big">
                {t('overview.reviewsCount', { count: data.reviews_waiting })}
              </p>
              <p className="overview-card__link">
                <Link to="/admin/reviews">{t('overview.moderate')}</Link>
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
