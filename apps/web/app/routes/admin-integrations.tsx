// /admin/integrations: where leads go besides this dashboard. Each site's webhook endpoints with
// their signing secret (behind a disclosure), a test delivery and removal per endpoint, a form to
// add one, and the log of the latest delivery attempts. Writes are plain POST forms with the
// nonce; the action answers a message the page announces.
import { MULTI_LINE_TEXT, translate } from '@pinwheel/core';
import { Form } from 'react-router';
import type { Route } from './+types/admin-integrations';
import { NonceField } from '../components/nonce-field.tsx';
import { WixStoreSection } from '../components/admin-integrations/wix-store-section.tsx';
import wixStoreStyles from '../styles/admin-wix-store.css?url';
import type { DeliveryAttemptSummary, WebhookEndpointSummary } from '../context/integrations.ts';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: wixStoreStyles }];

export async function loader({ context }: Route.LoaderArgs) {
  const [overview, wixStores] = await Promise.all([
    context.integrations.overview(),
    context.stores.wixStores(),
  ]);
  return {
    title: pageTitle(translate(context.lang, 'admin.integrations'), context.shop.name),
    ...overview,
    wixStores,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  if (intent === 'add') {
    const outcome = await context.integrations.add(text('site'), text('url'));
    return outcome === 'added'
      ? { ok: true, message: 'integrations.added' as const }
      : { ok: false, message: 'integrations.badUrl' as const, url: text('url') };
  }
  if (intent === 'remove') {
    await context.integrations.remove(text('endpoint'));
    return { ok: true, message: 'integrations.removed' as const };
  }
  if (intent === 'code') {
    // The owner's own HTML for their own pages; control characters are refused like everywhere.
    const code = text('code');
    const saved =
      code.length <= 20_000 &&
      MULTI_LINE_TEXT.test(code) &&
      (await context.integrations.saveConversionCode(text('site'), code));
    return saved
      ? { ok: true, message: 'integrations.codeSaved' as const }
      : { ok: false, message: 'integrations.codeRefused' as const };
  }
  if (intent === 'wix-save') {
    const outcome = await context.stores.connectWix(
      text('site'),
      text('wix_site_id'),
      text('api_key'),
    );
    return outcome === 'saved'
      ? { ok: true, message: 'wixStore.saved' as const }
      : { ok: false, message: 'wixStore.refused' as const };
  }
  if (intent === 'wix-remove') {
    await context.stores.disconnectWix(text('site'));
    return { ok: true, message: 'wixStore.removed' as const };
  }
  if (intent === 'test') {
    await context.integrations.sendTest(text('endpoint'));
    return { ok: true, message: 'integrations.testQueued' as const };
  }
  return { ok: false, message: 'integrations.badUrl' as const };
}

export default function AdminIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sites, endpoints, log, wixStores } = loaderData;
  return (
    <section className="admin-integrations" aria-labelledby="admin-integrations-title">
      <h2 id="admin-integrations-title">{t('admin.integrations')}</h2>
      <p className="admin-popups__intro">{t('integrations.intro')}</p>
      <p
        role="status"
        className={
          actionData
            ? `admin-notice admin-notice--${actionData.ok ? 'ok' : 'error'}`
            : 'visually-hidden'
        }
      >
        {actionData ? t(actionData.message) : ''}
      </p>
      <h3>{t('integrations.endpoints')}</h3>
      {endpoints.length === 0 ? (
        <p className="admin-empty">{t('integrations.none')}</p>
      ) : (
        <ul className="endpoint-list">
          {endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      <VerifyNote />
      <AddEndpoint
        sites={sites}
        url={actionData && 'url' in actionData ? (actionData.url ?? '') : ''}
      />
      <ConversionCodes sites={sites} />
      <WixStoreSection sites={wixStores} />
      <h3>{t('integrations.log')}</h3>
      {log.length === 0 ? (
        <p className="admin-empty">{t('integrations.noAttempts')}</p>
      ) : (
        <AttemptLog log={log} />
      )}
    </section>
  );
}

/** How a receiver checks a delivery; the header's syntax stays left to right in Hebrew too. */
function VerifyNote() {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('integrations.verify').split('{header}');
  return (
    <p className="admin-popups__note">
      {before}
      <code dir="ltr">
        Pinwheel-Signature: t=&lt;seconds&gt;,v1=HMAC-SHA256(secret, &quot;t.body&quot;)
      </code>
      {after}
    </p>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  const { t } = useTranslation();
  return (
    <li className="endpoint">
      <div className="endpoint__main">
        <bdi className="endpoint__url">{endpoint.url}</bdi>
        <span className="admin-table__sub">
          <bdi>{endpoint.siteName}</bdi>
        </span>
        <details className="endpoint__secret">
          <summary>{t('integrations.showSecret')}</summary>
          <span className="visually-hidden">{t('integrations.secret')}: </span>
          <code dir="ltr">{endpoint.secret}</code>
        </details>
      </div>
      <div className="endpoint__actions">
        <Form method="post">
          <NonceField />
          <input type="hidden" name="endpoint" value={endpoint.id} />
          <button
            type="submit"
            name="intent"
            value="test"
            className="button button--quiet"
            aria-label={t('integrations.testLabel', { url: endpoint.url })}
          >
            {t('integrations.test')}
          </button>
        </Form>
        <Form method="post">
          <NonceField />
          <input type="hidden" name="endpoint" value={endpoint.id} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="button button--quiet"
            aria-label={t('integrations.removeLabel', { url: endpoint.url })}
          >
            {t('integrations.remove')}
          </button>
        </Form>
      </div>
    </li>
  );
}

function AddEndpoint({ sites, url }: { sites: Array<{ id: string; name: string }>; url: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="form endpoint-form" aria-labelledby="add-endpoint-title">
      <h4 id="add-endpoint-title">{t('integrations.addTitle')}</h4>
      <NonceField />
      <div className="form__field">
        <label htmlFor="endpoint-site">{t('integrations.site')}</label>
        <select id="endpoint-site" name="site" required>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor="endpoint-url">{t('integrations.url')}</label>
        <input
          id="endpoint-url"
          name="url"
          type="url"
          required
          maxLength={2000}
          defaultValue={url}
          dir="ltr"
          placeholder="https://"
        />
      </div>
      <button type="submit" name="intent" value="add" className="button">
        {t('integrations.add')}
      </button>
    </Form>
  );
}

function ConversionCodes({
  sites,
}: {
  sites: Array<{ id: string; name: string; conversionCode: string }>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('integrations.codeTitle')}</h3>
      <p className="admin-popups__note">{t('integrations.codeAbout')}</p>
      {sites.map((site) => (
        <Form method="post" className="form endpoint-form" key={site.id}>
          <NonceField />
          <input type="hidden" name="site" value={site.id} />
          <div className="form__field">
            <label htmlFor={`code-${site.id}`}>
              {t('integrations.codeLabel', { site: site.name })}
            </label>
            <textarea
              id={`code-${site.id}`}
              name="code"
              rows={3}
              dir="ltr"
              maxLength={20_000}
              defaultValue={site.conversionCode}
              className="conversion-code"
            />
          </div>
          <button type="submit" name="intent" value="code" className="button button--quiet">
            {t('integrations.codeSave')}
          </button>
        </Form>
      ))}
    </>
  );
}

function AttemptLog({ log }: { log: DeliveryAttemptSummary[] }) {
  const { t, lang } = useTranslation();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby="log-caption" tabIndex={0}>
      <table className="admin-table">
        <caption id="log-caption">{t('integrations.logCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('integrations.time')}</th>
            <th scope="col">{t('integrations.url')}</th>
            <th scope="col">{t('integrations.what')}</th>
            <th scope="col">{t('integrations.result')}</th>
            <th scope="col" className="admin-table__number">
              {t('integrations.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {log.map((attempt) => (
            <tr key={attempt.id}>
              <th scope="row" className="admin-table__name">
                <time dateTime={new Date(attempt.createdAt).toISOString()}>
                  {when.format(attempt.createdAt)}
                </time>
              </th>
              <td>
                <bdi>{attempt.endpointUrl}</bdi>
              </td>
              <td>{attempt.leadId ? <code>{attempt.leadId}</code> : t('integrations.testLead')}</td>
              <td>
                <span
                  className={`status-badge status-badge--${attempt.error ? 'failed' : 'delivered'}`}
                >
                  {attempt.statusCode ?? '—'}
                </span>
                {attempt.error && <span className="lead-deliveries__error"> {attempt.error}</span>}
              </td>
              <td className="admin-table__number">{attempt.durationMs} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
