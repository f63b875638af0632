// The targeting vocabulary a popup carries on the wire (spec §3 "Trigger fields"). The targeting
// engine reads these; the editor writes them. Names and values are the spec's.
import type { Language } from '../messages/translate.ts';
import type { WireFlag } from './wire-flag.ts';

/** How a value is compared in a `rule|:|value` pair. */
export type MatchRuleName =
  'contain' | 'exact' | 'start' | 'end' | 'greater_than' | 'less_than' | 'any_value';

/** Whether a matching condition lets the popup show or keeps it away. */
export type ShowMode = 'show' | 'dont_show';

/**
 * One JavaScript-variable condition. js_name_pair is the variable's name (a plain name, or
 * `exact|:|name`); js_value_pair is `rule|:|value`; js_show_pair is `show` or `dont_show`.
 */
export interface JsFilterEntry {
  js_name_pair: string;
  js_value_pair: string;
  js_show_pair: string;
}

/**
 * One cookie condition. cookie_name_pair is a plain cookie name or `rule|:|name` (e.g.
 * `start|:|_ga` for any cookie whose name starts with _ga); the others as for JsFilterEntry.
 */
export interface CookieFilterEntry {
  cookie_name_pair: string;
  cookie_value_pair: string;
  cookie_show_pair: string;
}

/**
 * A page-address rule (our addition; the spec names URL targeting without a shape). A value that
 * starts with `/` is compared with the path, query and hash only; any other value with the whole
 * address. `exact` ignores one trailing slash on either side.
 */
export interface PageRule {
  rule: MatchRuleName;
  value: string;
}

/** Which devices a popup is meant for (our addition; absent means all, or mobile for type mobile). */
export type DeviceTarget = 'all' | 'mobile' | 'desktop';

/** Comparisons allowed in cart rules (spec §9). */
export type CartComparison = 'greater_than' | 'equal' | 'greater_than_or_equal';

/** What a cart rule measures: the cart's value (price/100) or its number of items. */
export type CartMeasure = 'cart_value' | 'item_count';

/** Display-frequency rules (spec §3, §4). The suffix numbers are the editor's option ids. */
export type DisplayFrequency =
  | { rule: 'display_once_a_visitor_2' }
  | { rule: 'display_once_every_few_days_3'; days: number }
  | { rule: 'display_once_every_few_visiting_4'; visits: number }
  | { rule: 'display_everytime_everypage_5' };

/** A trigger value that is either off ('no') or a number (seconds, percent, count). */
export type NumberOrOff = 'no' | number;

export interface TriggerFields {
  display_after_sec_active?: NumberOrOff;
  display_after_sec_active_on?: 'page' | 'website';
  /** Percent of the page scrolled. */
  display_after_scroll_active?: NumberOrOff;
  display_after_page_click_number_active?: NumberOrOff;
  display_after_visit_page_active?: NumberOrOff;
  display_after_inactive_seconds_active?: NumberOrOff;
  display_after_exit_website_active?: 'yes' | 'no';
  display_if_adblock_active?: WireFlag;

  shopify_cart_trigger_active?: WireFlag;
  shopify_cart_trigger_action?: CartMeasure;
  /** Product ids the trigger is about, as the editor saved them. */
  shopify_cart_trigger_products?: string;
  shopify_cart_trigger_cart_spec_filter?: CartComparison;
  /** Threshold in major units for cart_value (e.g. 49.90), a count for item_count. */
  shopify_cart_trigger_cart_spec_value?: number | string;
  wix_cart_trigger_active?: WireFlag;
  wix_cart_trigger_action?: CartMeasure;
  wix_cart_trigger_products?: string;
  wix_cart_trigger_cart_spec_filter?: CartComparison;
  wix_cart_trigger_cart_spec_value?: number | string;

  /** `show|dont_show` `|` `seen_poptin|not_seen|closed|converted` `|` `embedded|other` `|` id or `any`. */
  engagement_with_other_poptin_filter?: string;
  engagement_with_other_poptin_filter_active?: WireFlag;

  source_code_target_active?: WireFlag;
  source_code_target_html?: string;
  source_code_target_role?: 'contain' | 'not_contain';

  display_if_specific_js_active?: WireFlag;
  js_filter?: JsFilterEntry[];
  display_if_specific_cookie_active?: WireFlag;
  cookie_filter?: CookieFilterEntry[];

  show_on_pages?: PageRule[];
  hide_on_pages?: PageRule[];
  display_on_device?: DeviceTarget;
  /**
   * Which visitors' countries it is for (our addition; the spec's answer names the visitor's
   * country): `show` only to these ISO 3166 codes, or `dont_show` to them. Decided by the server,
   * which knows the country (the remembered `cc`, else the address's).
   */
  display_in_countries?: VisitorListRule;
  /** Which visitors' languages (the browser's, as the display answer's `lang` is chosen). */
  display_in_languages?: { mode: ShowMode; values: Language[] };
}

/** A rule over a list of visitor values: show only to them, or to everyone but them. */
export interface VisitorListRule {
  mode: ShowMode;
  values: string[];
}
