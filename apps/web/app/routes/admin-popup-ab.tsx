// /admin/popups/:id/ab: an A/B test's results (pinwheel/v1/popups/{id}/ab) — the original and its
// variants with their share of visitors, views, conversions, rate with its 95% Wilson interval,
// chance to beat the original and revenue — "make this the winner" (confirmed: the original takes
// the winner's popup, the variants are paused), and the automatic winner's threshold, which the
// server checks whenever these results are read. How the figures are computed is a footnote.
// "Add a variant" and each variant's edit and publish are ab-variants.tsx's.
import { translate } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/admin-popup-ab';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  useErrorMessage,
} from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { AddVariant, PublishVariant } from '../components/admin-popups/ab-variants.tsx';
import {
  AB_KEY,
  ANALYTICS_KEY,
  fetchAbResults,
  type AbResults,
  type AbVariant,
} from '../components/admin-analytics/analytics-data.ts';
import { useFigures } from '../components/admin-analytics/use-figures.ts';
import { PinwheelApiError } from '@pinwheel/client';
import { pageTitle } from '../page-title.ts';
import analyticsStyles from '../styles/admin-analytics.css?url';
import popupsStyles from '../styles/admin-popups.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: analyticsStyles },
  // "Add a variant" is styled with the popups' own actions.
  { rel: 'stylesheet', href: popupsStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'ab.auto'), context.shop.name) };
}

export default function AdminPopupAb() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const { id = '' } = useParams();
  const results = useQuery({
    queryKey: [AB_KEY, id],
    queryFn: ({ signal }) => fetchAbResults(client, id, signal),
    retry: (count, error) =>
      !(error instanceof PinwheelApiError && error.status === 404) && count < 2,
  });
  const back = { to: '/admin/analytics', label: t('ab.back') };
  if (results.isPending) {
    return (
      <AdminPage title={t('analytics.abResults')} backTo={back}>
        <LoadingState />
      </AdminPage>
    );
  }
  if (results.isError) {
    const missing = results.error instanceof PinwheelApiError && results.error.status === 404;
    return (
      <AdminPage title={t('analytics.abResults')} backTo={back}>
        {missing ? (
          <EmptyState title={t('ab.notFoundTitle')} body={t('ab.notFoundBody')} />
        ) : (
          <ErrorState error={results.error} onRetry={() => void results.refetch()} />
        )}
      </AdminPage>
    );
  }
  const data = results.data;
  return (
    <AdminPage title={t('ab.title', { name: data.name })} description={t('ab.intro')} backTo={back}>
      <Decision data={data} />
      <AddVariant originalId={data.test_id} ended={data.winner !== null} />
      {data.variants.length < 2 ? (
        <EmptyState title={t('analytics.abResults')} body={t('ab.noVariants')} />
      ) : (
        <VariantTable data={data} />
      )}
      <AutoWinner data={data} />
      <p className="analytics-note" id="ab-method">
        {t('ab.method')}
      </p>
    </AdminPage>
  );
}

function Decision({ data }: { data: AbResults }) {
  const { t, lang } = useTranslation();
  if (!data.winner) return null;
  const winner = data.variants.find((variant) => variant.id === data.winner!.id);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(data.winner.at),
  );
  return (
    <div className="ab-decision" role="status">
      <p>
        {t('ab.decided', { name: winner?.name ?? data.winner.id, when })}{' '}
        {t(data.winner.by === 'owner' ? 'ab.decidedByOwner' : 'ab.decidedByThreshold')}
      </p>
      <p>{t('ab.frozen')}</p>
    </div>
  );
}

