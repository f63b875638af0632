// The zod mirror of core's Popup (spec popup-widget §3), for the owner API's request bodies. The
// type assertions at the bottom fail to compile when this schema and core's type drift apart.
import type {
  DesignBlock,
  DesignDocument,
  DesignProperties,
  DesignTheme,
  FormField,
  GamifiedPrize,
  Popup,
  PopupContentField,
  TriggerFields,
} from '@pinwheel/core';
import {
  BUTTON_ACTIONS,
  DESIGN_MAX_BLOCKS,
  DESIGN_MAX_FORM_FIELDS,
  FONT_SCALES,
  FORM_FIELD_KINDS,
  GAMIFIED_PRIZES_MAX,
  cartTriggerProductList,
  matchRuleNames,
  NEWS_TICKER_MAX_MESSAGES,
  NEWS_TICKER_MAX_MS,
  NEWS_TICKER_MESSAGE_MAX_CHARS,
  NEWS_TICKER_MIN_MS,
  POPUP_FORMAT_COUNTS,
  POPUP_TYPES,
  POPUP_ID_LENGTH,
  typeHasFormat,
  TEASER_SHOW_MODES,
  TEASER_SIDES,
  TEXT_ALIGNMENTS,
  THEME_COLOUR,
} from '@pinwheel/core';
import { z } from 'zod';
import { multiLineText, oneLineText } from '../../schemas/plain-text.ts';
import { EMAIL_VALIDATION_MODES, PHONE_VALIDATION_MODES } from '@pinwheel/core/lead-form';

export const popupIdSchema = z
  .string()
  .length(POPUP_ID_LENGTH, `must be ${POPUP_ID_LENGTH} characters`)
  .regex(/^[0-9a-z]+$/i, 'must be letters and digits');

const wireFlag = z.union([
  z.boolean(),
  z.literal(0),
  z.literal(1),
  z.enum(['0', '1', 'yes', 'no']),
]);
const numberOrOff = z.union([z.literal('no'), z.number().finite()]);
// Every text is one line but the template (`poptin`) and the page-source rule's HTML, which are
// markup an owner may lay out over lines.
const text = (max = 2000) => oneLineText(max);

/** Schemes a popup's link may use; a link without one is a path or gets `//` (spec §5). */
const linkSchemes = new Set(['http', 'https', 'tel', 'sms', 'mailto']);
const schemeOf = /^\s*([a-z][a-z0-9+.-]*):/i;

/**
 * Where a popup sends the visitor (its redirect, a prize's redirect): a web address, a path, or
 * tel:, sms: or mailto:. Never `javascript:`, `data:` and the like, which would run or show
 * something of the owner's making on the shop's own pages when followed.
 */
const linkTarget = text(2048).refine(
  (value) => {
    const scheme = schemeOf.exec(value)?.[1];
    return scheme === undefined || linkSchemes.has(scheme.toLowerCase());
  },
  { message: 'must be a web address, a path, or a tel:, sms: or mailto: link' },
);
const matchRuleName = z.enum(matchRuleNames);
const cartComparison = z.enum(['greater_than', 'equal', 'greater_than_or_equal']);
const cartMeasure = z.enum(['cart_value', 'item_count']);
const pageRule = z.object({ rule: matchRuleName, value: text(2000) });

const displayFrequency = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('display_once_a_visitor_2') }),
  z.object({ rule: z.literal('display_once_every_few_days_3'), days: z.number().positive() }),
  z.object({
    rule: z.literal('display_once_every_few_visiting_4'),
    visits: z.number().int().positive(),
  }),
  z.object({ rule: z.literal('display_everytime_everypage_5') }),
]);

