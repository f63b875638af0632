// Translates catalogue keys into the visitor's language inside components. Loaders and meta
// functions call translate() from @pinwheel/core with context.lang directly.
import { defaultLanguage, translate, type Language, type MessageKey } from '@pinwheel/core';
import { useShellData } from './shell-data.ts';

export interface Translation {
  lang: Language;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

export function useTranslation(): Translation {
  const lang = useShellData()?.lang ?? defaultLanguage;
  return { lang, t: (key, params) => translate(lang, key, params) };
}
