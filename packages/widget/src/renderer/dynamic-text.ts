// Dynamic text in a popup's own words (spec §9): only the spec's placeholders are filled, and
// everywhere the popup shows text (headings, texts, buttons, labels, coupon captions, the template
// and html blocks):
// - `{{country}}`: the visitor's country, in the popup's language;
// - `{{shpfy_value}}`, `{{shpfy_count}}`, `{{shpfy_thres}}`, `{{shpfy_gap}}`: the store cart's
//   figures, worded by the shop chunk (shop/cart-words.ts) and kept up as the cart changes; empty
//   where the page has no cart to read.
// Any other `{{name}}` stays as written: text from the page's address never goes into a popup's
// words, where a crafted link could make the popup say anything (URL parameters fill hidden form
// fields only). Free-plan popups (`if_poptin_credit`) show their text as written (spec §6). What
// comes in is text: React shows it as text, never as HTML.
import type { Language } from '@pinwheel/core';
import { createContext, useContext, useEffect, useState } from 'react';

export type TextFiller = (text: string) => string;

/** A `shpfy_…` placeholder's words now (shop/cart-words.ts). */
export type CartWords = (name: string) => string;

export interface TextOptions {
  lang: Language;
  /** ISO 3166 code, or empty. */
  country: string;
  freePlan: boolean;
}

const asWritten: TextFiller = (text) => text;

export const DynamicText = createContext<TextFiller>(asWritten);

export const useDynamicText = (): TextFiller => useContext(DynamicText);

/** A filler that follows the cart: `watch` hands over a new filler after each change. */
export interface LiveText {
  fill: TextFiller;
  watch?: ((next: (fill: TextFiller) => void) => () => void) | null;
}

/** The live filler's latest: components under the provider draw again after a cart change. */
export function useLiveText(text: LiveText): TextFiller {
  const [fill, setFill] = useState(() => text.fill);
  useEffect(() => text.watch?.((next) => setFill(() => next)), [text]);
  return fill;
}

const PLACEHOLDER = /\{\{\s*(country|shpfy_(?:value|count|thres|gap))\s*\}\}/g;

/** Whether any of the popup's words ask for the cart (then the shop chunk reads and follows it). */
export const mentionsCart = (words: string): boolean => /\{\{\s*shpfy_/.test(words);

export function textFiller(options: TextOptions, cartWords?: CartWords): TextFiller {
  if (options.freePlan) return asWritten;
  let country: string | undefined;
  const countryName = () => {
    try {
      return options.country
        ? (new Intl.DisplayNames([options.lang], { type: 'region' }).of(options.country) ??
            options.country)
        : '';
    } catch {
      return options.country;
    }
  };
  return (text) =>
    text.includes('{{')
      ? text.replace(PLACEHOLDER, (_match, name: string) =>
          name === 'country' ? (country ??= countryName()) : (cartWords?.(name) ?? ''),
        )
      : text;
}
