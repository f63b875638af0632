// The calendar's own words, in the popup's language; they ship in the calendar's lazy chunk. The
// button that opens it says "Choose date" from core's drawing words, which every form carries.
// Month and weekday names are the browser's (Intl.DateTimeFormat), not ours.
import type { Language } from '@pinwheel/core';

export const pickerWords = {
  en: { previousMonth: 'Previous month', nextMonth: 'Next month' },
  he: { previousMonth: 'החודש הקודם', nextMonth: 'החודש הבא' },
} as const satisfies Record<Language, Record<string, string>>;

/** The locale the names come in: British English writes "Friday 27 November 2026", day first like the field. */
export const pickerLocale = (lang: Language): string => (lang === 'he' ? 'he-IL' : 'en-GB');
