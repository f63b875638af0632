// Hebrew messages of the store display settings (keys as store-settings-en.ts). Spread into he.ts.
import type { storeSettingsEn } from './store-settings-en.ts';

export const storeSettingsHe: Record<keyof typeof storeSettingsEn, string> = {
  'storeSettings.tab': 'מטבע, ביקורות ודוגמיות',
  'storeSettings.title': 'מטבע, ביקורות ודוגמיות',
  'storeSettings.intro':
    'איך מוצגים המחירים, מה חייב להיות בביקורת, ואיך מתנהגות האפשרויות של מוצר.',
  'storeSettings.currencyTitle': 'מטבע',
  'storeSettings.currency': 'מטבע',
  'storeSettings.currencyHint':
    'המחירים מוצגים ונגבים בו; הסכומים נכתבים כמו שכותבים אותם בשפת המבקרים, למשל {example}.',
  'storeSettings.reviewsTitle': 'ביקורות',
  'storeSettings.moderation': 'להשהות ביקורות חדשות עד שאאשר אותן',
  'storeSettings.ratingsRequired': 'ביקורת חייבת לכלול דירוג כוכבים',
  'storeSettings.requiredRatingText': 'ההודעה כשהדירוג חסר',
  'storeSettings.requiredRatingTextHint': 'השאירו ריק להודעה הרגילה.',
  'storeSettings.swatchesTitle': 'אפשרויות מוצר (דוגמיות)',
  'storeSettings.showLabel': 'להציג את שם האפשרות שנבחרה ליד המאפיין',
  'storeSettings.labelSeparator': 'בין המאפיין לאפשרות',
  'storeSettings.showStock': 'להציג כמה נשארו כשנשארו מעט',
  'storeSettings.stockThreshold': 'להציג „נשארו רק N” מהכמות הזאת ומטה',
  'storeSettings.disableOutOfStock': 'למחוק בקו אפשרויות שאזלו',
  'storeSettings.clickableOutOfStock': 'לאפשר בכל זאת לבחור אפשרויות שאזלו',
  'storeSettings.clearOnReselect': 'בחירה חוזרת באפשרות שנבחרה מבטלת אותה',
  'storeSettings.deselectUnavailable': 'לבטל בחירות שכבר לא מתאימות זו לזו',
  'storeSettings.outOfStockTooltip': 'טקסט הסבר על אפשרות שאזלה',
  'storeSettings.unavailableTooltip': 'טקסט הסבר על אפשרות שלא מתאימה',
  'storeSettings.tooltipHint': 'השאירו ריק לטקסט הרגיל.',
  'storeSettings.save': 'שמירת ההגדרות',
};
