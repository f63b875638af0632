// The store settings the catalog needs (issue 14 "Data"): currency, the swatch display options of
// the variations form (spec §3), reviews (ratings required and the text shown when one is missing,
// moderation), the store notice, coming-soon mode and how a post's related posts are shown. Kept as one JSON row; whatever a stored row
// lacks (an older shape) takes the default, so reading never fails on a field added later.
import { createHash } from 'node:crypto';
import {
  type CurrencyFormat,
  defaultSwatchDisplayOptions,
  ONE_LINE_TEXT,
  sameSitePath,
  translate,
} from '@pinwheel/core';
import { z } from 'zod';

const swatchOptions = z.object({
  show_variation_label: z.boolean().catch(defaultSwatchDisplayOptions.show_variation_label),
  variation_label_separator: z
    .string()
    .max(10)
    .catch(defaultSwatchDisplayOptions.variation_label_separator),
  clickable_out_of_stock: z.boolean().catch(defaultSwatchDisplayOptions.clickable_out_of_stock),
  out_of_stock_tooltip_text: z.string().max(200).nullable().catch(null),
  unavailable_tooltip_text: z.string().max(200).nullable().catch(null),
  clear_on_reselect: z.boolean().catch(defaultSwatchDisplayOptions.clear_on_reselect),
  disable_out_of_stock: z.boolean().catch(defaultSwatchDisplayOptions.disable_out_of_stock),
  deselect_unavailable: z.boolean().catch(defaultSwatchDisplayOptions.deselect_unavailable),
  show_variation_stock: z.boolean().catch(defaultSwatchDisplayOptions.show_variation_stock),
  stock_label_threshold: z
    .number()
    .int()
    .min(0)
    .catch(defaultSwatchDisplayOptions.stock_label_threshold),
});

const keywordList = z.array(z.string().trim().min(1).max(40)).max(10).catch([]);

const defaultSearchPromo = {
  enabled: true,
  title: null,
  title_he: null,
  text: null,
  text_he: null,
  url: '/shop',
};

/**
 * What the search overlay shows before anything is typed (spec popup-widget §7 "Search"): popular
 * keywords, the categories chosen for it (none chosen: every category) and a promo banner. A
 * promo without its own words uses the catalogue's ("Everything in the shop"), in the visitor's
 * language, so a fresh shop shows a sensible banner; its link stays on this site.
 */
const searchOverlay = z.object({
  keywords: keywordList,
  keywords_he: keywordList,
  category_slugs: z.array(z.string().max(80)).max(12).catch([]),
  promo: z
    .object({
      enabled: z.boolean().catch(true),
      title: z.string().max(80).nullable().catch(null),
      title_he: z.string().max(80).nullable().catch(null),
      text: z.string().max(200).nullable().catch(null),
      text_he: z.string().max(200).nullable().catch(null),
      url: z
        .string()
        .max(500)
        .transform((url) => sameSitePath(url, '/shop'))
        .catch('/shop'),
    })
    .catch(defaultSearchPromo),
});

/**
 * How the related posts under a post are shown (spec storefront §3 "Related posts response": the
 * answer carries these beside the items, and the page draws what they say).
 */
export const defaultRelatedPostsDisplay = {
  show_thumbnails: true,
  show_date: true,
  show_context: true,
  layout: 'grid',
} as const;

const relatedPostsLayout = z.enum(['grid', 'list']);

const relatedPostsDisplay = z.object({
  show_thumbnails: z.boolean().catch(defaultRelatedPostsDisplay.show_thumbnails),
  show_date: z.boolean().catch(defaultRelatedPostsDisplay.show_date),
  show_context: z.boolean().catch(defaultRelatedPostsDisplay.show_context),
  layout: relatedPostsLayout.catch(defaultRelatedPostsDisplay.layout),
});

const symbolPosition = z.enum(['left', 'right', 'left_space', 'right_space']);

/**
 * How amounts in the shop's currency are written (WooCommerce's currency options): the symbol and
 * its side, the separators and the decimals. Null until the owner sets it: prices are then written
 * as Intl writes them in the visitor's language, as before the setting existed.
 */
const currencyFormatShape = z.object({
  symbol: z.string().min(1).max(8).regex(ONE_LINE_TEXT),
  symbol_position: symbolPosition,
  thousands_separator: z.string().max(3).regex(ONE_LINE_TEXT),
  decimal_separator: z.string().min(1).max(3).regex(ONE_LINE_TEXT),
  decimals: z.number().int().min(0).max(4),
});

export type StoredCurrencyFormat = z.infer<typeof currencyFormatShape>;

/** The shop's format as money.ts takes it, or null when the owner never set one. */
export function currencyFormatOf(settings: CatalogSettings): CurrencyFormat | null {
  const stored = settings.currency_format;
  if (!stored) return null;
  return {
    code: settings.currency,
    symbol: stored.symbol,
    symbolPosition: stored.symbol_position,
    thousandsSeparator: stored.thousands_separator,
    decimalSeparator: stored.decimal_separator,
    decimals: stored.decimals,
  };
}

