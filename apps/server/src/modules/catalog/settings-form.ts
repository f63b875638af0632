// The catalog's settings as the owner's "Search & catalog" page shows and posts them: the search
// overlay (keywords one a line in English and Hebrew, the categories it offers, the promo banner),
// coming-soon mode, the store notice, listing page size, review rules and how related posts are
// shown under a post. A post is turned back
// into the owner API's input and checked with that same schema (catalogSettingsInput); each
// refusal names the form field it belongs to. What the page does not show (currency, swatch
// options) is kept as it is.
import { createHash } from 'node:crypto';
import {
  addSchemaProblems,
  checkboxValue as on,
  type FieldOfPath,
  type PostedSettings,
  type SettingsFieldProblem,
  type SettingsFormReading,
  type SettingsFormValues,
} from '@pinwheel/core';
import { catalogSettingsInput, type CatalogSettings } from './catalog-settings.ts';

export function catalogSettingsValues(settings: CatalogSettings): SettingsFormValues {
  const { search, store_notice: notice } = settings;
  return {
    keywords: search.keywords.join('\n'),
    keywords_he: search.keywords_he.join('\n'),
    category_slugs: [...search.category_slugs],
    promo_enabled: on(search.promo.enabled),
    promo_title: search.promo.title ?? '',
    promo_title_he: search.promo.title_he ?? '',
    promo_text: search.promo.text ?? '',
    promo_text_he: search.promo.text_he ?? '',
    promo_url: search.promo.url,
    coming_soon: on(settings.coming_soon),
    notice_enabled: on(notice.enabled),
    notice_text: notice.text,
    notice_text_he: notice.text_he ?? '',
    per_page: String(settings.per_page),
    ratings_required: on(settings.reviews.ratings_required),
    moderation: on(settings.reviews.moderation),
    related_thumbnails: on(settings.related_posts.show_thumbnails),
    related_date: on(settings.related_posts.show_date),
    related_context: on(settings.related_posts.show_context),
    related_layout: settings.related_posts.layout,
  };
}

const problemOfPath: FieldOfPath = {
  'search.keywords': ['keywords', { key: 'settings.error.keywords' }],
  'search.keywords_he': ['keywords_he', { key: 'settings.error.keywords' }],
  'search.category_slugs': ['category_slugs', { key: 'settings.error.categories' }],
  'search.promo.title': ['promo_title', { key: 'settings.error.longText', params: { max: 80 } }],
  'search.promo.title_he': [
    'promo_title_he',
    { key: 'settings.error.longText', params: { max: 80 } },
  ],
  'search.promo.text': ['promo_text', { key: 'settings.error.longText', params: { max: 200 } }],
  'search.promo.text_he': [
    'promo_text_he',
    { key: 'settings.error.longText', params: { max: 200 } },
  ],
  'search.promo.url': ['promo_url', { key: 'settings.error.path' }],
  'store_notice.text': ['notice_text', { key: 'settings.error.longText', params: { max: 300 } }],
  'store_notice.text_he': [
    'notice_text_he',
    { key: 'settings.error.longText', params: { max: 300 } },
  ],
  per_page: ['per_page', { key: 'settings.error.perPage' }],
  'related_posts.layout': ['related_layout', { key: 'settings.error.choice' }],
};

/** One keyword a line; blank lines are nobody's keyword. */
const keywordLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A notice with new words gets a new id, so visitors who dismissed the old one see it; the same
 * words keep theirs (saving other settings does not bring a dismissed notice back).
 */
function noticeId(current: CatalogSettings['store_notice'], text: string, textHe: string | null) {
  if (text === current.text && textHe === current.text_he) return current.id;
  if (!text && !textHe) return '';
  return `n-${createHash('sha256')
    .update(`${text}\n${textHe ?? ''}`)
    .digest('hex')
    .slice(0, 12)}`;
}

export function catalogSettingsFromForm(
  posted: PostedSettings,
  current: CatalogSettings,
): SettingsFormReading<CatalogSettings> {
  const perPage = posted.text('per_page').trim();
  const noticeText = posted.text('notice_text').trim();
  const noticeTextHe = orNull(posted.text('notice_text_he'));
  const candidate = {
    ...current,
    search: {
      keywords: keywordLines(posted.text('keywords')),
      keywords_he: keywordLines(posted.text('keywords_he')),
      category_slugs: [...new Set(posted.all('category_slugs'))],
      promo: {
        enabled: posted.checked('promo_enabled'),
        title: orNull(posted.text('promo_title')),
        title_he: orNull(posted.text('promo_title_he')),
        text: orNull(posted.text('promo_text')),
        text_he: orNull(posted.text('promo_text_he')),
        url: posted.text('promo_url').trim() || '/shop',
      },
    },
    coming_soon: posted.checked('coming_soon'),
    store_notice: {
      enabled: posted.checked('notice_enabled'),
      id: noticeId(current.store_notice, noticeText, noticeTextHe),
      text: noticeText,
      text_he: noticeTextHe,
    },
    reviews: {
      ...current.reviews,
      ratings_required: posted.checked('ratings_required'),
      moderation: posted.checked('moderation'),
    },
    per_page: /^\d{1,3}$/.test(perPage) ? Number(perPage) : Number.NaN,
    related_posts: {
      show_thumbnails: posted.checked('related_thumbnails'),
      show_date: posted.checked('related_date'),
      show_context: posted.checked('related_context'),
      layout: posted.text('related_layout'),
    },
  };
  const problems: Record<string, SettingsFieldProblem> = {};
  const checked = catalogSettingsInput.safeParse(candidate);
  if (!checked.success) {
    addSchemaProblems(problems, checked.error.issues, problemOfPath);
    return { ok: false, problems };
  }
  // A notice switched on with no words would show an empty bar.
  if (candidate.store_notice.enabled && !noticeText) {
    return { ok: false, problems: { notice_text: { key: 'settings.error.noticeText' } } };
  }
  return { ok: true, settings: checked.data };
}
