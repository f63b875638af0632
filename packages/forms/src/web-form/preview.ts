// The builder's live preview (the real component drawn from a definition being edited): a
// published form made in the browser, with the server's default settings, that is never sent.
// The preview's own words, in English and Hebrew, live here beside it.
import {
  DEFAULT_FILE_EXTENSIONS,
  type Language,
  type WebFormDefinition,
} from '@pinwheel/core/web-forms';
import type { PublishedWebForm } from './web-form-client.ts';

const MB = 1024 * 1024;

const previewWords = {
  en: {
    checked: 'Preview: every field is filled in correctly. Nothing was sent.',
    note: 'Preview',
  },
  he: {
    checked: 'תצוגה מקדימה: כל השדות מולאו כראוי. דבר לא נשלח.',
    note: 'תצוגה מקדימה',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function previewMessage(lang: Language, key: keyof (typeof previewWords)['en']): string {
  return previewWords[lang][key];
}

export interface PreviewOptions {
  id?: string;
  name?: string;
  lang: Language;
  /** The country select's choices (the server's list in the visitor's language). */
  countries?: Array<{ code: string; name: string }>;
  countriesWithoutStates?: string[];
}

/** A form to draw in preview mode from a definition, with the server's default settings. */
export function previewWebForm(
  definition: WebFormDefinition,
  options: PreviewOptions,
): PublishedWebForm {
  return {
    id: options.id ?? 'preview',
    name: options.name ?? '',
    version: 0,
    definition,
    settings: {
      ajaxUrl: '',
      captchaUrl: '',
      tokenLifetimeMs: 60 * 60 * 1000,
      postMaxBytes: 20 * MB,
      fileMaxBytes: 10 * MB,
      defaultExtensions: [...DEFAULT_FILE_EXTENSIONS],
      mailcheckDomains: [],
      countries: options.countries ?? [],
      countriesWithoutStates: options.countriesWithoutStates ?? [],
      restrictedEmailFields: [],
      currency: definition.currency,
      locale: options.lang,
      modernMarkup: true,
    },
    token: '',
  };
}
