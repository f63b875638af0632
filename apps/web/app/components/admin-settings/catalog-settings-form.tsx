// The "Search & catalog" settings form: what the search overlay offers before a shopper types
// (popular keywords in English and Hebrew, the categories, the promo banner) and how the shop's
// pages behave (coming-soon banner, store notice, products per page, review rules, how related
// posts are shown). It edits pinwheel/v1/settings/catalog, the whole settings object, through the
// kit's editable resource: the currency and swatch options this page does not show go back as
// loaded, and a save after another owner's is refused (412) and the owner chooses.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../translation.ts';
import { ResourceConflict } from '../admin/edit-conflict.tsx';
import type { EditableResource } from '../admin/editable-resource.ts';
import { Field } from '../admin/field.tsx';
import { FormFooter } from '../admin/form-footer.tsx';
import { CheckField, FormRow } from '../admin/form-row.tsx';
import { refusalsInWords, type RefusalWords } from '../admin/refusal-words.ts';
import { SaveProblem } from '../admin/save-problem.tsx';
import { useToast } from '../admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../admin/unsaved-changes.ts';

export const CATALOG_SETTINGS_PATH = '/wp-json/pinwheel/v1/settings/catalog';
type Resource = EditableResource<typeof CATALOG_SETTINGS_PATH>;
type Settings = NonNullable<Resource['data']>;

/** What the form edits as typed: keywords one a line, the page size as text. */
interface Draft {
  settings: Settings;
  keywords: string;
  keywordsHe: string;
  perPage: string;
}

const draftOf = (settings: Settings): Draft => ({
  settings,
  keywords: settings.search.keywords.join('\n'),
  keywordsHe: settings.search.keywords_he.join('\n'),
  perPage: String(settings.per_page),
});

/** One keyword a line; blank lines are nobody's keyword. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The notice's last day (UTC, `yyyy-mm-dd`) for its end, the midnight after that day; '' for none. */
const lastDayOf = (endsAt: number | null) =>
  endsAt === null ? '' : new Date(endsAt - DAY_MS).toISOString().slice(0, 10);

/** The end of a last day chosen (UTC): the notice shows through that whole day. */
const endOfDay = (day: string) => (day ? Date.parse(`${day}T00:00:00Z`) + DAY_MS : null);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function bodyOf(draft: Draft): Settings {
  const { settings } = draft;
  const { promo } = settings.search;
  const notice = settings.store_notice;
  return {
    ...settings,
    search: {
      ...settings.search,
      keywords: lines(draft.keywords),
      keywords_he: lines(draft.keywordsHe),
      promo: {
        ...promo,
        title: orNull(promo.title ?? ''),
        title_he: orNull(promo.title_he ?? ''),
        text: orNull(promo.text ?? ''),
        text_he: orNull(promo.text_he ?? ''),
        url: promo.url.trim() || '/shop',
      },
    },
    store_notice: { ...notice, text: notice.text.trim(), text_he: orNull(notice.text_he ?? '') },
    // Not a whole number: sent as it is not (null), and refused by its field.
    per_page: /^\d{1,3}$/.test(draft.perPage.trim())
      ? Number(draft.perPage.trim())
      : (null as unknown as number),
  };
}

/** The words shown for a refused field, in the owner's language, by the API's field path. */
const refusalKeys: readonly RefusalWords[] = [
  ['search.keywords_he', 'settings.error.keywords'],
  ['search.keywords', 'settings.error.keywords'],
  ['search.category_slugs', 'settings.error.categories'],
  ['search.promo.title_he', 'settings.error.longText', { max: 80 }],
  ['search.promo.title', 'settings.error.longText', { max: 80 }],
  ['search.promo.text_he', 'settings.error.longText', { max: 200 }],
  ['search.promo.text', 'settings.error.longText', { max: 200 }],
  ['search.promo.url', 'settings.error.path'],
  ['store_notice.text_he', 'settings.error.longText', { max: 300 }],
  ['store_notice.text', 'settings.error.noticeText'],
  ['per_page', 'settings.error.perPage'],
  ['related_posts.layout', 'settings.error.choice'],
];

function useRefusals(error: unknown, draft: Draft): Record<string, string> {
  const { t } = useTranslation();
  const refusals = refusalsInWords(error, refusalKeys, t);
  // The notice's words are refused when missing (the notice is on) or when too long.
  if (refusals['store_notice.text'] && draft.settings.store_notice.text.trim() !== '') {
    refusals['store_notice.text'] = t('settings.error.longText', { max: 300 });
  }
  return refusals;
}

