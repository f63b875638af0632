// /admin/settings/store: the shop's currency (and how amounts are written in it), what a review
// must have, and how a product page's options (swatches) behave, saved through
// pinwheel/v1/settings/catalog with the dashboard kit (the route takes the whole settings object:
// loaded, changed here, sent back). The currencies offered are wc/v3's list.
import type { AnswerOf, Operation } from '@pinwheel/client';
import { translate } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Route } from './+types/admin-settings-store';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { SHOP_CURRENCY_QUERY_KEY } from '../components/admin/money-input.tsx';
import { moneyFormatOf } from '../components/admin/money-text.ts';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
import ownersStyles from '../styles/admin-owners.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownersStyles }];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'storeSettings.title'), context.shop.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

const SETTINGS_KEY = ['pinwheel/v1/settings/catalog'];

export default function AdminSettingsStore() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => client.get('/wp-json/pinwheel/v1/settings/catalog', { signal }),
    refetchOnWindowFocus: false,
  });
  const currencies = useQuery({
    queryKey: ['wc/v3/settings', 'general', 'woocommerce_currency', 'options'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/settings/{group}/{id}', {
        params: { group: 'general', id: 'woocommerce_currency' },
        signal,
      }),
    staleTime: Infinity,
  });
  const failed = settings.error ?? currencies.error;
  return (
    <AdminPage title={t('storeSettings.title')} description={t('storeSettings.intro')}>
      {settings.isPending || currencies.isPending ? (
        failed ? (
          <ErrorState
            error={failed}
            onRetry={() => void Promise.all([settings.refetch(), currencies.refetch()])}
          />
        ) : (
          <LoadingState />
        )
      ) : settings.isError || currencies.isError ? (
        <ErrorState
          error={failed}
          onRetry={() => void Promise.all([settings.refetch(), currencies.refetch()])}
        />
      ) : (
        <StoreForm
          key={JSON.stringify(settings.dataUpdatedAt)}
          loaded={settings.data}
          currencies={currencies.data.options ?? {}}
        />
      )}
    </AdminPage>
  );
}

type CatalogSettings = AnswerOf<Operation<'/wp-json/pinwheel/v1/settings/catalog', 'get'>>;

