// /admin/popups: every popup of every site with what it did in a chosen period — views,
// conversions, conversion rate and the revenue credited to it (pinwheel/v1/popups/performance;
// the rule is the analytics module's, stated under the table) — filtered by site, type and status
// (kept in the address, so a filtered list can be bookmarked). Each popup can be previewed on the
// storefront (`?pinwheel_preview=`, which the widget on our pages reads), paused or published,
// duplicated into a draft, and deleted after a confirmation. A popup's name (and "Edit") opens it
// in the editor (/admin/popups/:id). Each row says in one sentence who sees
// the popup and when (core's targetingSentence) and links to its targeting page; "New popup" opens
// the template gallery, and "Why (not) shown?" checks one page address.
import { POPUP_TYPES, translate, type Popup } from '@pinwheel/core';
import { targetingSentence } from '@pinwheel/core/targeting-text';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, useContext, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-popups';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ChoiceSelect } from '../components/admin/choice-select.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  useErrorMessage,
} from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import {
  PERIODS,
  POPUP_STATUSES,
  fetchPerformance,
  periodRange,
  type Period,
  type PopupFigures,
  type PopupPerformance,
  PERFORMANCE_KEY,
} from '../components/admin-popups/popup-performance.ts';
import { pageTitle } from '../page-title.ts';
import { FigureTotals } from '../components/admin-analytics/figure-totals.tsx';
import { useFigures } from '../components/admin-analytics/use-figures.ts';
import popupsStyles from '../styles/admin-popups.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: popupsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const widget = await context.widget;
  return {
    title: pageTitle(translate(context.lang, 'admin.popups'), context.shop.name),
    // Our storefront's pages load only the shop's own site, so only its popups preview there.
    storefrontClientId: widget?.clientId ?? null,
  };
}

/** The storefront's home page showing this popup at once, whatever its status and rules. */
function previewAddress(popupId: string): string {
  return `/?${new URLSearchParams({ pinwheel_preview: popupId })}`;
}

export default function AdminPopups({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const [params, setParams] = useSearchParams();
  const period = (PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as Period)
    : '30';
  const filters = {
    site: params.get('site') ?? '',
    type: params.get('type') ?? '',
    status: params.get('status') ?? '',
  };
  const filtered = Boolean(filters.site || filters.type || filters.status);
  // The period's moments are the owner's own days, fixed when the period is chosen (not on every
  // render, which would make a new query each time).
  const [range] = useState(() => new Map<Period, { after: string; before: string }>());
  if (!range.has(period)) range.set(period, periodRange(period, new Date()));
  const { after, before } = range.get(period)!;

  const performance = useQuery({
    queryKey: [PERFORMANCE_KEY, period, filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchPerformance(client, { after, before, ...filters }, signal),
  });
  const sites = useQuery({
    queryKey: ['pinwheel/v1/sites'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites', {
        query: { per_page: 100, orderby: 'name', order: 'asc' },
        signal,
      }),
  });

  // Each site's popups, for the sentences (the performance answer carries figures, not rules).
  const sitePopups = useQueries({
    queries: (sites.data ?? []).map((site) => ({
      queryKey: ['pinwheel/v1/sites/popups', site.id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.get('/wp-json/pinwheel/v1/sites/{id}/popups', {
          params: { id: site.id },
          query: { per_page: 100 },
          signal,
        }),
    })),
  });
  const rules = new Map<string, Popup>();
  for (const answer of sitePopups) {
    for (const one of answer.data ?? []) rules.set(one.id, one.popup as unknown as Popup);
  }

  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <AdminPage
      title={t('admin.popups')}
      description={t('popups.intro')}
      actions={
        <>
          <Link className="button button--quiet" to="/admin/popups/why">
            {t('popupsList.why')}
          </Link>
          <Link className="button button--primary" to="/admin/popups/new">
            {t('popupsList.new')}
          </Link>
        </>
      }
    >
      <fieldset className="popup-filters">
        <legend className="visually-hidden">{t('popups.filters')}</legend>
        <ChoiceSelect
          className="popup-filters__choice"
          label={t('popups.period')}
          value={period}
          onChange={(value) => choose('period', value === '30' ? '' : value)}
          options={PERIODS.map((one) => ({ value: one, label: t(`popups.period.${one}`) }))}
        />
        <ChoiceSelect
          className="popup-filters__choice"
          label={t('popups.site')}
          value={filters.site}
          onChange={(value) => choose('site', value)}
          options={[
            { value: '', label: t('popups.allSites') },
            ...(sites.data ?? []).map((site) => ({ value: site.id, label: site.name })),
          ]}
        />
        <ChoiceSelect
          className="popup-filters__choice"
          label={t('popups.type')}
          value={filters.type}
          onChange={(value) => choose('type', value)}
          options={[
            { value: '', label: t('popups.allTypes') },
            ...POPUP_TYPES.map((type) => ({ value: type, label: t(`popupType.${type}`) })),
          ]}
        />
        <ChoiceSelect
          className="popup-filters__choice"
          label={t('popups.status')}
          value={filters.status}
          onChange={(value) => choose('status', value)}
          options={[
            { value: '', label: t('popups.allStatuses') },
            ...POPUP_STATUSES.map((status) => ({
              value: status,
              label: t(`popupStatus.${status}`),
            })),
          ]}
        />
      </fieldset>
      {performance.isPending ? (
        <LoadingState />
      ) : performance.isError ? (
        <ErrorState error={performance.error} onRetry={() => void performance.refetch()} />
      ) : performance.data.popups.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('popups.noMatchTitle')}
            body={t('popups.noMatchBody')}
            action={
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setParams(period === '30' ? {} : { period })}
              >
                {t('popups.showAll')}
              </button>
            }
          />
        ) : (
          <EmptyState title={t('popups.emptyTitle')} body={t('popups.emptyBody')} />
        )
      ) : (
        <>
          <FigureTotals
            totals={performance.data.totals}
            currency={performance.data.currency}
            label={t('popups.totals')}
          />
          <PopupRules.Provider value={rules}>
            <PopupTable
              data={performance.data}
              storefrontClientId={loaderData.storefrontClientId}
            />
          </PopupRules.Provider>
          <p className="popup-attribution">
            {t('popups.attribution', { days: performance.data.attribution_window_days })}
          </p>
        </>
      )}
    </AdminPage>
  );
}

