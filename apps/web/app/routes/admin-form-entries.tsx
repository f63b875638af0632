// /admin/forms/:id/entries: what visitors sent through one form, newest first, searched (any
// answer) and paged, each opened to every answer with its files (downloaded through the owner-only
// file route, always as attachments) and the payment total the server computed. "Download CSV"
// exports every entry of the form (or those the search matches).
import { translate } from '@pinwheel/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-form-entries';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { EntryDetails } from '../components/admin/forms/entry-details.tsx';
import { entriesCsvHref, type OwnerEntry } from '../components/admin/forms/form-draft.ts';
import { fetchListPage } from '../components/admin/orders/list-page.ts';
import { ListPager } from '../components/admin/orders/list-pager.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { pageTitle } from '../page-title.ts';
import formsStyles from '../styles/admin-forms.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: formsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'adminForms.entriesTitle'), context.shop.name),
  };
}

const PER_PAGE = 20;

export default function AdminFormEntries() {
  const { t } = useTranslation();
  const id = useParams().id!;
  const client = useOwnerClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const form = useQuery({
    queryKey: ['form', id],
    queryFn: () => client.get('/wp-json/pinwheel/v1/forms/{id}', { params: { id } }),
  });
  const entries = useQuery({
    queryKey: ['form-entries', id, search, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      fetchListPage<OwnerEntry>(
        client,
        `/wp-json/pinwheel/v1/forms/${encodeURIComponent(id)}/entries`,
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
  const title = form.data
    ? t('adminForms.entriesOfForm', { title: form.data.title })
    : t('adminForms.entriesTitle');
  const hasEntries = entries.data && entries.data.items.length > 0;

  return (
    <AdminPage
      title={title}
      description={
        entries.data ? t('adminForms.entryCount', { count: entries.data.total }) : undefined
      }
      backTo="/admin/forms"
      actions={
        hasEntries ? (
          <a className="button button--quiet" href={entriesCsvHref(client, id, search)} download>
            {search ? t('adminForms.csvMatching') : t('adminForms.csv')}
          </a>
        ) : undefined
      }
    >
      <form className="forms-search" role="search" onSubmit={submit}>
        <label htmlFor="entries-search">{t('adminForms.searchEntries')}</label>
        <input
          id="entries-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--quiet">
          {t('adminForms.search')}
        </button>
      </form>
      {entries.isPending ? (
        <LoadingState />
      ) : entries.isError ? (
        <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.items.length === 0 ? (
        search ? (
          <EmptyState
            title={t('adminForms.noEntryMatchTitle')}
            body={t('adminForms.noEntryMatchBody')}
          />
        ) : (
          <EmptyState title={t('adminForms.noEntriesTitle')} body={t('adminForms.noEntriesBody')} />
        )
      ) : (
        <>
          <ol className="form-entries">
            {entries.data.items.map((entry) => (
              <li key={entry.id}>
                <EntryDetails entry={entry} />
              </li>
            ))}
          </ol>
          <ListPager
            page={page}
            totalPages={entries.data.totalPages}
            label={t('adminForms.entryPages')}
            hrefFor={hrefFor}
          />
        </>
      )}
    </AdminPage>
  );
}
