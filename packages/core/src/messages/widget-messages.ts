// The widget's own strings (spec popup-widget §2), kept apart from the storefront catalogue so the
// embed ships only these two small tables, not the whole shop's text.
import type { Language } from './translate.ts';

const en = {
  close: 'Close',
  closeIn: 'You can close this in',
  submit: 'Submit',
  skip: 'Skip',
  copied: 'Copied',
  copyCode: 'Copy code',
  timeLeft: 'Time left',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  thankYou: 'Thank you!',
  thankYouLine: 'We have received your details.',
  sendFailed: 'We could not send this. Please try again.',
  country: 'Country',
  previewBanner:
    'This is a preview of your popup. Please note that submission will not be functional.',
} as const;

export type WidgetMessageKey = keyof typeof en;

const he: Record<WidgetMessageKey, string> = {
  close: 'סגירה',
  closeIn: 'אפשר לסגור בעוד',
  submit: 'שליחה',
  skip: 'דלג',
  copied: 'הועתק',
  copyCode: 'העתקת הקוד',
  timeLeft: 'הזמן שנותר',
  days: 'ימים',
  hours: 'שעות',
  minutes: 'דקות',
  seconds: 'שניות',
  thankYou: 'תודה רבה!',
  thankYouLine: 'קיבלנו את הפרטים שלך.',
  sendFailed: 'לא הצלחנו לשלוח. נסו שוב.',
  country: 'מדינה',
  previewBanner: 'זוהי תצוגה מקדימה של הפופאפ שלך. שימו לב: שליחת הטופס לא תפעל.',
};

const widgetCatalogues: Record<Language, Record<WidgetMessageKey, string>> = { en, he };

export function widgetText(lang: Language, key: WidgetMessageKey): string {
  return widgetCatalogues[lang][key];
}
