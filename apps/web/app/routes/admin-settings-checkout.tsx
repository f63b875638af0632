// /admin/settings: the cart's and the checkout's settings — after an add, go to the cart; the
// store's country; the flat shipping rate and the free-shipping threshold (amounts in the shop's
// currency); the payment methods and the bank details; the instalments message; order
// attribution. One form, saved through the same services as the owner API and checked with its
// schemas: a refused save keeps everything the owner typed and says why beside each field; a
// saved one redirects back here with a notice (post, redirect, get: it works without JavaScript).
import type { MessageKey } from '@pinwheel/core';
import type { Route } from './+types/admin-settings-checkout';
import {
  CheckboxListSetting,
  CheckboxSetting,
  MoneySetting,
  SelectSetting,
  SettingsGroup,
  TextAreaSetting,
  TextSetting,
} from '../components/settings/settings-fields.tsx';
import { SettingsForm } from '../components/settings/settings-form.tsx';
import { saveSettingsPost, settingsPageState, shownValues } from '../settings-route.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...settingsPageState(context, request, 'settings.checkoutTab'),
    ...(await context.checkoutSettings.form()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveSettingsPost(
    context,
    request,
    (form) => context.checkoutSettings.save(form),
    '/admin/settings',
  );
}

/** Each field's label, for the refused save's summary. */
const labelKeys: Record<string, MessageKey> = {
  redirect_after_add: 'settings.redirectAfterAdd',
  store_country: 'settings.storeCountry',
  flat_rate: 'settings.flatRate',
  free_above: 'settings.freeAbove',
  bank_transfer: 'checkout.payment.bank',
  cash_on_delivery: 'checkout.payment.cod',
  bank_details: 'settings.bankDetails',
  instalments_enabled: 'settings.instalmentsEnabled',
  instalments_key: 'settings.instalmentsKey',
  instalments_count: 'settings.instalmentsCount',
  instalments_min: 'settings.instalmentsMin',
  instalments_max: 'settings.instalmentsMax',
  attribution_enabled: 'settings.attributionEnabled',
  attribution_prefix: 'settings.attributionPrefix',
  attribution_fields: 'settings.attributionFields',
};

export default function AdminSettingsCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { currency, countries, attributionFields, saved } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = shownValues(loaderData.values, actionData);
  return (
    <div className="settings-page">
      <h3 id="settings-checkout-title" className="settings-page__title">
        {t('settings.checkoutTab')}
      </h3>
      <p className="settings-page__intro">{t('settings.checkoutIntro')}</p>
      <SettingsForm
        labelledBy="settings-checkout-title"
        values={values}
        errors={errors}
        labels={labelKeys}
        saved={saved}
      >
        <SettingsGroup id="settings-cart" title={t('settings.cart')}>
          <CheckboxSetting
            name="redirect_after_add"
            label={t('settings.redirectAfterAdd')}
            help={t('settings.redirectAfterAddHelp')}
          />
        </SettingsGroup>
        <SettingsGroup id="settings-store" title={t('settings.store')}>
          <SelectSetting
            name="store_country"
            label={t('settings.storeCountry')}
            help={t('settings.storeCountryHelp')}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
          />
        </SettingsGroup>
        <SettingsGroup id="settings-shipping" title={t('settings.shipping')}>
          <div className="settings-row">
            <MoneySetting
              name="flat_rate"
              label={t('settings.flatRate')}
              help={t('settings.flatRateHelp', { currency })}
              currency={currency}
            />
            <MoneySetting
              name="free_above"
              label={t('settings.freeAbove')}
              help={t('settings.freeAboveHelp')}
              currency={currency}
              optional
            />
          </div>
        </SettingsGroup>
        <SettingsGroup
          id="settings-payments"
          title={t('settings.payments')}
          about={t('settings.paymentsHelp')}
        >
          <CheckboxSetting name="bank_transfer" label={t('checkout.payment.bank')} />
          <TextAreaSetting
            name="bank_details"
            label={t('settings.bankDetails')}
            help={t('settings.bankDetailsHelp')}
            rows={3}
            maxLength={1000}
          />
          <CheckboxSetting name="cash_on_delivery" label={t('checkout.payment.cod')} />
        </SettingsGroup>
        <SettingsGroup id="settings-instalments" title={t('settings.instalments')}>
          <CheckboxSetting name="instalments_enabled" label={t('settings.instalmentsEnabled')} />
          <div className="settings-row">
            <TextSetting
              name="instalments_key"
              label={t('settings.instalmentsKey')}
              help={t('settings.instalmentsKeyHelp')}
              maxLength={100}
              dir="ltr"
            />
            <TextSetting
              name="instalments_count"
              label={t('settings.instalmentsCount')}
              maxLength={3}
              inputMode="numeric"
              dir="ltr"
            />
          </div>
          <div className="settings-row">
            <MoneySetting
              name="instalments_min"
              label={t('settings.instalmentsMin')}
              help={t('settings.instalmentsRangeHelp', { currency })}
              currency={currency}
            />
            <MoneySetting
              name="instalments_max"
              label={t('settings.instalmentsMax')}
              currency={currency}
            />
          </div>
        </SettingsGroup>
        <SettingsGroup
          id="settings-attribution"
          title={t('settings.attribution')}
          about={t('settings.attributionHelp')}
        >
          <CheckboxSetting name="attribution_enabled" label={t('settings.attributionEnabled')} />
          <TextSetting
            name="attribution_prefix"
            label={t('settings.attributionPrefix')}
            help={t('settings.attributionPrefixHelp')}
            maxLength={40}
            dir="ltr"
          />
          <CheckboxListSetting
            name="attribution_fields"
            label={t('settings.attributionFields')}
            options={attributionFields.map((name) => ({ value: name, label: name }))}
            columns
          />
        </SettingsGroup>
      </SettingsForm>
    </div>
  );
}
