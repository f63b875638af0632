// One site on /admin/sites: its client id, domains and plan; its snippet and Poptin's, each with a
// copy button that says "Copied"; and "check my site", whose answer is announced in words.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../admin/field.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import { useTranslation } from '../../translation.ts';

export interface OwnerSite {
  id: string;
  client_id: string;
  name: string;
  allowed_domains: string[];
  monthly_view_limit: number | null;
  is_restricted: boolean;
}

export function ourSnippet(serverOrigin: string, clientId: string): string {
  return `<script async src="${serverOrigin}/embed.js" data-client-id="${clientId}"></script>`;
}

export function poptinSnippet(serverOrigin: string, clientId: string): string {
  return `<script id="pixel-script-poptin" src="${serverOrigin}/pixel.js?id=${clientId}" async></script>`;
}

export function SiteCard({ site, serverOrigin }: { site: OwnerSite; serverOrigin: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="site-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="site-card__name">
        <bdi>{site.name}</bdi>
      </h3>
      <dl className="site-card__facts">
        <div>
          <dt>{t('adminSites.clientIdLabel')}</dt>
          <dd>
            <code dir="ltr">{site.client_id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('adminSites.domainsLabel')}</dt>
          <dd dir={site.allowed_domains.length ? 'ltr' : undefined}>
            {site.allowed_domains.length
              ? site.allowed_domains.join(', ')
              : t('adminSites.anyDomain')}
          </dd>
        </div>
        <div>
          <dt>{t('adminSites.planLabel')}</dt>
          <dd>
            {site.monthly_view_limit === null
              ? t('adminSites.noLimit')
              : t('adminSites.limit', {
                  count: site.monthly_view_limit,
                })}
          </dd>
        </div>
      </dl>
      {site.is_restricted ? (
        <p className="site-card__restricted">{t('adminSites.restricted')}</p>
      ) : null}
      <SnippetBox
        label={t('adminSites.snippet')}
        hint={t('adminSites.snippetHint')}
        copyLabel={t('adminSites.copySnippetLabel', { name: site.name })}
        code={ourSnippet(serverOrigin, site.client_id)}
      />
      <SnippetBox
        label={t('adminSites.poptinSnippet')}
        hint={t('adminSites.poptinSnippetHint')}
        copyLabel={t('adminSites.copyPoptinLabel', { name: site.name })}
        code={poptinSnippet(serverOrigin, site.client_id)}
      />
      <SiteCheck site={site} />
    </article>
  );
}

function SnippetBox({
  label,
  hint,
  copyLabel,
  code,
}: {
  label: string;
  hint: string;
  copyLabel: string;
  code: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="snippet-box">
      <p className="snippet-box__label" id={`${id}-label`}>
        {label}
      </p>
      <p className="snippet-box__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="snippet-box__row">
        <pre
          className="snippet-box__code"
          dir="ltr"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
        >
          <code>{code}</code>
        </pre>
        <button
          type="button"
          className="button button--quiet"
          aria-label={copyLabel}
          onClick={() => void copy()}
        >
          {t('adminSites.copy')}
        </button>
      </div>
      <p className="snippet-box__copied" role="status">
        {copied === 'yes'
          ? t('adminSites.copied')
          : copied === 'failed'
            ? t('adminSites.copyFailed')
            : ''}
      </p>
    </div>
  );
}

function SiteCheck({ site }: { site: OwnerSite }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const messageOf = useErrorMessage();
  const [url, setUrl] = useState('');
  const check = useMutation({
    mutationFn: (address: string) =>
      client.post('/wp-json/pinwheel/v1/sites/{id}/check', {
        params: { id: site.id },
        body: { url: address },
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    check.mutate(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  };
  const result = check.data;
  const good = result?.outcome === 'found' && result.domain_allowed;
  return (
    <form className="site-check" onSubmit={submit}>
      {/* No name on the form: one "check my site" landmark per site would repeat the same name. */}
      <h4>{t('adminSites.checkTitle')}</h4>
      <div className="site-check__row">
        <Field
          label={t('adminSites.checkAddress', { name: site.name })}
          hint={t('adminSites.checkHint')}
          required
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="url"
              dir="ltr"
              maxLength={2048}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={check.isPending}>
          {check.isPending ? t('adminSites.checking') : t('adminSites.check')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="site-check__answer">
        {check.isError ? (
          <p className="admin-notice admin-notice--error">{messageOf(check.error)}</p>
        ) : result ? (
          <div className={`admin-notice ${good ? 'admin-notice--ok' : 'admin-notice--error'}`}>
            <p>
              {result.outcome === 'http_error' && result.status === null
                ? t('adminSites.outcome.http_error_redirects', { url: result.url })
                : t(`adminSites.outcome.${result.outcome}`, {
                    url: result.url,
                    status: String(result.status ?? ''),
                  })}
            </p>
            {result.outcome === 'found' && !result.domain_allowed ? (
              <p>{t('adminSites.domainNotAllowed')}</p>
            ) : null}
            {result.truncated ? <p>{t('adminSites.truncated')}</p> : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
