// /admin/settings/catalog: what the search overlay offers before a shopper types (popular keywords
// in English and Hebrew, the categories, the promo banner) and how the shop's pages behave
// (coming-soon banner, store notice, products per page, review rules, how related posts are shown
// under a post). Saved through the catalog
// service as the owner API saves, which forgets its cached copy, so the shop shows a change at
// once. Like every settings form: post, redirect with a notice; a refusal keeps what was typed.
import type { MessageKey } from '@pinwheel/core';
import type { Route } from './+types/admin-settings-catalog';
import {
  CheckboxListSetting,
  CheckboxSetting,
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
    ...settingsPageState(context, request, 'settings.catalogTab'),
    ...(await context.catalogSettings.form()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveSettingsPost(
    context,
    request,
    (form) => context.catalogSettings.save(form),
    '/admin/settings/catalog',
  );
}

/** Each field's label, for the refused save's summary. */
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
  related_layout: 'settings.relatedLayout',
};

export default function AdminSettingsCatalog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, saved } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = shownValues(loaderData.values, actionData);
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
        labels={labelKeys}
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
        <SettingsGroup
          id="settings-related-posts"
          title={t('settings.relatedPosts')}
          about={t('settings.relatedPostsHelp')}
        >
          <CheckboxSetting name="related_thumbnails" label={t('settings.relatedThumbnails')} />
          <CheckboxSetting name="related_date" label={t('settings.relatedDate')} />
          <CheckboxSetting name="related_context" label={t('settings.relatedContext')} />
          <SelectSetting
            name="related_layout"
            label={t('settings.relatedLayout')}
            options={[
              { value: 'grid', label: t('settings.relatedLayoutGrid') },
              { value: 'list', label: t('settings.relatedLayoutList') },
            ]}
          />
        </SettingsGroup>
      </SettingsForm>
    </div>
  );
}