function VariantTable({ data }: { data: AbResults }) {
  const { t } = useTranslation();
  const figures = useFigures(data.currency);
  const captionId = useId();
  return (
    <div
      className="analytics-table ab-table"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="admin-table">
        <caption id={captionId} className="visually-hidden">
          {t('ab.caption', { name: data.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('ab.variant')}</th>
            <th scope="col" className="admin-table__number">
              {t('ab.split')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('ab.views')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('ab.conversions')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('ab.rate')}
              <a href="#ab-method" aria-label={t('ab.method')} className="ab-footnote">
                *
              </a>
            </th>
            <th scope="col" className="admin-table__number">
              {t('ab.chance')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('ab.revenue')}
            </th>
            {data.winner ? null : <th scope="col">{t('ab.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {data.variants.map((variant) => (
            <tr
              key={variant.id}
              className={variant.id === data.winner?.id ? 'ab-table__winner' : ''}
            >
              <th scope="row" className="analytics-table__name">
                <bdi>{variant.name}</bdi>
                <span className="admin-table__sub">
                  {variant.is_control ? `${t('ab.original')} · ` : ''}
                  {t(`popupStatus.${variant.status}`)}
                </span>
              </th>
              <td data-label={t('ab.split')} className="admin-table__number">
                {figures.percent(variant.split)}
              </td>
              <td data-label={t('ab.views')} className="admin-table__number">
                {figures.count(variant.views)}
              </td>
              <td data-label={t('ab.conversions')} className="admin-table__number">
                {figures.count(variant.conversions)}
              </td>
              <td data-label={t('ab.rate')} className="admin-table__number">
                {figures.columnRate(variant.conversion_rate)}
                {variant.interval ? (
                  <span className="admin-table__sub">
                    {t('ab.interval')}{' '}
                    {/* A range reads low to high, left to right, in Hebrew too. */}
                    <bdi dir="ltr">
                      {figures.columnPercent(variant.interval.low)} –{' '}
                      {figures.columnPercent(variant.interval.high)}
                    </bdi>
                  </span>
                ) : null}
              </td>
              <td data-label={t('ab.chance')} className="admin-table__number ab-table__chance">
                {variant.chance_to_beat_control === null
                  ? t('analytics.noRate')
                  : chanceText(variant.chance_to_beat_control, figures.columnPercent)}
              </td>
              <td data-label={t('ab.revenue')} className="admin-table__number">
                <bdi>{figures.money(variant.revenue)}</bdi>
                <span className="admin-table__sub">
                  {t('popups.orders', { count: variant.orders })}
                </span>
              </td>
              {data.winner ? null : (
                <td>
                  <div className="ab-table__actions">
                    <Link
                      to={`/admin/popups/${variant.id}`}
                      className="button button--quiet"
                      aria-label={t('popups.editLabel', { name: variant.name })}
                    >
                      {t('popups.edit')}
                    </Link>
                    {variant.status === 'live' ? null : (
                      <PublishVariant id={variant.id} name={variant.name} />
                    )}
                    <WinnerButton testId={data.test_id} variant={variant} />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chance as a percentage to one decimal, never rounded to a certainty: above 99.9% it reads
 * ">99.9%", below 0.1% "<0.1%".
 */
function chanceText(chance: number, percent: (value: number) => string): string {
  if (chance > 0.999) return `>${percent(0.999)}`;
  if (chance < 0.001) return `<${percent(0.001)}`;
  return percent(chance);
}

function WinnerButton({ testId, variant }: { testId: string; variant: AbVariant }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const make = useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/popups/{id}/ab/winner', {
        params: { id: testId },
        body: { winner: variant.id },
      }),
    onSuccess: async (answer) => {
      queries.setQueryData([AB_KEY, testId], answer);
      await queries.invalidateQueries({ queryKey: [ANALYTICS_KEY] });
      toast(t('ab.winnerMade', { name: variant.name }));
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
  });
  return (
    <button
      type="button"
      className="button button--quiet"
      disabled={make.isPending}
      aria-label={t('ab.makeWinnerLabel', { name: variant.name })}
      onClick={async () => {
        const sure = await confirm({
          title: t('ab.winnerTitle', { name: variant.name }),
          body: variant.is_control
            ? t('ab.winnerOriginalBody')
            : t('ab.winnerBody', { name: variant.name }),
          confirmLabel: t('ab.makeWinner'),
        });
        if (sure) make.mutate();
      }}
    >
      {t('ab.makeWinner')}
    </button>
  );
}

function AutoWinner({ data }: { data: AbResults }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const [on, setOn] = useState(data.auto_winner !== null);
  const [minViews, setMinViews] = useState(String(data.auto_winner?.min_views ?? 1000));
  const [minChance, setMinChance] = useState(String(data.auto_winner?.min_chance ?? 95));
  const save = useMutation({
    mutationFn: () =>
      client.put('/wp-json/pinwheel/v1/popups/{id}/ab/auto-winner', {
        params: { id: data.test_id },
        body: {
          auto_winner: on ? { min_views: Number(minViews), min_chance: Number(minChance) } : null,
        },
      }),
    onSuccess: (answer) => {
      queries.setQueryData([AB_KEY, data.test_id], answer);
      toast(t(answer.auto_winner ? 'ab.autoSaved' : 'ab.autoOff'));
    },
  });
  const errors = fieldErrorsOf(save.error);
  const messageOf = useErrorMessage();
  if (data.winner || data.variants.length < 2) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="ab-auto" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('ab.auto')}</legend>
        <p className="analytics-note">{t('ab.autoHint')}</p>
        <label className="ab-auto__switch">
          <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
          {t('ab.autoOn')}
        </label>
        {on ? (
          <div className="ab-auto__fields">
            <Field label={t('ab.minViews')} error={errors['auto_winner.min_views']}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={minViews}
                  onChange={(event) => setMinViews(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('ab.minChance')} error={errors['auto_winner.min_chance']}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={51}
                  max={99}
                  value={minChance}
                  onChange={(event) => setMinChance(event.target.value)}
                />
              )}
            </Field>
          </div>
        ) : null}
        {on ? <p className="analytics-note">{t('ab.autoRule')}</p> : null}
        {save.isError && Object.keys(errors).length === 0 ? (
          <p className="field__error" role="alert">
            {messageOf(save.error)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={save.isPending}>
          {t('ab.saveAuto')}
        </button>
      </fieldset>
    </form>
  );
}