export function CatalogSettingsForm({
  resource,
  categories,
}: {
  resource: Resource;
  categories: ReadonlyArray<{ slug: string; name: string }>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [loaded] = useState(() => draftOf(resource.data!));
  const [draft, setDraft] = useState(loaded);
  const [baseline, setBaseline] = useState(loaded);
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const errors = useRefusals(resource.saveError, draft);

  const { settings } = draft;
  const { search, store_notice: notice, reviews } = settings;
  const related = settings.related_posts;
  const setSettings = (change: (current: Settings) => Settings) =>
    setDraft((current) => ({ ...current, settings: change(current.settings) }));
  const setPromo = (change: Partial<Settings['search']['promo']>) =>
    setSettings((s) => ({
      ...s,
      search: { ...s.search, promo: { ...s.search.promo, ...change } },
    }));
  const setNotice = (change: Partial<Settings['store_notice']>) =>
    setSettings((s) => ({ ...s, store_notice: { ...s.store_notice, ...change } }));
  const setReviews = (change: Partial<Settings['reviews']>) =>
    setSettings((s) => ({ ...s, reviews: { ...s.reviews, ...change } }));
  const setRelated = (change: Partial<Settings['related_posts']>) =>
    setSettings((s) => ({ ...s, related_posts: { ...s.related_posts, ...change } }));
  const toggleCategory = (slug: string, on: boolean) =>
    setSettings((s) => ({
      ...s,
      search: {
        ...s.search,
        category_slugs: on
          ? [...s.search.category_slugs, slug]
          : s.search.category_slugs.filter((one) => one !== slug),
      },
    }));

  const afterSave = (saved: Settings | undefined) => {
    if (!saved) return;
    const next = draftOf(saved);
    setDraft(next);
    setBaseline(next);
    toast(t('adminKit.saved'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resource.save(bodyOf(draft)).then(afterSave, () => {});
  };

  return (
    <form className="admin-form catalog-settings" noValidate onSubmit={submit}>
      <ResourceConflict resource={resource} onSaved={afterSave} />
      <SaveProblem error={resource.saveError} />

      <fieldset className="admin-fieldset">
        <legend>{t('settings.searchOverlay')}</legend>
        <p className="admin-field__hint">{t('settings.searchOverlayHelp')}</p>
        <FormRow>
          <Field
            label={t('settings.keywords')}
            hint={t('settings.keywordsHelp')}
            error={errors['search.keywords']}
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={500}
                lang="en"
                dir="ltr"
                value={draft.keywords}
                onChange={(event) => setDraft({ ...draft, keywords: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('settings.keywordsHe')}
            hint={t('settings.keywordsHelp')}
            error={errors['search.keywords_he']}
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={500}
                lang="he"
                dir="rtl"
                value={draft.keywordsHe}
                onChange={(event) => setDraft({ ...draft, keywordsHe: event.target.value })}
              />
            )}
          </Field>
        </FormRow>
        <fieldset className="catalog-settings__choices" aria-describedby="catalog-categories-hint">
          <legend className="admin-field__label">{t('settings.categories')}</legend>
          <p id="catalog-categories-hint" className="admin-field__hint">
            {t('settings.categoriesHelp')}
          </p>
          <div className="catalog-settings__columns">
            {categories.map((category) => (
              <CheckField
                key={category.slug}
                label={category.name}
                checked={search.category_slugs.includes(category.slug)}
                onChange={(on) => toggleCategory(category.slug, on)}
              />
            ))}
          </div>
          {errors['search.category_slugs'] ? (
            <p className="admin-field__error" role="alert">
              {errors['search.category_slugs']}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('settings.promo')}</legend>
        <CheckField
          label={t('settings.promoEnabled')}
          hint={t('settings.promoHelp')}
          checked={search.promo.enabled}
          onChange={(enabled) => setPromo({ enabled })}
        />
        <FormRow>
          <TextField
            label={t('settings.promoTitle')}
            value={search.promo.title ?? ''}
            max={80}
            lang="en"
            error={errors['search.promo.title']}
            onChange={(title) => setPromo({ title })}
          />
          <TextField
            label={t('settings.promoTitleHe')}
            value={search.promo.title_he ?? ''}
            max={80}
            lang="he"
            error={errors['search.promo.title_he']}
            onChange={(title) => setPromo({ title_he: title })}
          />
        </FormRow>
        <FormRow>
          <TextField
            label={t('settings.promoText')}
            value={search.promo.text ?? ''}
            max={200}
            lang="en"
            error={errors['search.promo.text']}
            onChange={(text) => setPromo({ text })}
          />
          <TextField
            label={t('settings.promoTextHe')}
            value={search.promo.text_he ?? ''}
            max={200}
            lang="he"
            error={errors['search.promo.text_he']}
            onChange={(text) => setPromo({ text_he: text })}
          />
        </FormRow>
        <TextField
          label={t('settings.promoUrl')}
          hint={t('settings.promoUrlHelp')}
          value={search.promo.url}
          max={500}
          lang="en"
          error={errors['search.promo.url']}
          onChange={(url) => setPromo({ url })}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('settings.shopPages')}</legend>
        <CheckField
          label={t('settings.comingSoon')}
          hint={t('settings.comingSoonHelp')}
          checked={settings.coming_soon}
          onChange={(on) => setSettings((s) => ({ ...s, coming_soon: on }))}
        />
        <Field label={t('settings.perPage')} error={errors.per_page}>
          {(control) => (
            <input
              {...control}
              className="catalog-settings__number"
              type="text"
              inputMode="numeric"
              maxLength={3}
              dir="ltr"
              value={draft.perPage}
              onChange={(event) => setDraft({ ...draft, perPage: event.target.value })}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('settings.storeNotice')}</legend>
        <CheckField
          label={t('settings.noticeEnabled')}
          hint={t('settings.noticeHelp')}
          checked={notice.enabled}
          onChange={(enabled) => setNotice({ enabled })}
        />
        <FormRow>
          <TextField
            label={t('settings.noticeText')}
            value={notice.text}
            max={300}
            lang="en"
            error={errors['store_notice.text']}
            onChange={(text) => setNotice({ text })}
          />
          <TextField
            label={t('settings.noticeTextHe')}
            value={notice.text_he ?? ''}
            max={300}
            lang="he"
            error={errors['store_notice.text_he']}
            onChange={(text) => setNotice({ text_he: text })}
          />
        </FormRow>
        <Field
          label={t('settings.noticeEnds')}
          hint={t('settings.noticeEndsHelp')}
          error={errors['store_notice.ends_at']}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={lastDayOf(notice.ends_at ?? null)}
              onChange={(event) => setNotice({ ends_at: endOfDay(event.target.value) })}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('settings.reviews')}</legend>
        <CheckField
          label={t('settings.ratingsRequired')}
          checked={reviews.ratings_required}
          onChange={(on) => setReviews({ ratings_required: on })}
        />
        <CheckField
          label={t('settings.moderation')}
          checked={reviews.moderation}
          onChange={(on) => setReviews({ moderation: on })}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('settings.relatedPosts')}</legend>
        <p className="admin-field__hint">{t('settings.relatedPostsHelp')}</p>
        <CheckField
          label={t('settings.relatedThumbnails')}
          checked={related.show_thumbnails}
          onChange={(on) => setRelated({ show_thumbnails: on })}
        />
        <CheckField
          label={t('settings.relatedDate')}
          checked={related.show_date}
          onChange={(on) => setRelated({ show_date: on })}
        />
        <CheckField
          label={t('settings.relatedContext')}
          checked={related.show_context}
          onChange={(on) => setRelated({ show_context: on })}
        />
        <Field label={t('settings.relatedLayout')} error={errors['related_posts.layout']}>
          {(control) => (
            <select
              {...control}
              value={related.layout}
              onChange={(event) =>
                setRelated({ layout: event.target.value as Settings['related_posts']['layout'] })
              }
            >
              <option value="grid">{t('settings.relatedLayoutGrid')}</option>
              <option value="list">{t('settings.relatedLayoutList')}</option>
            </select>
          )}
        </Field>
      </fieldset>

      <FormFooter saving={resource.isSaving} saveLabel={t('settings.save')} />
    </form>
  );
}

function TextField(props: {
  label: string;
  hint?: string;
  value: string;
  max: number;
  lang: 'en' | 'he';
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          type="text"
          maxLength={props.max}
          lang={props.lang}
          dir={props.lang === 'he' ? 'rtl' : 'ltr'}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
