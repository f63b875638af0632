// What a popup shows, as a typed document the owner dashboard edits: an ordered list of blocks and
// a small theme. It is our own addition to the spec's popup (which only has template HTML, `poptin`):
// a popup with a `design` is drawn from its blocks; one without is drawn from its template. A popup
// is written in one language; which one (and so the text direction) is the display answer's `lang`.
// Field names are snake_case like the rest of the popup's JSON.

import {
  LEAD_FIELD_TYPES,
  type EmailValidationMode,
  type LeadFieldType,
  type PhoneValidationMode,
} from '../lead-form/field-entry.ts';

export const DESIGN_BLOCK_TYPES = [
  'heading',
  'text',
  'image',
  'button',
  'form',
  'coupon',
  'countdown',
  'products',
  'html',
  'ticker',
] as const;

export type DesignBlockType = (typeof DESIGN_BLOCK_TYPES)[number];

export interface HeadingBlock {
  type: 'heading';
  text: string;
  /** 1 is the largest; the first heading names the popup's dialog. */
  level: 1 | 2 | 3;
}

export interface TextBlock {
  type: 'text';
  text: string;
}

export interface ImageBlock {
  type: 'image';
  /** An http(s) address or a path on the shop. */
  src: string;
  /** What the image shows; empty for a decorative one. */
  alt: string;
  /** Its natural size in px: the space is kept while it loads; it never grows past the popup. */
  width?: number;
  height?: number;
}

export const BUTTON_ACTIONS = ['submit', 'close', 'link'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

export interface ButtonBlock {
  type: 'button';
  label: string;
  /** `submit` sends the popup's form, `close` closes it (`cancel_click`), `link` follows `href`. */
  action: ButtonAction;
  /** Where a `link` button goes: a web address, a path, or tel:, sms: or mailto:. */
  href?: string;
}

/** The kinds of field a form block has: the lead-form field types (spec §3 field entries). */
export const FORM_FIELD_KINDS = LEAD_FIELD_TYPES;
export type FormFieldKind = LeadFieldType;

export interface FormField {
  kind: FormFieldKind;
  label: string;
  placeholder?: string;
  required?: boolean;
  /**
   * The value's name in the lead: the kind when not set, so a second field of one kind needs its
   * own. Standard attributes (first_name, country, …) are stored under their fixed names.
   */
  name?: string;
  /** A select's, checkbox group's or radio group's choices, in order. */
  options?: string[];
  /** How an email field is checked; `check-typos` when not set (spec §5). */
  email_validation?: EmailValidationMode;
  /** How a phone field is checked; `basic` when not set (spec §5). */
  phone_validation?: PhoneValidationMode;
  /** A hidden field: the URL parameter it is filled from (`utm_source`), else this value as is. */
  value?: string;
}

export interface FormBlock {
  type: 'form';
  fields: FormField[];
  submit_label: string;
  /**
   * The consent checkbox's label (it is sent as `checkbox_checked`); none without it. Whether it
   * must be ticked and starts ticked: design_properties field_checkbox_required and _default_marked.
   */
  consent?: string;
  /** A mailing list's id: a lead who ticked the consent box joins it (the mailing-list module). */
  mailing_list?: string;
}

export interface CouponBlock {
  type: 'coupon';
  code: string;
  /** A line under the code: what it gives, until when. */
  caption?: string;
}

/** Places the countdown; its end is `design_properties.timer` (countdown-deadline.ts). */
export interface CountdownBlock {
  type: 'countdown';
}

/** Where the product recommendations will go (the products issue); draws nothing yet. */
export interface ProductsBlock {
  type: 'products';
}

/** The owner's own HTML, sanitised when drawn: no scripts, handlers or javascript: links. */
export interface HtmlBlock {
  type: 'html';
  html: string;
}

/**
 * A news ticker: the owner's messages shown one at a time, the next every `interval_ms` (7000 by
 * default, NEWS_TICKER_DEFAULT_MS), pausing while pointed at or focused and when the visitor
 * presses its pause button. Short lines: a bar has room for one.
 */
export interface TickerBlock {
  type: 'ticker';
  messages: string[];
  interval_ms?: number;
}

export type DesignBlock =
  | HeadingBlock
  | TextBlock
  | ImageBlock
  | ButtonBlock
  | FormBlock
  | CouponBlock
  | CountdownBlock
  | ProductsBlock
  | HtmlBlock
  | TickerBlock;

export const FONT_SCALES = ['small', 'medium', 'large'] as const;
export type FontScale = (typeof FONT_SCALES)[number];

export const TEXT_ALIGNMENTS = ['start', 'center'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** Colours are `#rrggbb`. Text on the background and on the accent should keep 4.5:1 contrast. */
export interface DesignTheme {
  background?: string;
  text?: string;
  /** Buttons, the coupon's border, focus rings. */
  accent?: string;
  font_scale?: FontScale;
  /** `start` follows the reading direction (left in English, right in Hebrew). */
  align?: TextAlignment;
}

/**
 * When the teaser tab shows (spec §2, the template's `data-tabshow`): `always` (while its popup is
 * not open), `before_show` (only while the popup has not been shown to this visitor), `after_close`
 * (once the visitor has closed the popup).
 */
export const TEASER_SHOW_MODES = ['always', 'before_show', 'after_close'] as const;
export type TeaserShowMode = (typeof TEASER_SHOW_MODES)[number];

/** Which bottom corner the teaser sits in: `start` is left in English and right in Hebrew. */
export const TEASER_SIDES = ['start', 'end'] as const;
export type TeaserSide = (typeof TEASER_SIDES)[number];

/** The small tab at the page's edge that opens the popup on click (when `is_teasers_on`). */
export interface DesignTeaser {
  text: string;
  show: TeaserShowMode;
  /** Its corner; without it, the side its popup sits on (a centred popup's: `start`). */
  side?: TeaserSide;
}

export interface DesignDocument {
  theme?: DesignTheme;
  blocks: DesignBlock[];
  teaser?: DesignTeaser;
  /** What the popup shows once its form is sent (the thank-you screen); a default line without it. */
  thank_you?: DesignBlock[];
}

/** Most blocks in one document, and most fields in one form. */
export const DESIGN_MAX_BLOCKS = 30;
export const DESIGN_MAX_FORM_FIELDS = 8;

/** A colour as the theme writes it. */
export const THEME_COLOUR = /^#[0-9a-f]{6}$/i;
