// /admin/settings: the cart's and the checkout's settings — after an add, go to the cart; the
// store's country; the flat shipping rate and the free-shipping threshold (amounts in the shop's
// currency); the payment methods and the bank details; the instalments message; order
// attribution. Loaded and saved in the browser through the platform API with the dashboard kit:
// pinwheel/v1/settings/checkout with its version (a save after another owner's is refused and the
// owner chooses), pinwheel/v1/settings/cart for the one cart setting; the API's refusals shown by
// their fields in the owner's language, and leaving with unsaved changes asked about first.
import { attributionFieldNames, translate } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Route } from './+types/admin-settings-checkout';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { Field } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { CheckField, FormRow } from '../components/admin/form-row.tsx';
import { FormSection } from '../components/admin/form-section.tsx';
import { MoneyInput, useShopMoney } from '../components/admin/money-input.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import {
  moneyRefusal,
  useRefusalWords,
  type RefusalWords,
} from '../components/admin/refusal-words.ts';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

const PATH = '/wp-json/pinwheel/v1/settings/checkout';
const CART_PATH = '/wp-json/pinwheel/v1/settings/cart';
const CART_QUERY_KEY = ['pinwheel/v1/settings/cart'];

// The title and the checkout's countries named in the owner's language (the store country's
// list); the settings themselves are fetched in the browser through the typed client.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'settings.checkoutTab'), context.shop.name),
    countries: context.checkoutCountries.countries(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export default function AdminSettingsCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const checkout = useEditableResource(PATH);
  const cart = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => client.get(CART_PATH, { signal }),
    refetchOnWindowFocus: false,
  });
  const failed = checkout.loadError ?? cart.error;
  return (
    <AdminPage title={t('settings.checkoutTab')} description={t('settings.checkoutIntro')}>
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            checkout.refetch();
            void cart.refetch();
          }}
        />
      ) : checkout.isLoading || cart.data === undefined || checkout.data === undefined ? (
        <LoadingState />
      ) : (
        // A new version (a reload after a conflict) draws the form again from what was loaded.
        <CheckoutForm
          key={checkout.version ?? 'none'}
          resource={checkout}
          redirectAfterAdd={cart.data.redirect_after_add}
          countries={loaderData.countries}
        />
      )}
    </AdminPage>
  );
}

type Resource = EditableResource<typeof PATH>;
type Settings = NonNullable<Resource['data']>;

/** The words beside each refused field, by the API's path. */
const refusalWords: readonly RefusalWords[] = [
  ['store_country', 'settings.error.country'],
  ['shipping.flat_rate', moneyRefusal],
  ['shipping.free_above', moneyRefusal],
  ['payments.cash_on_delivery', 'settings.error.noPayment'],
  ['payments.bank_details', 'settings.error.longText'],
  ['attribution.prefix', 'settings.error.prefix'],
  ['attribution.fields', 'settings.error.choice'],
  ['instalments.key', 'settings.error.longText'],
  ['instalments.count', 'settings.error.count'],
  ['instalments.min_amount', moneyRefusal],
  [
    'instalments.max_amount',
    (message) =>
      /min_amount/.test(message) ? 'settings.error.maxBelowMin' : moneyRefusal(message),
  ],
];

/** The values the words of a path take (an amount's take the shop's currency). */
const refusalParams: Record<string, Record<string, number>> = {
  'payments.bank_details': { max: 1000 },
  'instalments.key': { max: 100 },
};

/** The instalments' count as typed: a whole number is sent as one, anything else refused. */
const countOf = (text: string): number =>
  /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : (null as unknown as number);