const triggerFields = {
  display_after_sec_active: numberOrOff.optional(),
  display_after_sec_active_on: z.enum(['page', 'website']).optional(),
  display_after_scroll_active: numberOrOff.optional(),
  display_after_page_click_number_active: numberOrOff.optional(),
  display_after_visit_page_active: numberOrOff.optional(),
  display_after_inactive_seconds_active: numberOrOff.optional(),
  display_after_exit_website_active: z.enum(['yes', 'no']).optional(),
  display_if_adblock_active: wireFlag.optional(),
  shopify_cart_trigger_active: wireFlag.optional(),
  shopify_cart_trigger_action: cartMeasure.optional(),
  // Saved as ids separated by commas, whatever list shape the editor sent (core's cart-rule.ts).
  shopify_cart_trigger_products: text().overwrite(cartTriggerProductList).optional(),
  shopify_cart_trigger_cart_spec_filter: cartComparison.optional(),
  shopify_cart_trigger_cart_spec_value: z.union([z.number().finite(), text(50)]).optional(),
  wix_cart_trigger_active: wireFlag.optional(),
  wix_cart_trigger_action: cartMeasure.optional(),
  // Saved as ids separated by commas, whatever list shape the editor sent (core's cart-rule.ts).
  wix_cart_trigger_products: text().overwrite(cartTriggerProductList).optional(),
  wix_cart_trigger_cart_spec_filter: cartComparison.optional(),
  wix_cart_trigger_cart_spec_value: z.union([z.number().finite(), text(50)]).optional(),
  engagement_with_other_poptin_filter: text(200).optional(),
  engagement_with_other_poptin_filter_active: wireFlag.optional(),
  source_code_target_active: wireFlag.optional(),
  source_code_target_html: multiLineText(2000).optional(),
  source_code_target_role: z.enum(['contain', 'not_contain']).optional(),
  display_if_specific_js_active: wireFlag.optional(),
  js_filter: z
    .array(z.object({ js_name_pair: text(500), js_value_pair: text(500), js_show_pair: text(20) }))
    .max(50)
    .optional(),
  display_if_specific_cookie_active: wireFlag.optional(),
  cookie_filter: z
    .array(
      z.object({
        cookie_name_pair: text(500),
        cookie_value_pair: text(500),
        cookie_show_pair: text(20),
      }),
    )
    .max(50)
    .optional(),
  show_on_pages: z.array(pageRule).max(100).optional(),
  hide_on_pages: z.array(pageRule).max(100).optional(),
  display_on_device: z.enum(['all', 'mobile', 'desktop']).optional(),
  display_in_countries: z
    .object({
      mode: z.enum(['show', 'dont_show']),
      values: z
        .array(z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code (ISO 3166)'))
        .max(250),
    })
    .optional(),
  display_in_languages: z
    .object({ mode: z.enum(['show', 'dont_show']), values: z.array(z.enum(['en', 'he'])).max(2) })
    .optional(),
};

const designProperties = z.object({
  poptin_location: text(100).optional(),
  timer_ver: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  timer: text(200).optional(),
  switch_mobile_editor: wireFlag.optional(),
  poptin_design_close_options_type: z
    .enum(['closing_options-x', 'closing_options-button', 'closing_options-'])
    .optional(),
  poptin_design_show_x_after_sec: z.number().min(0).optional(),
  poptin_design_show_x_comment: text(500).optional(),
  poptin_design_auto_close: wireFlag.optional(),
  poptin_design_auto_close_sec: z.number().min(0).optional(),
  poptin_design_close_on_screen_click: wireFlag.optional(),
  poptin_design_content_lock: wireFlag.optional(),
  poptin_design_entry_effect: text(100).optional(),
  poptin_design_exit_effect: text(100).optional(),
  field_checkbox_required: wireFlag.optional(),
  field_checkbox_default_marked: wireFlag.optional(),
  disable_post_play_screen: wireFlag.optional(),
  poptin_design_redirect: wireFlag.optional(),
  poptin_design_redirect_url: linkTarget.optional(),
  poptin_design_redirect_send_form_data: wireFlag.optional(),
  poptin_design_thank_screen: wireFlag.optional(),
  poptin_design_thank_screen_auto_close: wireFlag.optional(),
  poptin_design_thank_screen_auto_close_sec: z.number().min(0).optional(),
  coupon: z.object({ code: text(200), coupon_type: text(100) }).optional(),
  add_to_cart: text(200).optional(),
  shopify_add_to_cart_2: text(200).optional(),
  shopify_add_to_cart_3: text(200).optional(),
  shopify_add_to_cart_4: text(200).optional(),
  shopify_add_to_cart_5: text(200).optional(),
  shopify_add_to_cart_6: text(200).optional(),
  cart_threshold: z.number().min(0).max(100_000_000).optional(),
});

/** A prize's words in one more language (core's GamifiedPrizeTranslation). */
const prizeTranslation = z
  .object({ label: text(200).optional(), loosing_option: text(200).optional() })
  .strict();

const gamifiedPrize = z.object({
  prize_id: text(100),
  is_winner: z.union([z.literal(0), z.literal(1)]),
  label: text(200),
  code: text(200).optional(),
  coupon_id: text(100).optional(),
  chances: z.number().min(0).max(100),
  loosing_option: text(200).optional(),
  redirect_to: wireFlag.optional(),
  redirect_to_options: z
    .object({
      redirect_to_url: linkTarget.optional(),
      redirect_close: wireFlag.optional(),
      redirect_close_delay: z.number().min(0).optional(),
    })
    .optional(),
  translations: z
    .object({ en: prizeTranslation.optional(), he: prizeTranslation.optional() })
    .strict()
    .optional(),
});

/** An image's address: http(s) or a path on the shop; never data:, javascript: and the like. */
const imageSource = text(2048).refine(
  (value) => {
    const scheme = schemeOf.exec(value)?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https';
  },
  { message: 'must be an http(s) address or a path' },
);
const themeColour = z.string().regex(THEME_COLOUR, 'must be a colour written #rrggbb');

const designTheme = z.object({
  background: themeColour.optional(),
  text: themeColour.optional(),
  accent: themeColour.optional(),
  font_scale: z.enum(FONT_SCALES).optional(),
  align: z.enum(TEXT_ALIGNMENTS).optional(),
});

const CHOICE_KINDS = new Set(['select', 'checkbox', 'radio']);

const formField = z
  .object({
    kind: z.enum(FORM_FIELD_KINDS),
    label: text(200).trim().min(1),
    placeholder: text(200).optional(),
    required: z.boolean().optional(),
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a letter, then letters, digits, _ or -')
      .optional(),
    options: z.array(text(200).trim().min(1)).min(1).max(100).optional(),
    email_validation: z.enum(EMAIL_VALIDATION_MODES).optional(),
    phone_validation: z.enum(PHONE_VALIDATION_MODES).optional(),
    value: text(500).optional(),
  })
  .refine((field) => !CHOICE_KINDS.has(field.kind) || (field.options?.length ?? 0) > 0, {
    message: 'a select, checkbox or radio field needs its options',
    path: ['options'],
  });

const formBlock = z
  .object({
    type: z.literal('form'),
    fields: z.array(formField).min(1).max(DESIGN_MAX_FORM_FIELDS),
    submit_label: text(200).trim().min(1),
    consent: text(500).trim().min(1).optional(),
    mailing_list: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a mailing list id')
      .optional(),
  })
  .superRefine((form, context) => {
    // Each value needs a name of its own in the lead.
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      const name = field.name ?? field.kind;
      if (seen.has(name)) {
        context.addIssue({
          code: 'custom',
          message: 'two fields have this name: give the second its own `name`',
          path: ['fields', index, 'name'],
        });
      }
      seen.add(name);
    });
  });

const designBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    text: text(300).trim().min(1),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.object({ type: z.literal('text'), text: text(2000).trim().min(1) }),
  z.object({
    type: z.literal('image'),
    src: imageSource,
    alt: text(500),
    width: z.number().int().min(1).max(4000).optional(),
    height: z.number().int().min(1).max(4000).optional(),
  }),
  z
    .object({
      type: z.literal('button'),
      label: text(200).trim().min(1),
      action: z.enum(BUTTON_ACTIONS),
      href: linkTarget.optional(),
    })
    .refine((button) => button.action !== 'link' || (button.href ?? '').trim() !== '', {
      message: 'a link button needs its address',
      path: ['href'],
    }),
  formBlock,
  z.object({
    type: z.literal('coupon'),
    code: text(100).trim().min(1),
    caption: text(300).optional(),
  }),
  z.object({ type: z.literal('countdown') }),
  z.object({ type: z.literal('products') }),
  z.object({ type: z.literal('html'), html: multiLineText(16 * 1024) }),
  // A news ticker: one to ten short one-line messages, the next every 3 to 60 s (7 s unset).
  z.object({
    type: z.literal('ticker'),
    messages: z
      .array(oneLineText(NEWS_TICKER_MESSAGE_MAX_CHARS).trim().min(1))
      .min(1)
      .max(NEWS_TICKER_MAX_MESSAGES),
    interval_ms: z.number().int().min(NEWS_TICKER_MIN_MS).max(NEWS_TICKER_MAX_MS).optional(),
  }),
]);

