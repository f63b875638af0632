// /admin/settings/catalog: what the search overlay offers before a shopper types (popular keywords
// in English and Hebrew, the categories, the promo banner) and how the shop's pages behave
// (coming-soon banner, store notice, products per page, review rules). Saved through the catalog
// service as the owner API saves, which forgets its cached copy, so the shop shows a change at
// once. Like every settings form: post, redirect with a notice; a refusal keeps what was typed.
import { translate, type MessageKey } from '@pinwheel/core';
import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-settings-catalog';
import {
  CheckboxListSetting,
  CheckboxSetting,
  SettingsGroup,
  TextAreaSetting,
  TextSetting,
} from '../components/settings/settings-fields.tsx';
import { SettingsForm } from '../components/settings/settings-form.tsx';
import { pageTitle } from '../page-title.ts';
import { requireOwner } from '../require-owner.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(context, request);
  const title = `${translate(context.lang, 'settings.catalogTab')} · ${translate(context.lang, 'admin.settings')}`;
  return {
    title: pageTitle(title, context.shop.name),
    saved: new URL(request.url).searchParams.has('saved'),
    ...(await context.settings.catalog()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const form = await request.formData().catch(() => null);
  if (!form) {
    return data(
      { ok: false, errors: { form: translate(context.lang, 'form.unreadable') }, values: {} },
      { status: 400 },
    );
  }
  const outcome = await context.settings.saveCatalog(form);
  if (outcome.ok) return redirect('/admin/settings/catalog?saved=1');
  return data(outcome, { status: 400 });
}

/** Each field's label, for the refused save's summary (in page order). */
const labelKeys: Record<string, MessageKey> = {
  keywords: 'settings.keywords',
  keywords_he: 'settings.keywordsHe',
  category_slugs: 'settings.categories',
  promo_title: 'settings.promoTitle',
  promo_title_he: 'settings.promoTitleHe',
  promo_text: 'settings.promoText',
  promo_text_he: 'settings.promoTextHe',
  promo_url: 'settings.promoUrl',
  coming_soon: 'settings.comingSoon',
  per_page: 'settings.perPage',
  notice_text: 'settings.noticeText',
  notice_text_he: 'settings.noticeTextHe',
};

export default function AdminSettingsCatalog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, saved } = loaderData;
  const errors = actionData?.errors ?? {};
  // An unreadable post has no values of its own: the saved ones are shown again.
  const values =
    actionData && Object.keys(actionData.values).length > 0 ? actionData.values : loaderData.values;
  const labels = Object.fromEntries(Object.entries(labelKeys).map(([name, key]) => [name, t(key)]));
  return (
    <div className="settings-page">
      <h3 id="settings-catalog-title" className="settings-page__title">
        {t('settings.catalogTab')}
      </h3>
      <p className="settings-page__intro">{t('settings.catalogIntro')}</p>
      <SettingsForm
        labelledBy="settings-catalog-title"
        values={values}
        errors={errors}
        labels={labels}
        saved={saved}
      >
        <SettingsGroup
          id="settings-search"
          title={t('settings.searchOverlay')}
          about={t('settings.searchOverlayHelp')}
        >
          <div className="settings-row">
            <TextAreaSetting
              name="keywords"
              label={t('settings.keywords')}
              help={t('settings.keywordsHelp')}
              rows={5}
              maxLength={500}
              dir="ltr"
            />
            <TextAreaSetting
              name="keywords_he"
              label={t('settings.keywordsHe')}
              help={t('settings.keywordsHelp')}
              rows={5}
              maxLength={500}
              dir="rtl"
            />
          </div>
          <CheckboxListSetting
            name="category_slugs"
            label={t('settings.categories')}
            help={t('settings.categoriesHelp')}
            options={categories.map((category) => ({
              value: category.slug,
              label: category.name,
            }))}
            columns
          />
        </SettingsGroup>
        <SettingsGroup
          id="settings-promo"
          title={t('settings.promo')}
          about={t('settings.promoHelp')}
        >
          <CheckboxSetting name="promo_enabled" label={t('settings.promoEnabled')} />
          <div className="settings-row">
            <TextSetting
              name="promo_title"
              label={t('settings.promoTitle')}
              maxLength={80}
              dir="ltr"
            />
            <TextSetting
              name="promo_title_he"
              label={t('settings.promoTitleHe')}
              maxLength={80}
              dir="rtl"
            />
          </div>
          <div className="settings-row">
            <TextSetting
              name="promo_text"
              label={t('settings.promoText')}
              maxLength={200}
              dir="ltr"
            />
            <TextSetting
              name="promo_text_he"
              label={t('settings.promoTextHe')}
              maxLength={200}
              dir="rtl"
            />
          </div>
          <TextSetting
            name="promo_url"
            label={t('settings.promoUrl')}
            help={t('settings.promoUrlHelp')}
            maxLength={500}
            dir="ltr"
          />
        </SettingsGroup>
        <SettingsGroup id="settings-pages" title={t('settings.shopPages')}>
          <CheckboxSetting
            name="coming_soon"
            label={t('settings.comingSoon')}
            help={t('settings.comingSoonHelp')}
          />
          <TextSetting
            name="per_page"
            label={t('settings.perPage')}
            maxLength={3}
            inputMode="numeric"
            dir="ltr"
          />
        </SettingsGroup>
        <SettingsGroup
          id="settings-notice"
          title={t('settings.storeNotice')}
          about={t('settings.noticeHelp')}
        >
          <CheckboxSetting name="notice_enabled" label={t('settings.noticeEnabled')} />
          <div className="settings-row">
            <TextSetting
              name="notice_text"
              label={t('settings.noticeText')}
              maxLength={300}
              dir="ltr"
            />
            <TextSetting
              name="notice_text_he"
              label={t('settings.noticeTextHe')}
              maxLength={300}
              dir="rtl"
            />
          </div>
        </SettingsGroup>
        <SettingsGroup id="settings-reviews" title={t('settings.reviews')}>
          <CheckboxSetting name="ratings_required" label={t('settings.ratingsRequired')} />
          <CheckboxSetting name="moderation" label={t('settings.moderation')} />
        </SettingsGroup>
      </SettingsForm>
    </div>
  );
}
