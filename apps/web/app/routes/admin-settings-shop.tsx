// /admin/settings/shop: the shop's name, default language, postal address (the checkout's
// countries; printed on invoices and under order mails) and the languages it offers (the default
// always among them), edited through the platform API
// (pinwheel/v1/settings/shop) with the dashboard kit: loaded with its version, saved with
// If-Match (a save after someone else's is refused and the owner chooses), the API's refusals
// shown by their fields, and leaving with unsaved changes asked about first.
import { languages as allLanguages, translate, type Language } from '@pinwheel/core';
import { useState } from 'react';
import type { Route } from './+types/admin-settings-shop';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import { useEditableResource } from '../components/admin/editable-resource.ts';
import { Field } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { CheckField, FormRow } from '../components/admin/form-row.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useRefusalWords, type RefusalWords } from '../components/admin/refusal-words.ts';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

const PATH = '/wp-json/pinwheel/v1/settings/shop';

// The title only: the data is fetched in the browser through the typed client. A loader also makes
// a client-side navigation here pass the /admin guard.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'shopSettings.title'), context.shop.name),
    // The checkout's countries, named in the owner's language: the address's country list.
    countries: context.checkoutCountries.countries(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export default function AdminSettingsShop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useEditableResource(PATH);
  return (
    <AdminPage title={t('shopSettings.title')} description={t('shopSettings.intro')}>
      {shop.isLoading ? (
        <LoadingState />
      ) : shop.data === undefined ? (
        <ErrorState error={shop.loadError} onRetry={shop.refetch} />
      ) : (
        // A new version (a reload after a conflict) draws the form again from what was loaded.
        <ShopForm key={shop.version ?? 'none'} shop={shop} countries={loaderData.countries} />
      )}
    </AdminPage>
  );
}

/** The words beside each refused field in the owner's language, by the API's path. */
const refusalWords: readonly RefusalWords[] = [
  ['name', 'settings.error.shopName'],
  ['default_language', 'settings.error.choice'],
  [
    'languages',
    (message) =>
      /default/i.test(message) ? 'settings.error.defaultNotOffered' : 'settings.error.languages',
  ],
  ['address.address_1', 'settings.error.street'],
  ['address.address_2', 'settings.error.longText', { max: 200 }],
  ['address.city', 'settings.error.city'],
  ['address.state', 'settings.error.longText', { max: 100 }],
  ['address.postcode', 'settings.error.longText', { max: 20 }],
  ['address.country', 'settings.error.country'],
];

type ShopResource = ReturnType<typeof useEditableResource<typeof PATH>>;

type Country = { code: string; name: string };

interface AddressDraft {
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

const noAddress: AddressDraft = {
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
};

function ShopForm({ shop, countries }: { shop: ShopResource; countries: Country[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const loaded = shop.data!;
  const [name, setName] = useState(loaded.name);
  const [language, setLanguage] = useState<Language>(loaded.default_language);
  const [offered, setOffered] = useState<readonly Language[]>(loaded.languages);
  const [address, setAddress] = useState<AddressDraft>(loaded.address ?? noAddress);
  // Every field empty: the shop has no address.
  const sentAddress = Object.values(address).some((part) => part.trim() !== '') ? address : null;
  const dirty =
    name !== loaded.name ||
    language !== loaded.default_language ||
    offered.join() !== loaded.languages.join() ||
    JSON.stringify(sentAddress) !== JSON.stringify(loaded.address);
  useUnsavedChangesPrompt(dirty && !shop.isSaving);
  const errors = useRefusalWords(shop.saveError, refusalWords);

  const setPart = (change: Partial<AddressDraft>) =>
    setAddress((current) => ({ ...current, ...change }));
  const saved = () => toast(t('adminKit.saved'));
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        shop
          .save({
            name,
            default_language: language,
            languages: [...offered],
            address: sentAddress,
          })
          .then(saved, () => {});
      }}
    >
      <ResourceConflict resource={shop} onSaved={saved} />
      <SaveProblem error={shop.saveError} />
      <Field
        label={t('shopSettings.name')}
        hint={t('shopSettings.nameHint')}
        required
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="organization"
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('shopSettings.language')}
        hint={t('shopSettings.languageHint')}
        error={errors.default_language}
      >
        {(control) => (
          <select
            {...control}
            value={language}
            onChange={(event) => {
              const chosen = event.target.value as Language;
              setLanguage(chosen);
              // The default is always offered.
              setOffered((current) =>
                allLanguages.filter((code) => code === chosen || current.includes(code)),
              );
            }}
          >
            <option value="en">{t('lang.en')}</option>
            <option value="he">{t('lang.he')}</option>
          </select>
        )}
      </Field>
      <fieldset className="admin-fieldset" aria-describedby="shop-address-hint">
        <legend>{t('shopSettings.address')}</legend>
        <p id="shop-address-hint" className="admin-field__hint">
          {t('shopSettings.addressHint')}
        </p>
        <Field
          label={t('shopSettings.country')}
          error={errors['address.country'] ?? errors.address}
        >
          {(control) => (
            <select
              {...control}
              autoComplete="country"
              value={address.country}
              onChange={(event) => setPart({ country: event.target.value })}
            >
              <option value="">{t('shopSettings.noCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('shopSettings.address1')} error={errors['address.address_1']}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="address-line1"
              maxLength={200}
              value={address.address_1}
              onChange={(event) => setPart({ address_1: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('shopSettings.address2')} error={errors['address.address_2']}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="address-line2"
              maxLength={200}
              value={address.address_2}
              onChange={(event) => setPart({ address_2: event.target.value })}
            />
          )}
        </Field>
        <FormRow>
          <Field label={t('shopSettings.city')} error={errors['address.city']}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="address-level2"
                maxLength={100}
                value={address.city}
                onChange={(event) => setPart({ city: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('shopSettings.postcode')} error={errors['address.postcode']}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="postal-code"
                maxLength={20}
                value={address.postcode}
                onChange={(event) => setPart({ postcode: event.target.value })}
              />
            )}
          </Field>
        </FormRow>
        <Field label={t('shopSettings.state')} error={errors['address.state']}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="address-level1"
              maxLength={100}
              value={address.state}
              onChange={(event) => setPart({ state: event.target.value })}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="admin-fieldset" aria-describedby="shop-languages-hint">
        <legend>{t('shopSettings.languages')}</legend>
        <p id="shop-languages-hint" className="admin-field__hint">
          {t('shopSettings.languagesHint')}
        </p>
        {allLanguages.map((code) => (
          <CheckField
            key={code}
            label={t(`lang.${code}`)}
            checked={offered.includes(code)}
            disabled={code === language}
            onChange={(on) =>
              setOffered((current) =>
                allLanguages.filter((other) => (other === code ? on : current.includes(other))),
              )
            }
          />
        ))}
        {errors.languages ? <p className="admin-field__error">{errors.languages}</p> : null}
      </fieldset>
      <FormFooter saving={shop.isSaving} />
    </form>
  );
}
