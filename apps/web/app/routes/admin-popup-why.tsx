// /admin/popups/why: "why did it (not) show". The owner gives one page address of a site, a device
// and, if they like, the visitor's cookies; the server answers with its own verdict for each of the
// site's popups (GET pinwheel/v1/sites/{id}/display-check, the display call's own gate and choice)
// and the page tells it in sentences (core's displayCheckSentences). What was asked is kept in the
// address, so the list and the targeting page link straight to a check and a check can be shared.
import { translate, type Popup } from '@pinwheel/core';
import {
  displayCheckSentences,
  displayGateSentence,
  type DisplayCheckPopup,
} from '@pinwheel/core/targeting-text';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-popup-why';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { pageTitle } from '../page-title.ts';
import popupsStyles from '../styles/admin-popups.css?url';
import targetingStyles from '../styles/admin-popup-targeting.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: popupsStyles },
  { rel: 'stylesheet', href: targetingStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'why.pageTitle'), context.shop.name) };
}

type Device = 'desktop' | 'mobile';

/** An address inside a sentence keeps its own direction (its slashes stay put in Hebrew). */
const isolated = (text: string) => `\u2068${text}\u2069`;

interface Asked {
  site: string;
  url: string;
  device: Device;
  cookies: string;
  converted: boolean;
  country: string;
  language: '' | 'en' | 'he';
}

function askedOf(params: URLSearchParams): Asked {
  return {
    site: params.get('site') ?? '',
    url: params.get('url') ?? '',
    device: params.get('device') === 'mobile' ? 'mobile' : 'desktop',
    cookies: params.get('cookies') ?? '',
    converted: params.get('converted') === '1',
    country: params.get('country') ?? '',
    language: ((language) => (language === 'en' || language === 'he' ? language : ''))(
      params.get('language'),
    ),
  };
}

export default function AdminPopupWhy() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const [params, setParams] = useSearchParams();
  const asked = askedOf(params);
  const highlight = params.get('popup') ?? '';
  const sites = useQuery({
    queryKey: ['pinwheel/v1/sites'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites', {
        query: { per_page: 100, orderby: 'name', order: 'asc' },
        signal,
      }),
  });
  const site = asked.site || sites.data?.[0]?.id || '';

  const check = useQuery({
    queryKey: ['pinwheel/v1/display-check', site, asked],
    enabled: Boolean(site && asked.url),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites/{id}/display-check', {
        params: { id: site },
        query: {
          url: asked.url,
          device: asked.device,
          ...(asked.cookies.trim() ? { cookies: asked.cookies } : {}),
          ...(asked.country.trim() ? { country: asked.country.trim() } : {}),
          ...(asked.language ? { language: asked.language } : {}),
          converted: asked.converted ? 'true' : 'false',
        },
        signal,
      }),
  });
  // The popups' own rules, for the sentences (a site has at most a few dozen).
  const popups = useQuery({
    queryKey: ['pinwheel/v1/sites/popups', site],
    enabled: Boolean(site),
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/sites/{id}/popups', {
        params: { id: site },
        query: { per_page: 100 },
        signal,
      }),
  });

  const ask = (next: Asked) => {
    const query = new URLSearchParams({ site: next.site, url: next.url, device: next.device });
    if (next.cookies.trim()) query.set('cookies', next.cookies);
    if (next.converted) query.set('converted', '1');
    if (next.country.trim()) query.set('country', next.country.trim());
    if (next.language) query.set('language', next.language);
    if (highlight) query.set('popup', highlight);
    setParams(query, { replace: true });
  };

  return (
    <AdminPage title={t('why.pageTitle')} description={t('why.intro')} backTo="/admin/popups">
      {sites.isPending ? (
        <LoadingState />
      ) : sites.isError ? (
        <ErrorState error={sites.error} onRetry={() => void sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState
          title={t('why.noSitesTitle')}
          body={t('why.noSitesBody')}
          action={
            <Link className="button button--primary" to="/admin/sites">
              {t('why.addSite')}
            </Link>
          }
        />
      ) : (
        <div className="popup-why">
          <CheckForm
            key={JSON.stringify({ ...asked, site })}
            asked={{ ...asked, site }}
            sites={sites.data.map((one) => ({ id: one.id, name: one.name }))}
            checking={check.isFetching}
            errors={fieldErrorsOf(check.error)}
            onAsk={ask}
          />
          {check.isError && Object.keys(fieldErrorsOf(check.error)).length === 0 ? (
            <ErrorState error={check.error} onRetry={() => void check.refetch()} />
          ) : check.data ? (
            <Results
              answer={check.data}
              popups={(popups.data ?? []).map((one) => one.popup as unknown as Popup)}
              highlight={highlight}
            />
          ) : check.isFetching ? (
            <LoadingState />
          ) : null}
        </div>
      )}
    </AdminPage>
  );
}

