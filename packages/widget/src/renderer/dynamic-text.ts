// Dynamic text in a popup's own words (spec §9, issue 13): `{{country}}` becomes the visitor's
// country in the popup's language, and `{{name}}` the page address's `name` parameter
// (`{{utm_campaign}}`), empty when the page has none. Free-plan popups (`if_poptin_credit`) show
// their text as written (spec §6). What comes in is text: React shows it as text, never as HTML.
import type { Language } from '@pinwheel/core';
import { createContext, useContext } from 'react';

export type TextFiller = (text: string) => string;

const asWritten: TextFiller = (text) => text;

export const DynamicText = createContext<TextFiller>(asWritten);

export const useDynamicText = (): TextFiller => useContext(DynamicText);

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]{1,64})\s*\}\}/g;

export function textFiller(
  win: Window,
  options: { lang: Language; country: string; freePlan: boolean },
): TextFiller {
  if (options.freePlan) return asWritten;
  const params = new URLSearchParams(win.location.search);
  let countryName: string | null = null;
  const country = () => {
    if (countryName === null) {
      try {
        countryName = options.country
          ? (new Intl.DisplayNames([options.lang], { type: 'region' }).of(options.country) ??
            options.country)
          : '';
      } catch {
        countryName = options.country;
      }
    }
    return countryName;
  };
  return (text) =>
    text.includes('{{')
      ? text.replace(PLACEHOLDER, (_match, name: string) =>
          name === 'country' ? country() : (params.get(name) ?? ''),
        )
      : text;
}
