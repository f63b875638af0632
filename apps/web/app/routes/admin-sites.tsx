// /admin/sites: the owner's sites (client id, allowed domains, monthly view limit), a form that adds
// one (a site moving from Poptin brings its client id), each site's embed snippet and Poptin's
// with a copy button, and "check my site": the server loads a page of the site and says whether
// the snippet is on it (pinwheel/v1/sites/{id}/check). Data through the typed client.
import { translate } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Route } from './+types/admin-sites';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { SiteCard, type OwnerSite } from '../components/admin-sites/site-card.tsx';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { pageTitle } from '../page-title.ts';
import sitesStyles from '../styles/admin-sites.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitesStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'adminSites.title'), context.shop.name),
    // The snippet loads from this server, at the address the owner reached it by.
    serverOrigin: new URL(request.url).origin,
  };
}

export default function AdminSites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const sites = useQuery({
    queryKey: ['pinwheel/v1/sites'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites', {
        query: { per_page: 100, orderby: 'date', order: 'asc' },
        signal,
      }),
  });
  return (
    <AdminPage title={t('adminSites.title')} description={t('adminSites.intro')}>
      <AddSite />
      <section className="sites-list" aria-labelledby="sites-list-title">
        <h2 id="sites-list-title">{t('adminSites.listTitle')}</h2>
        {sites.isPending ? (
          <LoadingState />
        ) : sites.isError ? (
          <ErrorState error={sites.error} onRetry={() => void sites.refetch()} />
        ) : sites.data.length === 0 ? (
          <EmptyState title={t('adminSites.emptyTitle')} body={t('adminSites.emptyBody')} />
        ) : (
          <ul className="sites-list__items">
            {(sites.data as OwnerSite[]).map((site) => (
              <li key={site.id}>
                <SiteCard site={site} serverOrigin={loaderData.serverOrigin} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}

function AddSite() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const titleId = useId();
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [clientId, setClientId] = useState('');
  const [limit, setLimit] = useState('');
  const add = useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/sites', {
        body: {
          name: name.trim(),
          allowed_domains: domains.split(/[\s,]+/).filter(Boolean),
          ...(clientId.trim() ? { client_id: clientId.trim() } : {}),
          monthly_view_limit: limit.trim() ? Number(limit) : null,
          is_freemium: false,
          is_restricted: false,
        },
      }),
    onSuccess: async (site) => {
      setName('');
      setDomains('');
      setClientId('');
      setLimit('');
      await queries.invalidateQueries({ queryKey: ['pinwheel/v1/sites'] });
      toast(t('adminSites.added', { name: site.name }));
    },
  });
  const errors = fieldErrorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className="site-add" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('adminSites.addTitle')}</h2>
      <form onSubmit={submit} noValidate={false}>
        <SaveProblem error={add.error} />
        <div className="site-add__fields">
          <Field label={t('adminSites.name')} required error={errors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={200}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('adminSites.domains')}
            hint={t('adminSites.domainsHint')}
            error={errors.allowed_domains}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                dir="ltr"
                value={domains}
                onChange={(event) => setDomains(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('adminSites.clientId')}
            hint={t('adminSites.clientIdHint')}
            error={errors.client_id}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                dir="ltr"
                maxLength={64}
                pattern="[A-Za-z0-9_\-]{1,64}"
                value={clientId}
                onChange={(event) => setClientId(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('adminSites.viewLimit')}
            hint={t('adminSites.viewLimitHint')}
            error={errors.monthly_view_limit}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={limit}
                onChange={(event) => setLimit(event.target.value)}
              />
            )}
          </Field>
        </div>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? t('adminSites.adding') : t('adminSites.add')}
        </button>
      </form>
    </section>
  );
}
