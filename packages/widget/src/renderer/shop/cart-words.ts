// The cart's figures in a popup's words (spec §9 placeholders): `{{shpfy_value}}` the cart's value
// (its `total_price / 100`, spec §9) in its currency, `{{shpfy_count}}` its item count,
// `{{shpfy_thres}}` the popup's threshold (`design_properties.cart_threshold`, else its cart-value
// rule's figure `shopify_cart_trigger_cart_spec_value`; major units) and `{{shpfy_gap}}` what the
// cart lacks to reach it, 0 once reached. An unknown cart leaves its figures empty, and so does a popup without a figure.
import type { DesignProperties, DisplayedPopup, Language } from '@pinwheel/core';
import type { CartWords } from '../dynamic-text.ts';

export interface CartFigures {
  value: number;
  count: number;
  /** ISO 4217; empty when the cart does not say (then a plain number is shown). */
  currency: string;
}

/** The popup's threshold (major units), when it has one. */
export function cartThreshold(
  popup: Partial<
    Pick<DisplayedPopup, 'shopify_cart_trigger_action' | 'shopify_cart_trigger_cart_spec_value'>
  >,
  properties: Pick<DesignProperties, 'cart_threshold'> = {},
): number | null {
  const own = properties.cart_threshold;
  if (typeof own === 'number' && Number.isFinite(own)) return own;
  if (popup.shopify_cart_trigger_action === 'item_count') return null;
  const raw = popup.shopify_cart_trigger_cart_spec_value;
  const value = typeof raw === 'number' ? raw : Number.parseFloat(String(raw ?? ''));
  return Number.isFinite(value) ? value : null;
}

function money(amount: number, currency: string, lang: Language): string {
  const locale = lang === 'he' ? 'he-IL' : 'en-US';
  try {
    if (currency) {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    }
  } catch {
    // An unknown currency code: the number alone below.
  }
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function cartWords(
  cart: CartFigures | null,
  threshold: number | null,
  lang: Language,
): CartWords {
  const currency = cart?.currency ?? '';
  return (name) => {
    switch (name) {
      case 'shpfy_value':
        return cart ? money(cart.value, currency, lang) : '';
      case 'shpfy_count':
        return cart ? String(cart.count) : '';
      case 'shpfy_thres':
        return threshold === null ? '' : money(threshold, currency, lang);
      case 'shpfy_gap':
        return cart && threshold !== null
          ? money(Math.max(0, threshold - cart.value), currency, lang)
          : '';
      default:
        return '';
    }
  };
}
