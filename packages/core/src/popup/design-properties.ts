// How a popup looks and closes (spec §3 design_properties). Wire names kept exactly, typos included.
import type { WireFlag } from './wire-flag.ts';

export interface Coupon {
  code: string;
  coupon_type: string;
}

export type CloseOptionsType = 'closing_options-x' | 'closing_options-button' | 'closing_options-';

/** 0, 1 or 2: which countdown timer format `timer` is written in. */
export type TimerVersion = 0 | 1 | 2;

export interface DesignProperties {
  poptin_location?: string;
  timer_ver?: TimerVersion;
  /** 'timerTime@minutes|seconds', or 'date|time|gmt-offset'. */
  timer?: string;
  switch_mobile_editor?: WireFlag;
  poptin_design_close_options_type?: CloseOptionsType;
  poptin_design_show_x_after_sec?: number;
  poptin_design_show_x_comment?: string;
  poptin_design_auto_close?: WireFlag;
  poptin_design_auto_close_sec?: number;
  poptin_design_close_on_screen_click?: WireFlag;
  poptin_design_content_lock?: WireFlag;
  poptin_design_entry_effect?: string;
  poptin_design_exit_effect?: string;
  field_checkbox_required?: WireFlag;
  field_checkbox_default_marked?: WireFlag;
  disable_post_play_screen?: WireFlag;
  poptin_design_redirect?: WireFlag;
  poptin_design_redirect_url?: string;
  poptin_design_redirect_send_form_data?: WireFlag;
  poptin_design_thank_screen?: WireFlag;
  poptin_design_thank_screen_auto_close?: WireFlag;
  poptin_design_thank_screen_auto_close_sec?: number;
  coupon?: Coupon;
  /** 'variantId@quantity@redirectFlag', like the numbered ones below. */
  add_to_cart?: string;
  shopify_add_to_cart_2?: string;
  shopify_add_to_cart_3?: string;
  shopify_add_to_cart_4?: string;
  shopify_add_to_cart_5?: string;
  shopify_add_to_cart_6?: string;
  /**
   * Our addition: the cart value `{{shpfy_thres}}` names and `{{shpfy_gap}}` counts down to, in
   * major units (a free-shipping minimum, 50). Without it, a cart-value rule's figure.
   */
  cart_threshold?: number;
}
