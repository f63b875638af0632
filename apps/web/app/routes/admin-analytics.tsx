// /admin/analytics: what the popups did over a period, day by day (pinwheel/v1/popups/analytics,
// counted by the database in this computer's UTC offset): the totals, a chart of one chosen figure
// (uPlot, loaded only here and only in the browser) with every number also in a table, and the
// period broken down by popup (linking an A/B test's results), device, page and traffic source,
// with how revenue is credited stated in words. Period and popup are kept in the address.
import { translate } from '@pinwheel/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/admin-analytics';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ChoiceSelect } from '../components/admin/choice-select.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import {
  ANALYTICS_KEY,
  ANALYTICS_PERIODS,
  analyticsRange,
  fetchAnalytics,
  offsetText,
  type Analytics,
  type AnalyticsPeriod,
} from '../components/admin-analytics/analytics-data.ts';
import {
  DaysTable,
  DeviceBreakdown,
  PageBreakdown,
  PopupBreakdown,
  SourceBreakdown,
} from '../components/admin-analytics/breakdown-tables.tsx';
import { FigureTotals } from '../components/admin-analytics/figure-totals.tsx';
import { useFigures, type Figures } from '../components/admin-analytics/use-figures.ts';
import { pageTitle } from '../page-title.ts';
import analyticsStyles from '../styles/admin-analytics.css?url';
import { useTranslation } from '../translation.ts';

const AnalyticsChart = lazy(() => import('../components/admin-analytics/analytics-chart.tsx'));

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'analytics.title'), context.shop.name) };
}

const METRICS = ['views', 'conversions', 'revenue'] as const;
type Metric = (typeof METRICS)[number];

export default function AdminAnalytics() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const [params, setParams] = useSearchParams();
  const period = (ANALYTICS_PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as AnalyticsPeriod)
    : '30';
  const popup = params.get('popup') ?? '';
  // The period's moments, fixed when it is chosen (not on every render: a new query each time).
  const [ranges] = useState(() => new Map<AnalyticsPeriod, ReturnType<typeof analyticsRange>>());
  if (!ranges.has(period)) ranges.set(period, analyticsRange(period, new Date()));
  const range = ranges.get(period)!;

  const analytics = useQuery({
    queryKey: [ANALYTICS_KEY, period, popup],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchAnalytics(client, { ...range, popup }, signal),
  });
  // The popup choice lists every popup with a figure in the period, whichever is chosen.
  const everyPopup = useQuery({
    queryKey: [ANALYTICS_KEY, period, ''],
    enabled: popup !== '',
    queryFn: ({ signal }) => fetchAnalytics(client, range, signal),
  });
  const popupChoices = (popup ? everyPopup.data : analytics.data)?.by_popup ?? [];

  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <AdminPage title={t('analytics.title')} description={t('analytics.intro')}>
      <fieldset className="analytics-filters">
        <legend className="visually-hidden">{t('analytics.filters')}</legend>
        <ChoiceSelect
          className="analytics-filters__choice"
          label={t('analytics.period')}
          value={period}
          onChange={(value) => choose('period', value === '30' ? '' : value)}
          options={ANALYTICS_PERIODS.map((one) => ({
            value: one,
            label: t(`analytics.period.${one}`),
          }))}
        />
        <ChoiceSelect
          className="analytics-filters__choice"
          label={t('analytics.popup')}
          value={popup}
          onChange={(value) => choose('popup', value)}
          options={[
            { value: '', label: t('analytics.allPopups') },
            ...popupChoices.map((one) => ({ value: one.id, label: one.name })),
          ]}
        />
      </fieldset>
      {analytics.isPending ? (
        <LoadingState />
      ) : analytics.isError ? (
        <ErrorState error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <Report data={analytics.data} />
      )}
    </AdminPage>
  );
}

function Report({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const figures = useFigures(data.currency);
  const { totals } = data;
  const quiet = totals.views === 0 && totals.conversions === 0 && totals.orders === 0;
  return (
    <>
      <FigureTotals totals={totals} currency={data.currency} label={t('analytics.totals')} />
      {quiet ? (
        <EmptyState title={t('analytics.emptyTitle')} body={t('analytics.emptyBody')} />
      ) : (
        <>
          <Chart data={data} figures={figures} />
          <p className="analytics-note">
            {t('analytics.timeZone', { offset: offsetText(data.utc_offset) })}
          </p>
          <DaysTable data={data} figures={figures} />
          <PopupBreakdown data={data} figures={figures} />
          <div className="analytics-columns">
            <DeviceBreakdown data={data} figures={figures} />
            <SourceBreakdown data={data} figures={figures} />
          </div>
          <PageBreakdown data={data} figures={figures} />
        </>
      )}
      <p className="analytics-note">
        {t('analytics.attribution', { days: data.attribution_window_days })}
      </p>
    </>
  );
}

function Chart({ data, figures }: { data: Analytics; figures: Figures }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<Metric>('views');
  // The chart library runs in the browser only: the server's page has the table, not a canvas.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const groupId = useId();
  const series = useMemo(() => {
    const xs = data.days.map((day) => figures.dateOf(day.date).getTime() / 1000);
    const ys = data.days.map((day) => (metric === 'revenue' ? Number(day[metric]) : day[metric]));
    return { xs, ys };
    // figures changes on every render; the days and the metric are what the series is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.days, metric]);
  const write = (value: number) =>
    metric === 'revenue' ? figures.money(value) : figures.count(value);
  const peakIndex = series.ys.reduce((best, y, i) => (y > series.ys[best]! ? i : best), 0);
  const total = series.ys.reduce((sum, y) => sum + y, 0);
  const first = data.days[0]!;
  const last = data.days.at(-1)!;
  const label = t('analytics.chartLabel', {
    metric: t(`analytics.metric.${metric}`),
    from: figures.longDay(figures.dateOf(first.date)),
    to: figures.longDay(figures.dateOf(last.date)),
    total: write(total),
    peakDay: figures.longDay(figures.dateOf(data.days[peakIndex]!.date)),
    peak: write(series.ys[peakIndex]!),
  });
  return (
    <section className="analytics-chart" aria-labelledby={groupId}>
      <fieldset className="analytics-metric">
        <legend id={groupId}>{t('analytics.metric')}</legend>
        {METRICS.map((one) => (
          <label key={one} className="analytics-metric__option">
            <input
              type="radio"
              name="analytics-metric"
              value={one}
              checked={metric === one}
              onChange={() => setMetric(one)}
            />
            {t(`analytics.metric.${one}`)}
          </label>
        ))}
      </fieldset>
      {inBrowser ? (
        <Suspense fallback={<ChartPlaceholder label={t('analytics.chartLoading')} />}>
          <AnalyticsChart
            xs={series.xs}
            ys={series.ys}
            label={label}
            formatDay={figures.day}
            formatValue={(value) =>
              metric === 'revenue' ? figures.money(value) : figures.compact(value)
            }
          />
        </Suspense>
      ) : (
        <ChartPlaceholder label={t('analytics.chartLoading')} />
      )}
    </section>
  );
}

function ChartPlaceholder({ label }: { label: string }) {
  return (
    <div className="analytics-chart__canvas analytics-chart__canvas--waiting" role="status">
      {label}
    </div>
  );
}