export const catalogSettingsSchema = z.object({
  /** ISO 4217 code; prices are minor units of it. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .catch('USD'),
  currency_format: currencyFormatShape.nullable().catch(null),
  swatches: swatchOptions.catch(defaultSwatchDisplayOptions),
  reviews: z
    .object({
      ratings_required: z.boolean().catch(true),
      /** Null: the catalogue's "Please select a rating" in the visitor's language. */
      required_rating_text: z.string().max(200).nullable().catch(null),
      /** New reviews wait for the owner's approval. */
      moderation: z.boolean().catch(true),
    })
    .catch({ ratings_required: true, required_rating_text: null, moderation: true }),
  store_notice: z
    .object({
      enabled: z.boolean().catch(false),
      /** Changing the id shows a new notice to visitors who dismissed the old one. */
      id: z
        .string()
        .regex(/^[a-z0-9-]{0,40}$/)
        .catch(''),
      text: z.string().max(300).catch(''),
      text_he: z.string().max(300).nullable().catch(null),
      /** From this moment (ms) the notice is not shown: a sale it announces has ended. */
      ends_at: z.number().int().nullable().catch(null),
    })
    .catch({ enabled: false, id: '', text: '', text_he: null, ends_at: null }),
  coming_soon: z.boolean().catch(false),
  search: searchOverlay.catch({
    keywords: [],
    keywords_he: [],
    category_slugs: [],
    promo: defaultSearchPromo,
  }),
  /** Products per listing page. */
  per_page: z.number().int().min(1).max(100).catch(12),
  related_posts: relatedPostsDisplay.catch(defaultRelatedPostsDisplay),
});

export type CatalogSettings = z.infer<typeof catalogSettingsSchema>;
export type RelatedPostsDisplay = CatalogSettings['related_posts'];

export const defaultCatalogSettings: CatalogSettings = catalogSettingsSchema.parse({});

/** Settings from a stored row (or none). */
export function readCatalogSettings(json: string | undefined): CatalogSettings {
  if (!json) return defaultCatalogSettings;
  try {
    return catalogSettingsSchema.parse(JSON.parse(json));
  } catch {
    return defaultCatalogSettings;
  }
}

const oneLine = (max: number) => z.string().max(max).regex(ONE_LINE_TEXT);
const keywordInput = z.array(z.string().trim().min(1).max(40).regex(ONE_LINE_TEXT)).max(10);

/** The settings' shape with every field required, its promo link checked by `promoUrl`. */
const requiredSettings = <Url extends z.ZodType<string, string>>(promoUrl: Url) =>
  z.object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** Left out by a client that does not know it: the stored format is kept. */
    currency_format: currencyFormatShape.nullable().optional(),
    swatches: z.object({
      show_variation_label: z.boolean(),
      variation_label_separator: oneLine(10),
      clickable_out_of_stock: z.boolean(),
      out_of_stock_tooltip_text: oneLine(200).nullable(),
      unavailable_tooltip_text: oneLine(200).nullable(),
      clear_on_reselect: z.boolean(),
      disable_out_of_stock: z.boolean(),
      deselect_unavailable: z.boolean(),
      show_variation_stock: z.boolean(),
      stock_label_threshold: z.number().int().min(0).max(1_000_000),
    }),
    reviews: z.object({
      ratings_required: z.boolean(),
      required_rating_text: oneLine(200).nullable(),
      moderation: z.boolean(),
    }),
    store_notice: z.object({
      enabled: z.boolean(),
      id: z.string().regex(/^[a-z0-9-]{0,40}$/),
      text: oneLine(300),
      text_he: oneLine(300).nullable(),
      /** The notice is not shown from this moment on (ms); null or left out: no end. */
      ends_at: z.number().int().min(0).nullable().default(null),
    }),
    coming_soon: z.boolean(),
    search: z.object({
      keywords: keywordInput,
      keywords_he: keywordInput,
      category_slugs: z.array(z.string().regex(/^[a-z0-9-]{1,80}$/)).max(12),
      promo: z.object({
        enabled: z.boolean(),
        title: oneLine(80).nullable(),
        title_he: oneLine(80).nullable(),
        text: oneLine(200).nullable(),
        text_he: oneLine(200).nullable(),
        url: promoUrl,
      }),
    }),
    per_page: z.number().int().min(1).max(100),
    related_posts: z.object({
      show_thumbnails: z.boolean(),
      show_date: z.boolean(),
      show_context: z.boolean(),
      layout: relatedPostsLayout,
    }),
  });

/**
 * What the owner API (and the settings page, through the same service) accepts: the same shape,
 * every field required and refused when wrong rather than quietly defaulted. The promo's link must
 * be a path on this site; it is stored as normalised.
 */
export const catalogSettingsInput = requiredSettings(
  z
    .string()
    .max(500)
    .refine((url) => sameSitePath(url, '') !== '', 'A path on this site, such as /shop')
    .transform((url) => sameSitePath(url, '/shop')),
);

/** What the owner API answers: the settings as stored (a response schema has no transforms). */
export const catalogSettingsAnswer = requiredSettings(z.string());

/** The refusal of a notice switched on with no words (it would show an empty bar). */
export const EMPTY_NOTICE_MESSAGE = translate('en', 'settings.error.noticeText');

type StoreNotice = CatalogSettings['store_notice'];

/**
 * The settings to store, the notice's id following its words: new words get a new id, so visitors
 * who dismissed the old notice see it; the same words keep theirs (saving other settings does not
 * bring a dismissed notice back). An id the caller changed itself is kept as sent.
 */
export function withNoticeId<Settings extends { store_notice: StoreNotice }>(
  settings: Settings,
  current: StoreNotice,
): Settings {
  const notice = settings.store_notice;
  const sameWords = notice.text === current.text && notice.text_he === current.text_he;
  if (sameWords || notice.id !== current.id) return settings;
  const id =
    !notice.text && !notice.text_he
      ? ''
      : `n-${createHash('sha256')
          .update(`${notice.text}\n${notice.text_he ?? ''}`)
          .digest('hex')
          .slice(0, 12)}`;
  return { ...settings, store_notice: { ...notice, id } };
}
