// Settings → store: the price password (storefront spec, price password). The owner hides prices
// and add to cart from visitors until they enter a password, and sets a new one; the password is
// write-only (the API answers whether one is set, never what it is). Saved through
// pinwheel/v1/settings/price-password; the storefront follows at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, fieldErrorsOf } from '../admin/field.tsx';
import { FormFooter } from '../admin/form-footer.tsx';
import { CheckField } from '../admin/form-row.tsx';
import { FormSection } from '../admin/form-section.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../admin/page-states.tsx';
import { SaveProblem } from '../admin/save-problem.tsx';
import { useToast } from '../admin/toast.tsx';
import { useTranslation } from '../../translation.ts';

const PATH = '/wp-json/pinwheel/v1/settings/price-password';
const QUERY_KEY = ['pinwheel/v1/settings/price-password'];

export function PricePasswordSection() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const settings = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => client.get(PATH, { signal }),
  });
  return (
    <FormSection title={t('pricePasswordAdmin.title')} intro={t('pricePasswordAdmin.description')}>
      {settings.error ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data === undefined ? (
        <LoadingState />
      ) : (
        <PricePasswordForm saved={settings.data} />
      )}
    </FormSection>
  );
}

function PricePasswordForm({ saved }: { saved: { enabled: boolean; password_set: boolean } }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: () => client.put(PATH, { body: { enabled, ...(password ? { password } : {}) } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(QUERY_KEY, answer);
      setPassword('');
      toast(t('pricePasswordAdmin.saved'));
    },
  });
  const errors = fieldErrorsOf(save.error);
  return (
    <form
      className="admin-form admin-form--apart"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <SaveProblem error={save.error} />
      <CheckField label={t('pricePasswordAdmin.enabled')} checked={enabled} onChange={setEnabled} />
      <Field
        label={t('pricePasswordAdmin.password')}
        hint={`${t(saved.password_set ? 'pricePasswordAdmin.passwordSet' : 'pricePasswordAdmin.passwordNotSet')} ${t('pricePasswordAdmin.passwordHint')}`}
        error={errors.password}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            minLength={4}
            maxLength={200}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {saved.enabled ? <p className="admin-field__hint">{t('pricePasswordAdmin.onNote')}</p> : null}
      <FormFooter saving={save.isPending} saveLabel={t('pricePasswordAdmin.save')} />
    </form>
  );
}
