// The languages the app speaks, and the checks on them, apart from the message catalogue
// (translate.ts brings every message with it): a visitor script that only needs to know a language
// (the forms' one-tag embeds) imports this and stays small.
export const languages = ['en', 'he'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Text direction for a language: Hebrew is right-to-left. */
export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'he' ? 'rtl' : 'ltr';
}
