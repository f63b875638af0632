// The owner's keys in a table: name, kind, access, the key's last characters, when it was made
// and last used, and a revoke step that asks first (a disclosure holding the confirming form, so
// it works by keyboard and without JavaScript).
import { Form } from 'react-router';
import type { ApiKeyScope, ApiKeySummary } from '../../../context/api-keys.ts';
import { NonceField } from '../../nonce-field.tsx';
import { useTranslation } from '../../../translation.ts';

const scopeLabels = {
  read: 'apiKeys.scopeRead',
  write: 'apiKeys.scopeWrite',
  read_write: 'apiKeys.scopeReadWrite',
} as const satisfies Record<ApiKeyScope, string>;

export function ApiKeyList({ keys }: { keys: ApiKeySummary[] }) {
  const { t, lang } = useTranslation();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="api-keys__list" aria-labelledby="api-keys-list-title">
      <h4 id="api-keys-list-title">{t('apiKeys.listTitle')}</h4>
      {keys.length === 0 ? (
        <p className="admin-empty">{t('apiKeys.none')}</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-labelledby="api-keys-caption"
          tabIndex={0}
        >
          <table className="admin-table">
            <caption id="api-keys-caption">{t('apiKeys.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiKeys.name')}</th>
                <th scope="col">{t('apiKeys.kind')}</th>
                <th scope="col">{t('apiKeys.scope')}</th>
                <th scope="col">{t('apiKeys.keyEnding')}</th>
                <th scope="col">{t('apiKeys.created')}</th>
                <th scope="col">{t('apiKeys.lastUsed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('apiKeys.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <th scope="row" className="admin-table__name">
                    <bdi>{key.name}</bdi>
                  </th>
                  <td>
                    {t(
                      key.kind === 'application_password'
                        ? 'apiKeys.typePassword'
                        : 'apiKeys.typeConsumer',
                    )}
                  </td>
                  <td>{t(scopeLabels[key.scope])}</td>
                  <td>
                    <code dir="ltr">…{key.truncatedKey}</code>
                  </td>
                  <td>
                    <time dateTime={new Date(key.createdAt).toISOString()}>
                      {when.format(key.createdAt)}
                    </time>
                  </td>
                  <td>
                    {key.lastUsedAt === null ? (
                      t('apiKeys.never')
                    ) : (
                      <time dateTime={new Date(key.lastUsedAt).toISOString()}>
                        {when.format(key.lastUsedAt)}
                      </time>
                    )}
                  </td>
                  <td>
                    <RevokeKey apiKey={key} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RevokeKey({ apiKey }: { apiKey: ApiKeySummary }) {
  const { t } = useTranslation();
  return (
    <details className="api-key-revoke">
      <summary>
        {t('apiKeys.revoke')}
        {/* Names the key for screen readers, after the visible words (label in name). */}
        <span className="visually-hidden"> {apiKey.name}</span>
      </summary>
      <Form method="post" className="api-key-revoke__confirm">
        <NonceField />
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="kind" value={apiKey.kind} />
        <input type="hidden" name="id" value={apiKey.id} />
        <p>{t('apiKeys.revokeConfirm', { name: apiKey.name })}</p>
        <button type="submit" className="button button--danger">
          {t('apiKeys.revokeYes')}
        </button>
      </Form>
    </details>
  );
}
