// The form that makes a key: its name, its kind (an application password for WordPress clients,
// a consumer key and secret for WooCommerce ones) and its access. A refused name keeps what was
// typed and says why beside the field.
import { Form } from 'react-router';
import { NonceField } from '../../nonce-field.tsx';
import { useTranslation } from '../../../translation.ts';

export function CreateApiKeyForm({
  refusal,
}: {
  refusal: { message: string; name: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="settings-form" aria-labelledby="create-key-title">
      <NonceField />
      <input type="hidden" name="intent" value="create" />
      <fieldset className="settings-group">
        <legend id="create-key-title" className="settings-group__title">
          {t('apiKeys.createTitle')}
        </legend>
        <div className="setting">
          <label htmlFor="api-key-name">{t('apiKeys.name')}</label>
          <input
            id="api-key-name"
            name="name"
            type="text"
            required
            maxLength={100}
            dir="auto"
            autoComplete="off"
            defaultValue={refusal?.name ?? ''}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={
              refusal ? 'api-key-name-error api-key-name-help' : 'api-key-name-help'
            }
          />
          <p id="api-key-name-help" className="setting__help">
            {t('apiKeys.nameHelp')}
          </p>
          {refusal ? (
            <p id="api-key-name-error" className="setting__error" role="alert">
              {refusal.message}
            </p>
          ) : null}
        </div>
        <fieldset className="setting setting--list">
          <legend>{t('apiKeys.kind')}</legend>
          <ul className="setting__choices">
            <li>
              <label>
                <input type="radio" name="kind" value="application_password" defaultChecked />{' '}
                {t('apiKeys.kindPassword')}
              </label>
            </li>
            <li>
              <label>
                <input type="radio" name="kind" value="consumer_key" /> {t('apiKeys.kindConsumer')}
              </label>
            </li>
          </ul>
        </fieldset>
        <div className="setting">
          <label htmlFor="api-key-scope">{t('apiKeys.scope')}</label>
          <select id="api-key-scope" name="scope" defaultValue="read">
            <option value="read">{t('apiKeys.scopeRead')}</option>
            <option value="write">{t('apiKeys.scopeWrite')}</option>
            <option value="read_write">{t('apiKeys.scopeReadWrite')}</option>
          </select>
        </div>
        <div className="settings-form__actions">
          <button type="submit" className="button">
            {t('apiKeys.create')}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
