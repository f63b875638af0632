// /admin/settings/store: the shop's currency and how amounts are written in it (the owner's own
// format with a live example, currency-format-fields.tsx), what a review
// must have, and how a product page's options (swatches) behave, saved through
// pinwheel/v1/settings/catalog with the dashboard kit (the route takes the whole settings object:
// loaded, changed here, sent back, with its version: a save after another owner's is refused and
// the owner chooses). The currencies offered are wc/v3's list.
import { translate } from '@pinwheel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Route } from './+types/admin-settings-store';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { Field } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { CheckField } from '../components/admin/form-row.tsx';
import { SHOP_CURRENCY_QUERY_KEY } from '../components/admin/money-input.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { CATALOG_SETTINGS_PATH } from '../components/admin-settings/catalog-settings-form.tsx';
import { CurrencyFormatFields } from '../components/admin-settings/currency-format-fields.tsx';
import { PricePasswordSection } from '../components/admin-settings/price-password-section.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useRefusalWords, type RefusalWords } from '../components/admin/refusal-words.ts';
import { SaveProblem } from '../components/admin/save-problem.tsx';
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

export default function AdminSettingsStore() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const settings = useEditableResource(CATALOG_SETTINGS_PATH);
  const currencies = useQuery({
    queryKey: ['wc/v3/settings', 'general', 'woocommerce_currency', 'options'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/settings/{group}/{id}', {
        params: { group: 'general', id: 'woocommerce_currency' },
        signal,
      }),
    staleTime: Infinity,
  });
  const failed = settings.loadError ?? currencies.error;
  return (
    <AdminPage title={t('storeSettings.title')} description={t('storeSettings.intro')}>
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            settings.refetch();
            void currencies.refetch();
          }}
        />
      ) : settings.isLoading || currencies.isPending || settings.data === undefined ? (
        <LoadingState />
      ) : (
        // A new version (a reload after a conflict) draws the form again from what was loaded.
        <StoreForm
          key={settings.version ?? 'none'}
          resource={settings}
          currencies={currencies.data?.options ?? {}}
        />
      )}
      <PricePasswordSection />
    </AdminPage>
  );
}

type Resource = EditableResource<typeof CATALOG_SETTINGS_PATH>;

/** The words beside each refused field in the owner's language, by the API's path. */
const refusalWords: readonly RefusalWords[] = [
  ['currency_format.symbol_position', 'settings.error.choice'],
  ['currency_format.symbol', 'settings.error.symbol'],
  ['currency_format.thousands_separator', 'settings.error.thousandsSeparator'],
  ['currency_format.decimal_separator', 'settings.error.decimalSeparator'],
  ['currency_format.decimals', 'settings.error.decimals'],
  ['currency', 'settings.error.currency'],
  ['reviews.required_rating_text', 'settings.error.longText', { max: 200 }],
  ['swatches.variation_label_separator', 'settings.error.longText', { max: 10 }],
  ['swatches.stock_label_threshold', 'settings.error.wholeNumber'],
  ['swatches.out_of_stock_tooltip_text', 'settings.error.longText', { max: 200 }],
  ['swatches.unavailable_tooltip_text', 'settings.error.longText', { max: 200 }],
];

function StoreForm({
  resource,
  currencies,
}: {
  resource: Resource;
  currencies: Record<string, string>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [baseline, setBaseline] = useState(resource.data!);
  const [draft, setDraft] = useState(baseline);
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const afterSave = (saved: typeof draft | undefined) => {
    if (!saved) return;
    setBaseline(saved);
    setDraft(saved);
    void queryClient.invalidateQueries({ queryKey: SHOP_CURRENCY_QUERY_KEY });
    toast(t('adminKit.saved'));
  };
  const errors = useRefusalWords(resource.saveError, refusalWords);
  const swatches = draft.swatches;
  const setSwatches = (change: Partial<typeof swatches>) =>
    setDraft((current) => ({ ...current, swatches: { ...current.swatches, ...change } }));
  const setReviews = (change: Partial<typeof draft.reviews>) =>
    setDraft((current) => ({ ...current, reviews: { ...current.reviews, ...change } }));
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        resource.save(draft).then(afterSave, () => {});
      }}
    >
      <ResourceConflict resource={resource} onSaved={afterSave} />
      <SaveProblem error={resource.saveError} />
      <fieldset className="admin-fieldset">
        <legend>{t('storeSettings.currencyTitle')}</legend>
        <CurrencyFormatFields
          currency={draft.currency}
          format={draft.currency_format ?? null}
          currencies={currencies}
          errors={errors}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('storeSettings.reviewsTitle')}</legend>
        <CheckField
          label={t('storeSettings.moderation')}
          checked={draft.reviews.moderation}
          onChange={(moderation) => setReviews({ moderation })}
        />
        <CheckField
          label={t('storeSettings.ratingsRequired')}
          checked={draft.reviews.ratings_required}
          onChange={(required) => setReviews({ ratings_required: required })}
        />
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
        <CheckField
          label={t('storeSettings.showLabel')}
          checked={swatches.show_variation_label}
          onChange={(value) => setSwatches({ show_variation_label: value })}
        />
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
        <CheckField
          label={t('storeSettings.showStock')}
          checked={swatches.show_variation_stock}
          onChange={(value) => setSwatches({ show_variation_stock: value })}
        />
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
        <CheckField
          label={t('storeSettings.disableOutOfStock')}
          checked={swatches.disable_out_of_stock}
          onChange={(value) => setSwatches({ disable_out_of_stock: value })}
        />
        <CheckField
          label={t('storeSettings.clickableOutOfStock')}
          checked={swatches.clickable_out_of_stock}
          onChange={(value) => setSwatches({ clickable_out_of_stock: value })}
        />
        <CheckField
          label={t('storeSettings.clearOnReselect')}
          checked={swatches.clear_on_reselect}
          onChange={(value) => setSwatches({ clear_on_reselect: value })}
        />
        <CheckField
          label={t('storeSettings.deselectUnavailable')}
          checked={swatches.deselect_unavailable}
          onChange={(value) => setSwatches({ deselect_unavailable: value })}
        />
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
      <FormFooter saving={resource.isSaving} saveLabel={t('storeSettings.save')} />
    </form>
  );
}