function StoreForm({
  loaded,
  currencies,
}: {
  loaded: CatalogSettings;
  currencies: Record<string, string>;
}) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const [draft, setDraft] = useState(loaded);
  const dirty = JSON.stringify(draft) !== JSON.stringify(loaded);
  const save = useMutation({
    mutationFn: () => client.put('/wp-json/pinwheel/v1/settings/catalog', { body: draft }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: SHOP_CURRENCY_QUERY_KEY });
      toast(t('adminKit.saved'));
    },
  });
  useUnsavedChangesPrompt(dirty && !save.isPending);
  const errors = fieldErrorsOf(save.error);
  const failedWhole = save.isError && Object.keys(errors).length === 0;
  const swatches = draft.swatches;
  const setSwatches = (change: Partial<typeof swatches>) =>
    setDraft((current) => ({ ...current, swatches: { ...current.swatches, ...change } }));
  const setReviews = (change: Partial<typeof draft.reviews>) =>
    setDraft((current) => ({ ...current, reviews: { ...current.reviews, ...change } }));
  const example = (() => {
    const format = moneyFormatOf(draft.currency, lang);
    const amount = format.decimals === 0 ? '1,250' : `1,250.${'0'.repeat(format.decimals)}`;
    return format.symbolFirst ? `${format.symbol}${amount}` : `${amount} ${format.symbol}`;
  })();

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
          {t('adminKit.fixFields')}
        </p>
      ) : null}
      {failedWhole ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('adminKit.saveFailed', { reason: messageOf(save.error) })}
        </p>
      ) : null}
      <fieldset className="admin-fieldset">
        <legend>{t('storeSettings.currencyTitle')}</legend>
        <Field
          label={t('storeSettings.currency')}
          hint={t('storeSettings.currencyHint', { example })}
          error={errors.currency}
        >
          {(control) => (
            <select
              {...control}
              value={draft.currency}
              onChange={(event) => setDraft({ ...draft, currency: event.target.value })}
            >
              {Object.entries(currencies).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('storeSettings.reviewsTitle')}</legend>
        <Check
          checked={draft.reviews.moderation}
          onChange={(moderation) => setReviews({ moderation })}
        >
          {t('storeSettings.moderation')}
        </Check>
        <Check
          checked={draft.reviews.ratings_required}
          onChange={(required) => setReviews({ ratings_required: required })}
        >
          {t('storeSettings.ratingsRequired')}
        </Check>
        <Field
          label={t('storeSettings.requiredRatingText')}
          hint={t('storeSettings.requiredRatingTextHint')}
          error={errors['reviews.required_rating_text'] ?? errors.reviews}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={draft.reviews.required_rating_text ?? ''}
              onChange={(event) => setReviews({ required_rating_text: event.target.value || null })}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('storeSettings.swatchesTitle')}</legend>
        <Check
          checked={swatches.show_variation_label}
          onChange={(value) => setSwatches({ show_variation_label: value })}
        >
          {t('storeSettings.showLabel')}
        </Check>
        <Field
          label={t('storeSettings.labelSeparator')}
          error={errors['swatches.variation_label_separator']}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={10}
              value={swatches.variation_label_separator}
              onChange={(event) => setSwatches({ variation_label_separator: event.target.value })}
            />
          )}
        </Field>
        <Check
          checked={swatches.show_variation_stock}
          onChange={(value) => setSwatches({ show_variation_stock: value })}
        >
          {t('storeSettings.showStock')}
        </Check>
        <Field
          label={t('storeSettings.stockThreshold')}
          error={errors['swatches.stock_label_threshold']}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              inputMode="numeric"
              value={swatches.stock_label_threshold}
              onChange={(event) =>
                setSwatches({ stock_label_threshold: Number(event.target.value) })
              }
            />
          )}
        </Field>
        <Check
          checked={swatches.disable_out_of_stock}
          onChange={(value) => setSwatches({ disable_out_of_stock: value })}
        >
          {t('storeSettings.disableOutOfStock')}
        </Check>
        <Check
          checked={swatches.clickable_out_of_stock}
          onChange={(value) => setSwatches({ clickable_out_of_stock: value })}
        >
          {t('storeSettings.clickableOutOfStock')}
        </Check>
        <Check
          checked={swatches.clear_on_reselect}
          onChange={(value) => setSwatches({ clear_on_reselect: value })}
        >
          {t('storeSettings.clearOnReselect')}
        </Check>
        <Check
          checked={swatches.deselect_unavailable}
          onChange={(value) => setSwatches({ deselect_unavailable: value })}
        >
          {t('storeSettings.deselectUnavailable')}
        </Check>
        <Field
          label={t('storeSettings.outOfStockTooltip')}
          hint={t('storeSettings.tooltipHint')}
          error={errors['swatches.out_of_stock_tooltip_text']}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={swatches.out_of_stock_tooltip_text ?? ''}
              onChange={(event) =>
                setSwatches({ out_of_stock_tooltip_text: event.target.value || null })
              }
            />
          )}
        </Field>
        <Field
          label={t('storeSettings.unavailableTooltip')}
          hint={t('storeSettings.tooltipHint')}
          error={errors['swatches.unavailable_tooltip_text']}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={swatches.unavailable_tooltip_text ?? ''}
              onChange={(event) =>
                setSwatches({ unavailable_tooltip_text: event.target.value || null })
              }
            />
          )}
        </Field>
      </fieldset>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('adminKit.saving') : t('storeSettings.save')}
        </button>
      </div>
    </form>
  );
}

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