const designTeaser = z.object({
  text: oneLineText(80).trim().min(1),
  show: z.enum(TEASER_SHOW_MODES),
  side: z.enum(TEASER_SIDES).optional(),
});

const designDocument = z.object({
  theme: designTheme.optional(),
  blocks: z.array(designBlock).max(DESIGN_MAX_BLOCKS),
  teaser: designTeaser.optional(),
  thank_you: z.array(designBlock).max(DESIGN_MAX_BLOCKS).optional(),
});

export const popupTypes = POPUP_TYPES;

/**
 * The popup in one more language (core's PopupTranslation): what a page in that language is shown
 * in place of the popup's own design and template.
 */
const translation = z
  .object({
    design: designDocument.optional(),
    poptin: multiLineText(48 * 1024).optional(),
  })
  .strict();

/** A popup as the owner sends it: everything in core's Popup except its id, which we assign. */
export const popupBodySchema = z.object({
  poptin_name: oneLineText(200).trim().min(1),
  poptin_target: z.enum(['lead', 'click', 'social_proof', 'others']),
  poptin_type: z.enum(popupTypes),
  poptin_format: z
    .string()
    .regex(/^format_\d{1,3}$/, 'must be format_ and a number')
    .transform((value) => value as `format_${number}`),
  poptin_url: text().optional(),
  poptin: multiLineText(48 * 1024).optional(),
  account_id: text(100).optional(),
  viewer_id: text(100).optional(),
  display: z.boolean().optional(),
  cookie: text(200).optional(),
  is_teasers_on: wireFlag.optional(),
  if_poptin_credit: wireFlag.optional(),
  on_click: wireFlag.optional(),
  ab_test: wireFlag.optional(),
  ab_test_parent_id: popupIdSchema.nullable().optional(),
  auto_pilot_trigger: wireFlag.optional(),
  poptin_new_session: wireFlag.optional(),
  x_close_button: wireFlag.optional(),
  stop_showing_to_converted_users: wireFlag.optional(),
  wheel_has_coupon: wireFlag.optional(),
  shopify_product_settings: z
    .object({
      category: z.enum(['last_visited', 'product_in_cart', 'manual', 'product_collection']),
      manual_products: z.array(text(100)).max(50).optional(),
      collection: text(200).optional(),
      count: z.number().int().min(0).max(50),
      buttons_action: z.enum([
        'add_to_cart',
        'add_to_cart_redirect',
        'redirect',
        'redirect_blank',
        'no_buttons',
      ]),
    })
    .optional(),
  poptin_size: z.object({
    width: z.number().int().min(1).max(10_000),
    height: z.number().int().min(1).max(10_000),
  }),
  gamified_prize: z.array(gamifiedPrize).max(GAMIFIED_PRIZES_MAX).optional(),
  poptin_trigger: z
    .object({
      close_trigger: z
        .enum(['cancel_click', 'auto_close', 'bg_click', 'timer', 'submit', 'x_click', ''])
        .optional(),
      convert: z.boolean().optional(),
    })
    .optional(),
  d_f_a: displayFrequency.optional(),
  d_f_r: displayFrequency.optional(),
  design_properties: designProperties,
  design: designDocument.optional(),
  translations: z
    .object({
      en: translation.optional(),
      he: translation.optional(),
    })
    .strict()
    .optional(),
  ...triggerFields,
});