function CheckForm({
  asked,
  sites,
  checking,
  errors,
  onAsk,
}: {
  asked: Asked;
  sites: { id: string; name: string }[];
  checking: boolean;
  errors: Record<string, string>;
  onAsk: (asked: Asked) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk({ ...form, url: form.url.trim() });
  };
  return (
    <form className="popup-why__form" onSubmit={submit} noValidate>
      <Field label={t('why.site')}>
        {(control) => (
          <select
            {...control}
            value={form.site}
            onChange={(event) => setForm({ ...form, site: event.target.value })}
          >
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('why.device')}>
        {(control) => (
          <select
            {...control}
            value={form.device}
            onChange={(event) => setForm({ ...form, device: event.target.value as Device })}
          >
            <option value="desktop">{t('why.device.desktop')}</option>
            <option value="mobile">{t('why.device.mobile')}</option>
          </select>
        )}
      </Field>
      <Field
        label={t('why.url')}
        hint={t('why.urlHint')}
        error={errors.url}
        required
        className="admin-field--wide"
      >
        {(control) => (
          <input
            {...control}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            placeholder="https://shop.example/products/linen-shirt"
            value={form.url}
            onChange={(event) => setForm({ ...form, url: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('why.country')} hint={t('why.countryHint')} error={errors.country}>
        {(control) => (
          <input
            {...control}
            type="text"
            dir="ltr"
            autoComplete="off"
            maxLength={2}
            value={form.country}
            onChange={(event) => setForm({ ...form, country: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('why.language')}>
        {(control) => (
          <select
            {...control}
            value={form.language}
            onChange={(event) =>
              setForm({ ...form, language: event.target.value as Asked['language'] })
            }
          >
            <option value="">{t('why.languageAny')}</option>
            <option value="en">{t('targetingSummary.language.en')}</option>
            <option value="he">{t('targetingSummary.language.he')}</option>
          </select>
        )}
      </Field>
      <Field
        label={t('why.cookies')}
        hint={
          <>
            {t('why.cookiesHint')} <bdi dir="ltr">utm_source=google; plan=pro</bdi>
          </>
        }
        className="admin-field--wide"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            dir="ltr"
            autoComplete="off"
            value={form.cookies}
            onChange={(event) => setForm({ ...form, cookies: event.target.value })}
          />
        )}
      </Field>
      <div className="popup-targeting__toggle">
        <label>
          <input
            type="checkbox"
            checked={form.converted}
            onChange={(event) => setForm({ ...form, converted: event.target.checked })}
          />{' '}
          {t('why.converted')}
        </label>
      </div>
      <button
        type="submit"
        className="button button--primary popup-why__submit"
        disabled={checking}
        aria-busy={checking}
      >
        {checking ? t('why.checking') : t('why.check')}
      </button>
    </form>
  );
}

interface CheckAnswer {
  url: string;
  device: Device;
  gate: { reason: string; host: string } | null;
  popups: DisplayCheckPopup[];
}

function Results({
  answer,
  popups,
  highlight,
}: {
  answer: CheckAnswer;
  popups: Popup[];
  highlight: string;
}) {
  const { t, lang } = useTranslation();
  const headingId = useId();
  if (answer.gate) {
    return (
      <section className="popup-why__results" aria-labelledby={headingId} aria-live="polite">
        <h3 id={headingId}>{t('why.results', { url: isolated(answer.url) })}</h3>
        <p className="admin-notice admin-notice--error">
          {displayGateSentence(answer.gate.reason, answer.gate.host, lang)}
        </p>
      </section>
    );
  }
  const shown = answer.popups.filter(
    (one) => one.verdict === 'shows' || one.verdict === 'ab_variant',
  );
  const hidden = answer.popups.filter((one) => !shown.includes(one));
  const byId = new Map(popups.map((popup) => [popup.poptin_id, popup]));
  return (
    <section className="popup-why__results" aria-labelledby={headingId} aria-live="polite">
      <h3 id={headingId}>{t('why.results', { url: isolated(answer.url) })}</h3>
      {answer.popups.length === 0 ? <p>{t('why.noPopups')}</p> : null}
      {answer.popups.length > 0 ? (
        <>
          <h3>{t('why.showsTitle', { count: shown.length })}</h3>
          <VerdictList checks={shown} byId={byId} device={answer.device} highlight={highlight} />
          <h3>{t('why.hiddenTitle', { count: hidden.length })}</h3>
          <VerdictList checks={hidden} byId={byId} device={answer.device} highlight={highlight} />
        </>
      ) : null}
    </section>
  );
}

function VerdictList({
  checks,
  byId,
  device,
  highlight,
}: {
  checks: DisplayCheckPopup[];
  byId: Map<string, Popup>;
  device: Device;
  highlight: string;
}) {
  const { t, lang } = useTranslation();
  if (checks.length === 0) return <p>{t('why.none')}</p>;
  return (
    <ul className="popup-why__list">
      {checks.map((check) => {
        const popup = byId.get(check.id);
        const sentences = popup ? displayCheckSentences(check, popup, lang, device) : [];
        return (
          <li
            key={check.id}
            className={`popup-why__item${check.id === highlight ? ' popup-why__item--highlight' : ''}`}
            data-popup-id={check.id}
          >
            <p className="popup-why__name">
              <bdi>{check.name}</bdi>
              <span className="popup-why__verdict">{t(`why.verdict.${check.verdict}`)}</span>
            </p>
            {sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
            <p>
              <Link
                to={`/admin/popups/${check.id}/targeting`}
                aria-label={t('why.targetingOf', { name: check.name })}
              >
                {t('popupsList.targeting')}
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