/** Each popup's own data by id, for its row's sentence; a row without it shows no sentence. */
const PopupRules = createContext<ReadonlyMap<string, Popup>>(new Map());

function PopupTable({
  data,
  storefrontClientId,
}: {
  data: PopupPerformance;
  storefrontClientId: string | null;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    // A named, focusable region: on a wide phone the table scrolls sideways, by keyboard too.
    <div className="popups-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table">
        <caption id={captionId} className="visually-hidden">
          {t('popups.caption', { count: data.popups.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('popups.name')}</th>
            <th scope="col">{t('popups.status')}</th>
            <th scope="col" className="admin-table__number">
              {t('popups.views')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('popups.conversions')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('popups.rate')}
            </th>
            <th scope="col" className="admin-table__number">
              {t('popups.revenue')}
            </th>
            <th scope="col">{t('popups.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.popups.map((popup) => (
            <PopupRow
              key={popup.id}
              popup={popup}
              currency={data.currency}
              previewable={popup.site_client_id === storefrontClientId}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PopupRow({
  popup,
  currency,
  previewable,
}: {
  popup: PopupFigures;
  currency: string;
  previewable: boolean;
}) {
  const { t, lang } = useTranslation();
  const figures = useFigures(currency);
  const actions = usePopupActions(popup);
  const rules = useContext(PopupRules).get(popup.id);
  return (
    <tr>
      {/* bdi: an owner's English name in the Hebrew page keeps its own direction ("Still looking?"). */}
      <th scope="row" className="popups-table__name">
        <Link to={`/admin/popups/${popup.id}`}>
          <bdi>{popup.name}</bdi>
        </Link>
        <span className="admin-table__sub">
          {t(`popupType.${popup.type}`)} · <bdi>{popup.site_name}</bdi>
        </span>
        {rules ? (
          <span className="popups-table__sentence">{targetingSentence(rules, lang)}</span>
        ) : null}
      </th>
      <td data-label={t('popups.status')}>
        <span className={`status-badge status-badge--${popup.status}`}>
          {t(`popupStatus.${popup.status}`)}
        </span>
      </td>
      <td data-label={t('popups.views')} className="admin-table__number">
        {figures.count(popup.views)}
      </td>
      <td data-label={t('popups.conversions')} className="admin-table__number">
        {figures.count(popup.conversions)}
      </td>
      <td data-label={t('popups.rate')} className="admin-table__number">
        {figures.columnRate(popup.conversion_rate)}
      </td>
      <td data-label={t('popups.revenue')} className="admin-table__number">
        <bdi>{figures.money(popup.revenue)}</bdi>
        <span className="admin-table__sub">{t('popups.orders', { count: popup.orders })}</span>
      </td>
      <td>
        <div className="popups-table__actions">
          <Link
            to={`/admin/popups/${popup.id}`}
            className="button button--quiet"
            aria-label={t('popups.editLabel', { name: popup.name })}
          >
            {t('popups.edit')}
          </Link>
          <Link
            className="button button--quiet"
            to={`/admin/popups/${popup.id}/targeting`}
            aria-label={t('popupsList.targetingLabel', { name: popup.name })}
          >
            {t('popupsList.targeting')}
          </Link>
          <Link
            className="button button--quiet"
            to={`/admin/popups/${popup.id}/ab`}
            aria-label={t('popupsList.abLabel', { name: popup.name })}
          >
            {t('popupsList.ab')}
          </Link>
          {previewable ? (
            <a
              href={previewAddress(popup.id)}
              target="_blank"
              rel="noopener"
              className="button button--quiet"
              aria-label={t('popups.previewLabel', { name: popup.name })}
            >
              {t('popups.preview')}
            </a>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            disabled={actions.busy}
            aria-label={t(popup.status === 'live' ? 'popups.pauseLabel' : 'popups.publishLabel', {
              name: popup.name,
            })}
            onClick={actions.toggle}
          >
            {t(popup.status === 'live' ? 'popups.pause' : 'popups.publish')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={actions.busy}
            aria-label={t('popups.duplicateLabel', { name: popup.name })}
            onClick={actions.duplicate}
          >
            {t('popups.duplicate')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={actions.busy}
            aria-label={t('popups.deleteLabel', { name: popup.name })}
            onClick={actions.remove}
          >
            {t('popups.delete')}
          </button>
          {previewable ? null : (
            <span className="admin-table__sub">{t('popups.previewElsewhere')}</span>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Pause or publish, duplicate and delete one popup; each says how it went in a toast. */
function usePopupActions(popup: PopupFigures) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const messageOf = useErrorMessage();
  const refresh = () => queries.invalidateQueries({ queryKey: [PERFORMANCE_KEY] });
  const onError = (error: unknown) => toast(messageOf(error), { tone: 'error' });

  const toggle = useMutation({
    mutationFn: () =>
      client.patch('/wp-json/pinwheel/v1/popups/{id}', {
        params: { id: popup.id },
        body: { status: popup.status === 'live' ? 'paused' : 'live' },
      }),
    onSuccess: async (saved) => {
      await refresh();
      toast(
        t(saved.status === 'live' ? 'popups.published' : 'popups.paused', { name: popup.name }),
      );
    },
    onError,
  });
  const duplicate = useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/popups/{id}/duplicate', { params: { id: popup.id } }),
    onSuccess: async (copy) => {
      await refresh();
      toast(t('popups.duplicated', { name: popup.name, copy: String(copy.popup.poptin_name) }));
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () =>
      client.delete('/wp-json/pinwheel/v1/popups/{id}', {
        params: { id: popup.id },
        query: { force: true },
      }),
    onSuccess: async () => {
      await refresh();
      toast(t('popups.deleted', { name: popup.name }));
    },
    onError,
  });

  return {
    busy: toggle.isPending || duplicate.isPending || remove.isPending,
    toggle: () => toggle.mutate(),
    duplicate: () => duplicate.mutate(),
    remove: async () => {
      const sure = await confirm({
        title: t('popups.deleteTitle', { name: popup.name }),
        body: t('popups.deleteBody'),
        confirmLabel: t('popups.delete'),
        danger: true,
      });
      if (sure) remove.mutate();
    },
  };
}
