// The customer-account settings on /admin/customers (pinwheel/v1/settings/customers): which check
// registration and password resets ask for (our own ALTCHA by default; reCAPTCHA or Turnstile
// with both keys, the secret never shown again) and the page a new customer goes to after
// registering (empty: the page they were on reloads).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, fieldErrorsOf } from '../admin/field.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../admin/unsaved-changes.ts';
import { useTranslation } from '../../translation.ts';

const SETTINGS_KEY = ['pinwheel/v1/settings/customers'];
type Provider = 'altcha' | 'recaptcha' | 'turnstile';

interface Settings {
  captcha_provider: Provider;
  captcha_site_key: string | null;
  captcha_secret_key_saved: boolean;
  registration_redirect: string | null;
}

export function CustomerSettings() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/settings/customers', { signal }) as Promise<Settings>,
  });
  return (
    <section className="customers-section" aria-labelledby="customers-settings">
      <h3 id="customers-settings">{t('customersAdmin.captchaTitle')}</h3>
      <p className="customers-section__intro">{t('customersAdmin.captchaIntro')}</p>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const [provider, setProvider] = useState<Provider>(saved.captcha_provider);
  const [siteKey, setSiteKey] = useState(saved.captcha_site_key ?? '');
  const [secretKey, setSecretKey] = useState('');
  const [redirect, setRedirect] = useState(saved.registration_redirect ?? '');
  const save = useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/settings/customers', {
        body: {
          captcha_provider: provider,
          captcha_site_key: siteKey,
          captcha_secret_key: secretKey,
          registration_redirect: redirect,
        },
      }),
    onSuccess: (answer) => {
      toast(t('customersAdmin.captchaSaved'));
      queryClient.setQueryData(SETTINGS_KEY, answer);
    },
  });
  const dirty =
    provider !== saved.captcha_provider ||
    siteKey !== (saved.captcha_site_key ?? '') ||
    secretKey !== '' ||
    redirect !== (saved.registration_redirect ?? '');
  useUnsavedChangesPrompt(dirty && !save.isPending);
  const errors = fieldErrorsOf(save.error);
  const failedWhole = save.isError && Object.keys(errors).length === 0;
  const hosted = provider !== 'altcha';
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {Object.keys(errors).length > 0 ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('customersAdmin.captchaKeysNeeded')}
        </p>
      ) : null}
      {failedWhole ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('adminKit.saveFailed', { reason: messageOf(save.error) })}
        </p>
      ) : null}
      <fieldset className="customers-providers">
        <legend>{t('customersAdmin.captchaProvider')}</legend>
        {(['altcha', 'recaptcha', 'turnstile'] as const).map((value) => (
          <label key={value} className="customers-providers__choice">
            <input
              type="radio"
              name="captcha_provider"
              value={value}
              checked={provider === value}
              onChange={() => setProvider(value)}
            />
            {t(
              value === 'altcha'
                ? 'customersAdmin.captchaAltcha'
                : value === 'recaptcha'
                  ? 'customersAdmin.captchaRecaptcha'
                  : 'customersAdmin.captchaTurnstile',
            )}
          </label>
        ))}
      </fieldset>
      {hosted ? (
        <>
          <Field
            label={t('customersAdmin.captchaSiteKey')}
            required
            error={errors.captcha_site_key}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                autoComplete="off"
                maxLength={200}
                value={siteKey}
                onChange={(event) => setSiteKey(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('customersAdmin.captchaSecretKey')}
            hint={
              saved.captcha_secret_key_saved ? t('customersAdmin.captchaSecretKept') : undefined
            }
            required={!saved.captcha_secret_key_saved}
            error={errors.captcha_secret_key}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                dir="ltr"
                autoComplete="off"
                maxLength={200}
                value={secretKey}
                onChange={(event) => setSecretKey(event.target.value)}
              />
            )}
          </Field>
        </>
      ) : null}
      <Field
        label={t('customersAdmin.redirect')}
        hint={t('customersAdmin.redirectHint')}
        error={errors.registration_redirect}
      >
        {(control) => (
          <input
            {...control}
            dir="ltr"
            maxLength={500}
            placeholder="/shop"
            value={redirect}
            onChange={(event) => setRedirect(event.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('adminKit.saving') : t('customersAdmin.captchaSave')}
        </button>
      </div>
    </form>
  );
}