export type PopupBody = z.infer<typeof popupBodySchema>;

/**
 * A popup as the owner API takes it: the body above, whose format must be one its type has (spec
 * §9 formats per type, core's POPUP_FORMAT_COUNTS); refused naming `poptin_format`.
 */
export const popupWriteSchema = popupBodySchema.superRefine((popup, ctx) => {
  if (!typeHasFormat(popup.poptin_type, popup.poptin_format)) {
    const count = (POPUP_FORMAT_COUNTS as Record<string, number>)[popup.poptin_type];
    ctx.addIssue({
      code: 'custom',
      path: ['poptin_format'],
      message: `a ${popup.poptin_type} popup has formats format_1 to format_${count}`,
    });
  }
});

const contentFields = {
  poptin: true,
  design: true,
  poptin_size: true,
  design_properties: true,
  gamified_prize: true,
  shopify_product_settings: true,
  x_close_button: true,
  wheel_has_coupon: true,
  poptin_trigger: true,
  translations: true,
} as const satisfies Record<PopupContentField, true>;

/**
 * A popup as display answers carry it (core's DisplayedPopup): its content left for poptin_url.
 * Strict, so a field sent but not documented fails the tests that check answers against it.
 */
export const displayedPopupSchema = popupBodySchema
  .omit({ ...contentFields, poptin_url: true })
  .extend({ poptin_id: popupIdSchema, poptin_url: z.string() })
  .strict();

/** What GET {poptin_url} answers (core's PopupContent): one language's content, no translations. */
export const popupContentSchema = popupBodySchema
  .pick(contentFields)
  .omit({ translations: true })
  .extend({
    poptin_id: popupIdSchema,
    version: z.string(),
    // Each prize's words are already the page's language (site-snapshot.ts): no translations.
    gamified_prize: z
      .array(gamifiedPrize.omit({ translations: true }))
      .max(GAMIFIED_PRIZES_MAX)
      .optional(),
  })
  .strict();

/** Popup lifecycle: only live popups are served; a draft is served to its preview only. */
export const popupStatuses = ['draft', 'live', 'paused'] as const;
export type PopupStatus = (typeof popupStatuses)[number];

// Compile-time agreement with core: a parsed body plus an id is a Popup, and every field of core's
// Popup is known here (an added core field without a schema entry fails to compile).
type Assert<T extends true> = T;
export type BodyIsPopup = Assert<PopupBody & { poptin_id: string } extends Popup ? true : false>;
export type NoFieldMissing = Assert<
  Exclude<keyof Popup, keyof PopupBody | 'poptin_id'> extends never ? true : false
>;
export type DesignFieldsKnown = Assert<
  Exclude<keyof DesignProperties, keyof z.infer<typeof designProperties>> extends never
    ? true
    : false
>;
export type PrizeFieldsKnown = Assert<
  Exclude<keyof GamifiedPrize, keyof z.infer<typeof gamifiedPrize>> extends never ? true : false
>;
export type TriggerFieldsKnown = Assert<
  Exclude<keyof TriggerFields, keyof typeof triggerFields> extends never ? true : false
>;
/** Each type fits the other: a parsed value is the core type, and every core value parses. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type DesignDocumentAgrees = Assert<Same<z.infer<typeof designDocument>, DesignDocument>>;
export type DesignBlocksAgree = Assert<Same<z.infer<typeof designBlock>, DesignBlock>>;
export type ThemeFieldsKnown = Assert<
  Exclude<keyof DesignTheme, keyof z.infer<typeof designTheme>> extends never ? true : false
>;
export type FormFieldsKnown = Assert<
  Exclude<keyof FormField, keyof z.infer<typeof formField>> extends never ? true : false
>;
