// The few lead-form words drawn with the form itself (the phone pattern's title, the select's
// search box), apart from the rest of lead-messages.ts: the widget's renderer draws every form at
// once and carries only these; the messages of the checks come with the rules' lazy chunk.
import type { Language } from '../messages/translate.ts';

export const drawingMessages = {
  en: {
    phoneTitle: 'Please enter 7 to 15 digits and avoid using letters or symbols',
    search: 'Search...',
    noResults: 'No results found',
    chooseDate: 'Choose date',
  },
  he: {
    phoneTitle: 'נא להזין 7 עד 15 ספרות ולהימנע מאותיות או סמלים',
    search: 'חיפוש...',
    noResults: 'לא נמצאו תוצאות',
    chooseDate: 'בחירת תאריך',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DrawingMessageKey = keyof (typeof drawingMessages)['en'];

/** One of the drawing words in the popup's language. */
export const drawingMessage = (lang: Language, key: DrawingMessageKey): string =>
  drawingMessages[lang][key];