function CheckoutForm({
  resource,
  redirectAfterAdd,
  countries,
}: {
  resource: Resource;
  redirectAfterAdd: boolean;
  countries: Array<{ code: string; name: string }>;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { currency } = useShopMoney();
  const [baseline, setBaseline] = useState<Settings>(resource.data!);
  const [draft, setDraft] = useState<Settings>(baseline);
  const [count, setCount] = useState(String(baseline.instalments.count));
  const [savedRedirect, setSavedRedirect] = useState(redirectAfterAdd);
  const [redirect, setRedirect] = useState(redirectAfterAdd);
  // Text left in a money field that is not an amount: said beside it, and not saved.
  const [badAmounts, setBadAmounts] = useState<Record<string, string>>({});
  const cartSave = useMutation({
    mutationFn: (value: boolean) => client.put(CART_PATH, { body: { redirect_after_add: value } }),
    onSuccess: (saved) => {
      setSavedRedirect(saved.redirect_after_add);
      queryClient.setQueryData(CART_QUERY_KEY, saved);
    },
  });
  const sent: Settings = {
    ...draft,
    instalments: { ...draft.instalments, count: countOf(count) },
  };
  const dirty = JSON.stringify(sent) !== JSON.stringify(baseline) || redirect !== savedRedirect;
  const saving = resource.isSaving || cartSave.isPending;
  useUnsavedChangesPrompt(dirty && !saving);
  const refused = useRefusalWords(
    resource.saveError,
    // Amounts' refusals name the shop's currency.
    refusalWords.map(([path, key]) => [path, key, refusalParams[path] ?? { currency }] as const),
  );
  const errors = { ...refused, ...badAmounts };

  const set = <Group extends 'shipping' | 'payments' | 'attribution' | 'instalments'>(
    group: Group,
    change: Partial<Settings[Group]>,
  ) => setDraft((current) => ({ ...current, [group]: { ...current[group], ...change } }));
  const amountProblem = (field: string) => (message: string | null) =>
    setBadAmounts((current) => {
      const { [field]: _dropped, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });

  const afterSave = async (saved: Settings | undefined) => {
    if (!saved) return;
    // The cart's setting is saved once the checkout's were taken: a refusal changes neither.
    if (redirect !== savedRedirect) await cartSave.mutateAsync(redirect);
    setBaseline(saved);
    setDraft(saved);
    setCount(String(saved.instalments.count));
    toast(t('adminKit.saved'));
  };

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.keys(badAmounts).length > 0) return;
        resource
          .save(sent)
          .then(afterSave)
          .catch(() => {});
      }}
    >
      <ResourceConflict resource={resource} onSaved={afterSave} />
      <SaveProblem error={resource.saveError ?? cartSave.error} />
      <FormSection title={t('settings.cart')}>
        <CheckField
          label={t('settings.redirectAfterAdd')}
          hint={t('settings.redirectAfterAddHelp')}
          checked={redirect}
          onChange={setRedirect}
        />
      </FormSection>
      <FormSection title={t('settings.store')}>
        <Field
          label={t('settings.storeCountry')}
          hint={t('settings.storeCountryHelp')}
          error={errors.store_country}
        >
          {(control) => (
            <select
              {...control}
              value={draft.store_country}
              onChange={(event) =>
                setDraft((current) => ({ ...current, store_country: event.target.value }))
              }
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormSection>
      <FormSection title={t('settings.shipping')}>
        <FormRow>
          <Field
            label={t('settings.flatRate')}
            hint={t('settings.flatRateHelp', { currency })}
            error={errors['shipping.flat_rate']}
          >
            {(control) => (
              <MoneyInput
                {...control}
                value={draft.shipping.flat_rate}
                onChange={(value) => set('shipping', { flat_rate: value })}
                onInvalidAmount={amountProblem('shipping.flat_rate')}
              />
            )}
          </Field>
          <Field
            label={t('settings.freeAbove')}
            hint={t('settings.freeAboveHelp')}
            error={errors['shipping.free_above']}
          >
            {(control) => (
              <MoneyInput
                {...control}
                value={draft.shipping.free_above ?? ''}
                // Empty: never free.
                onChange={(value) => set('shipping', { free_above: value === '' ? null : value })}
                onInvalidAmount={amountProblem('shipping.free_above')}
              />
            )}
          </Field>
        </FormRow>
      </FormSection>
      <FormSection title={t('settings.payments')} intro={t('settings.paymentsHelp')}>
        <CheckField
          label={t('checkout.payment.bank')}
          checked={draft.payments.bank_transfer}
          onChange={(on) => set('payments', { bank_transfer: on })}
        />
        <Field
          label={t('settings.bankDetails')}
          hint={t('settings.bankDetailsHelp')}
          error={errors['payments.bank_details']}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={1000}
              value={draft.payments.bank_details}
              onChange={(event) => set('payments', { bank_details: event.target.value })}
            />
          )}
        </Field>
        <CheckField
          label={t('checkout.payment.cod')}
          checked={draft.payments.cash_on_delivery}
          onChange={(on) => set('payments', { cash_on_delivery: on })}
        />
        {errors['payments.cash_on_delivery'] ? (
          <p className="admin-field__error" role="alert">
            {errors['payments.cash_on_delivery']}
          </p>
        ) : null}
      </FormSection>
      <FormSection title={t('settings.instalments')}>
        <CheckField
          label={t('settings.instalmentsEnabled')}
          checked={draft.instalments.enabled}
          onChange={(on) => set('instalments', { enabled: on })}
        />
        <FormRow>
          <Field
            label={t('settings.instalmentsKey')}
            hint={t('settings.instalmentsKeyHelp')}
            error={errors['instalments.key']}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                dir="ltr"
                maxLength={100}
                value={draft.instalments.key}
                onChange={(event) => set('instalments', { key: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('settings.instalmentsCount')} error={errors['instalments.count']}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                dir="ltr"
                maxLength={3}
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            )}
          </Field>
        </FormRow>
        <FormRow>
          <Field
            label={t('settings.instalmentsMin')}
            hint={t('settings.instalmentsRangeHelp', { currency })}
            error={errors['instalments.min_amount']}
          >
            {(control) => (
              <MoneyInput
                {...control}
                value={draft.instalments.min_amount}
                onChange={(value) => set('instalments', { min_amount: value })}
                onInvalidAmount={amountProblem('instalments.min_amount')}
              />
            )}
          </Field>
          <Field label={t('settings.instalmentsMax')} error={errors['instalments.max_amount']}>
            {(control) => (
              <MoneyInput
                {...control}
                value={draft.instalments.max_amount}
                onChange={(value) => set('instalments', { max_amount: value })}
                onInvalidAmount={amountProblem('instalments.max_amount')}
              />
            )}
          </Field>
        </FormRow>
      </FormSection>
      <FormSection title={t('settings.attribution')} intro={t('settings.attributionHelp')}>
        <CheckField
          label={t('settings.attributionEnabled')}
          checked={draft.attribution.enabled}
          onChange={(on) => set('attribution', { enabled: on })}
        />
        <Field
          label={t('settings.attributionPrefix')}
          hint={t('settings.attributionPrefixHelp')}
          error={errors['attribution.prefix']}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              dir="ltr"
              maxLength={40}
              value={draft.attribution.prefix}
              onChange={(event) => set('attribution', { prefix: event.target.value })}
            />
          )}
        </Field>
        <fieldset className="admin-fieldset">
          <legend>{t('settings.attributionFields')}</legend>
          <FormRow>
            {attributionFieldNames.map((name) => (
              <CheckField
                key={name}
                label={<span dir="ltr">{name}</span>}
                checked={draft.attribution.fields.includes(name)}
                onChange={(on) =>
                  set('attribution', {
                    fields: attributionFieldNames.filter((other) =>
                      other === name ? on : draft.attribution.fields.includes(other),
                    ),
                  })
                }
              />
            ))}
          </FormRow>
          {errors['attribution.fields'] ? (
            <p className="admin-field__error">{errors['attribution.fields']}</p>
          ) : null}
        </fieldset>
      </FormSection>
      <FormFooter saving={saving} saveLabel={t('settings.save')} />
    </form>
  );
}
