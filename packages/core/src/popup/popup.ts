// A popup as the display protocol sends it (spec §3 "Popup (from server)"). Wire names are the
// spec's so a site built for that widget can switch without changes.
import type { DesignDocument } from './design-document.ts';
import type { DesignProperties } from './design-properties.ts';
import type { GamifiedPrize } from './gamified-prize.ts';
import type { DisplayFrequency, TriggerFields } from './targeting-fields.ts';
import type { WireFlag } from './wire-flag.ts';
import type { Language } from '../messages/translate.ts';

export type PopupTarget = 'lead' | 'click' | 'social_proof' | 'others';

/** Every popup type, in the order the dashboard lists them. */
export const POPUP_TYPES = [
  'lightbox',
  'gamified',
  'bar',
  'bside',
  'sside',
  'social',
  'browsing',
  'fullpage',
  'mobile',
  'embedded',
  'content',
] as const;

export type PopupType = (typeof POPUP_TYPES)[number];

/** 'format_2', 'format_8', … (spec §9 gives each type's format count). */
export type PopupFormat = `format_${number}`;

/** Why a popup closed (spec §4). */
export type CloseTrigger =
  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click';

export interface PopupTriggerState {
  close_trigger?: CloseTrigger | '';
  convert?: boolean;
}

export interface PopupSize {
  width: number;
  height: number;
}

/** Which shop products a recommendation block shows (spec §3 "Shop product selection"). */
export interface ShopProductSelection {
  category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
  /** Product ids for `manual`. */
  manual_products?: string[];
  /** `product_collection`: a category's id or slug (our addition: the spec's selection names none). */
  collection?: string;
  /** How many to ask for; the block shows at most 3 (0: 3). */
  count: number;
  buttons_action:
    'add_to_cart' | 'add_to_cart_redirect' | 'redirect' | 'redirect_blank' | 'no_buttons';
}

export interface Popup extends TriggerFields {
  poptin_id: string;
  poptin_name: string;
  poptin_target: PopupTarget;
  poptin_type: PopupType;
  poptin_format: PopupFormat;
  /** Where the popup's content is fetched (popup-content.ts): set in display answers. */
  poptin_url?: string;
  /** Template html. */
  poptin?: string;
  account_id?: string;
  viewer_id?: string;
  display?: boolean;
  cookie?: string;
  is_teasers_on?: WireFlag;
  if_poptin_credit?: WireFlag;
  on_click?: WireFlag;
  ab_test?: WireFlag;
  /** The original popup of an A/B test; variants share it. */
  ab_test_parent_id?: string | null;
  auto_pilot_trigger?: WireFlag;
  poptin_new_session?: WireFlag;
  x_close_button?: WireFlag;
  stop_showing_to_converted_users?: WireFlag;
  wheel_has_coupon?: WireFlag;
  shopify_product_settings?: ShopProductSelection;
  poptin_size: PopupSize;
  gamified_prize?: GamifiedPrize[];
  poptin_trigger?: PopupTriggerState;
  /** Display-frequency rules; when both are set, both must allow the popup. */
  d_f_a?: DisplayFrequency;
  d_f_r?: DisplayFrequency;
  design_properties: DesignProperties;
  /** What the popup shows as typed blocks; without it, the template (`poptin`) is shown. */
  design?: DesignDocument;
  /**
   * The popup in other languages: a page whose display answer's `lang` has an entry here is served
   * that entry's `design` and `poptin` in place of the popup's own (which are in its first language).
   */
  translations?: PopupTranslations;
}

/** What a popup shows in one more language: its design document and/or its template. */
export interface PopupTranslation {
  design?: DesignDocument;
  poptin?: string;
}

export type PopupTranslations = Partial<Record<Language, PopupTranslation>>;
