// Hebrew messages of the shop's own settings page (keys as shop-settings-en.ts). Spread into he.ts.
import type { shopSettingsEn } from './shop-settings-en.ts';

export const shopSettingsHe: Record<keyof typeof shopSettingsEn, string> = {
  'shopSettings.tab': 'החנות',
  'shopSettings.title': 'החנות שלכם',
  'shopSettings.intro': 'השם שמופיע בכל עמוד, והשפה שמבקרים רואים קודם.',
  'shopSettings.name': 'שם החנות',
  'shopSettings.nameHint': 'מופיע בכותרת של כל עמוד, בשם הלשונית ובמיילים שאנחנו שולחים.',
  'shopSettings.language': 'שפת ברירת המחדל',
  'shopSettings.languageHint': 'מבקרים שלא בחרו שפה רואים את החנות בשפה הזאת; הם יכולים להחליף.',
  'shopSettings.languages': 'השפות שהחנות מציעה',
  'shopSettings.languagesHint':
    'מתג השפה מציג רק אותן; שפת ברירת המחדל מוצעת תמיד. כשיש רק אחת, המתג מוסתר.',
  'shopSettings.address': 'כתובת החנות',
  'shopSettings.addressHint':
    'מודפסת על חשבוניות ותעודות משלוח, ומתחת למיילים של ההזמנות. השאירו את כל השדות ריקים כדי לא להציג כתובת.',
  'shopSettings.country': 'מדינה',
  'shopSettings.noCountry': 'בחרו מדינה',
  'shopSettings.address1': 'רחוב ומספר',
  'shopSettings.address2': 'דירה, כניסה, קומה (לא חובה)',
  'shopSettings.city': 'עיר',
  'shopSettings.state': 'מחוז או אזור (לא חובה)',
  'shopSettings.postcode': 'מיקוד',
};
