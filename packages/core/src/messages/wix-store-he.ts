// Hebrew messages of the Wix store section of /admin/integrations. Spread into he.ts.
import type { wixStoreEn } from './wix-store-en.ts';

export const wixStoreHe: Record<keyof typeof wixStoreEn, string> = {
  'wixStore.title': 'חנויות Wix',
  'wixStore.about':
    'באתר Wix הווידג׳ט שולח עם כל דף את מזהה העגלה של המבקר. חברו את האתר לחנות ה־Wix שלו וכל תשובה תכלול את המוצרים שבעגלה ואת הסכום הביניים. צרו מפתח API בחשבון ה־Wix שלכם (API Keys, עם הרשאת eCommerce לקריאת עגלות) והעתיקו את מזהה האתר מכתובת לוח הבקרה של האתר.',
  'wixStore.site': 'אתר',
  'wixStore.siteId': 'מזהה אתר Wix',
  'wixStore.siteIdHint': 'המזהה שאחרי ‎/dashboard/‎ בכתובת לוח הבקרה של האתר ב־Wix.',
  'wixStore.apiKey': 'מפתח API',
  'wixStore.apiKeyHint': 'מוצג כאן פעם אחת: לאחר מכן רק 4 התווים האחרונים שלו.',
  'wixStore.apiKeyReplaceHint':
    'השאירו ריק כדי להמשיך עם המפתח שבשימוש, או הדביקו מפתח חדש כדי להחליף אותו.',
  'wixStore.connect': 'חיבור',
  'wixStore.save': 'שמירה',
  'wixStore.connected': 'מחובר עם המפתח שמסתיים ב־{keyEnd} לאתר ה־Wix ‏{wixSite}',
  'wixStore.notConnected': 'לא מחובר: חלונות קופצים באתר זה לא קוראים עגלת Wix.',
  'wixStore.disconnect': 'ניתוק…',
  'wixStore.disconnectConfirm':
    'חלונות קופצים ב־{site} יפסיקו לקבל את עגלת ה־Wix. המפתח יימחק כאן; הוא נשאר בתוקף ב־Wix עד שתמחקו אותו שם.',
  'wixStore.disconnectDo': 'ניתוק {site}',
  'wixStore.saved': 'האתר חובר לחנות ה־Wix שלו.',
  'wixStore.removed': 'האתר כבר לא מחובר ל־Wix.',
  'wixStore.refused':
    'לא נשמר: מזהה אתר Wix הוא GUID (‏8-4-4-4-12 אותיות וספרות), ומפתח ה־API הוא שורה אחת של עד 2,000 תווים.',
  'wixStore.noSites': 'הוסיפו קודם אתר: חנות Wix מחוברת לאחד האתרים שלכם.',
};
