// The Wix stores section of /admin/integrations: each site's connection to its Wix store (the Wix
// site id and an API key), with which the display answer of a Wix page carries the visitor's cart
// (modules/stores). The key is write-only: once saved only its last 4 characters come back.
// Disconnecting asks first, inside a disclosure, and says what stops.
import { Form } from 'react-router';
import type { WixStoreSite } from '../../context/stores.ts';
import { useTranslation } from '../../translation.ts';
import { NonceField } from '../nonce-field.tsx';

export function WixStoreSection({ sites }: { sites: WixStoreSite[] }) {
  const { t } = useTranslation();
  return (
    <section className="wix-stores" aria-labelledby="wix-stores-title">
      <h3 id="wix-stores-title">{t('wixStore.title')}</h3>
      <p className="admin-popups__note">{t('wixStore.about')}</p>
      {sites.length === 0 ? (
        <p className="admin-empty">{t('wixStore.noSites')}</p>
      ) : (
        <ul className="wix-stores__list">
          {sites.map((site) => (
            <WixStoreItem key={site.siteId} site={site} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WixStoreItem({ site }: { site: WixStoreSite }) {
  const { t } = useTranslation();
  const id = (name: string) => `wix-${name}-${site.siteId}`;
  const { connection } = site;
  return (
    <li className="wix-store" aria-labelledby={id('name')}>
      <h4 id={id('name')} className="wix-store__name">
        <bdi>{site.siteName}</bdi>
      </h4>
      <p className={`wix-store__status${connection ? ' wix-store__status--on' : ''}`}>
        {connection
          ? isolated(t('wixStore.connected'), {
              wixSite: connection.wixSiteId,
              keyEnd: connection.keyEnd,
            })
          : t('wixStore.notConnected')}
      </p>
      <Form method="post" className="form wix-store__form">
        <NonceField />
        <input type="hidden" name="site" value={site.siteId} />
        <div className="form__field">
          <label htmlFor={id('site-id')}>{t('wixStore.siteId')}</label>
          <input
            id={id('site-id')}
            name="wix_site_id"
            required
            dir="ltr"
            maxLength={36}
            autoComplete="off"
            spellCheck={false}
            defaultValue={connection?.wixSiteId ?? ''}
            aria-describedby={id('site-id-hint')}
          />
          <p id={id('site-id-hint')} className="form__hint">
            {t('wixStore.siteIdHint')}
          </p>
        </div>
        <div className="form__field">
          <label htmlFor={id('key')}>{t('wixStore.apiKey')}</label>
          <input
            id={id('key')}
            name="api_key"
            type="password"
            required={!connection}
            dir="ltr"
            maxLength={2000}
            autoComplete="off"
            aria-describedby={id('key-hint')}
          />
          <p id={id('key-hint')} className="form__hint">
            {t(connection ? 'wixStore.apiKeyReplaceHint' : 'wixStore.apiKeyHint')}
          </p>
        </div>
        <button type="submit" name="intent" value="wix-save" className="button">
          {t(connection ? 'wixStore.save' : 'wixStore.connect')}
        </button>
      </Form>
      {connection && (
        <details className="wix-store__disconnect">
          <summary>{t('wixStore.disconnect')}</summary>
          <Form method="post">
            <NonceField />
            <input type="hidden" name="site" value={site.siteId} />
            <p>{t('wixStore.disconnectConfirm', { site: site.siteName })}</p>
            <button
              type="submit"
              name="intent"
              value="wix-remove"
              className="button button--danger"
            >
              {t('wixStore.disconnectDo', { site: site.siteName })}
            </button>
          </Form>
        </details>
      )}
    </li>
  );
}

/**
 * A message with its `{name}` placeholders filled by ids, each isolated left to right: a GUID's
 * dashes and digits would otherwise be reordered inside a Hebrew sentence.
 */
function isolated(message: string, values: Record<string, string>) {
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? (
      <bdi dir="ltr" key={index} className="wix-store__id">
        {values[name]}
      </bdi>
    ) : (
      part
    );
  });
}
