// /admin/forms: every web form with how many entries it has collected and when it was last
// changed, marked when it has unpublished changes; searched by title and paged. A title opens the
// builder, the count its entries; a form is duplicated (a copy, opened in the builder) or deleted
// with its entries after asking.
// Data from pinwheel/v1/forms through the typed client.
import { translate } from '@pinwheel/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-forms';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import type { OwnerForm } from '../components/admin/forms/form-draft.ts';
import { fetchListPage } from '../components/admin/orders/list-page.ts';
import { ListPager } from '../components/admin/orders/list-pager.tsx';
import { gmtDate } from '../components/admin/orders/order-shape.ts';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  useErrorMessage,
} from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { pageTitle } from '../page-title.ts';
import formsStyles from '../styles/admin-forms.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: formsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'adminForms.title'), context.shop.name) };
}

const PER_PAGE = 20;

export default function AdminForms() {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const forms = useQuery({
    queryKey: ['forms', search, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      fetchListPage<OwnerForm>(
        client,
        '/wp-json/pinwheel/v1/forms',
        { page, per_page: PER_PAGE, ...(search ? { search } : {}) },
        signal,
      ),
  });
  const duplicate = useMutation({
    mutationFn: (form: OwnerForm) =>
      client.post('/wp-json/pinwheel/v1/forms/{id}/duplicate', { params: { id: form.id } }),
    onSuccess: async (copy) => {
      await queries.invalidateQueries({ queryKey: ['forms'] });
      toast(t('adminForms.duplicated', { title: copy.title }));
      void navigate(`/admin/forms/${copy.id}`);
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (form: OwnerForm) =>
      client.delete('/wp-json/pinwheel/v1/forms/{id}', {
        params: { id: form.id },
        query: { force: true },
      }),
    onSuccess: async (form) => {
      await queries.invalidateQueries({ queryKey: ['forms'] });
      toast(t('adminForms.deleted', { title: form.title }));
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
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
  const askDelete = async (form: OwnerForm) => {
    const sure = await confirm({
      title: t('adminForms.deleteTitle', { title: form.title }),
      body: t('adminForms.deleteBody', { count: form.entries }),
      confirmLabel: t('adminForms.delete'),
      danger: true,
    });
    if (sure) remove.mutate(form);
  };
  const newForm = (
    <Link to="/admin/forms/new" className="button button--primary">
      {t('adminForms.new')}
    </Link>
  );

  return (
    <AdminPage title={t('adminForms.title')} description={t('adminForms.intro')} actions={newForm}>
      <form className="forms-search" role="search" onSubmit={submit}>
        <label htmlFor="forms-search">{t('adminForms.searchTitles')}</label>
        <input
          id="forms-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--quiet">
          {t('adminForms.search')}
        </button>
      </form>
      {forms.isPending ? (
        <LoadingState />
      ) : forms.isError ? (
        <ErrorState error={forms.error} onRetry={() => void forms.refetch()} />
      ) : forms.data.items.length === 0 ? (
        search ? (
          <EmptyState title={t('adminForms.noMatchTitle')} body={t('adminForms.noMatchBody')} />
        ) : (
          <EmptyState
            title={t('adminForms.emptyTitle')}
            body={t('adminForms.emptyBody')}
            action={newForm}
          />
        )
      ) : (
        <>
          <div className="forms-table">
            <table className="admin-table">
              <caption className="visually-hidden">{t('adminForms.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminForms.formTitle')}</th>
                  <th scope="col" className="admin-table__number">
                    {t('adminForms.entries')}
                  </th>
                  <th scope="col">{t('adminForms.changed')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('adminForms.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {forms.data.items.map((form) => (
                  <tr key={form.id}>
                    <th scope="row">
                      <Link to={`/admin/forms/${form.id}`} className="admin-table__action">
                        <bdi>{form.title}</bdi>
                      </Link>
                      {form.unpublished_changes ? (
                        <>
                          {' '}
                          <span className="status-badge status-badge--draft">
                            {t('adminForms.unpublished')}
                          </span>
                        </>
                      ) : null}
                    </th>
                    <td data-label={t('adminForms.entries')} className="admin-table__number">
                      <Link
                        to={`/admin/forms/${form.id}/entries`}
                        aria-label={t('adminForms.entriesOf', {
                          count: form.entries,
                          title: form.title,
                        })}
                      >
                        {form.entries}
                      </Link>
                    </td>
                    <td data-label={t('adminForms.changed')}>
                      {when.format(gmtDate(form.date_modified_gmt))}
                    </td>
                    <td className="forms-table__actions">
                      <a
                        href={`/form/${encodeURIComponent(form.id)}`}
                        target="_blank"
                        rel="noopener"
                        className="button button--quiet"
                        aria-label={t('adminForms.openPageOf', { title: form.title })}
                      >
                        {t('adminForms.openPage')}
                      </a>
                      <button
                        type="button"
                        className="button button--quiet"
                        disabled={duplicate.isPending}
                        aria-label={t('adminForms.duplicateOf', { title: form.title })}
                        onClick={() => duplicate.mutate(form)}
                      >
                        {t('adminForms.duplicate')}
                      </button>
                      <button
                        type="button"
                        className="button button--quiet forms-table__delete"
                        disabled={remove.isPending}
                        aria-label={t('adminForms.deleteOf', { title: form.title })}
                        onClick={() => void askDelete(form)}
                      >
                        {t('adminForms.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            page={page}
            totalPages={forms.data.totalPages}
            label={t('adminForms.pages')}
            hrefFor={hrefFor}
          />
        </>
      )}
    </AdminPage>
  );
}
