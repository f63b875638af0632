// Hebrew messages of the owner's Privacy requests page (/admin/privacy). Owner-only group
// `privacyAdmin`. Spread into he.ts.
import type { privacyAdminEn } from './privacy-admin-en.ts';

export const privacyAdminHe: Record<keyof typeof privacyAdminEn, string> = {
  'privacyAdmin.nav': 'בקשות פרטיות',
  'privacyAdmin.title': 'בקשות פרטיות',
  'privacyAdmin.intro':
    'כשמישהו שואל מה החנות שומרת עליו, או מבקש למחוק זאת: מצאו הכול לפי כתובת האימייל, תנו לו עותק או מחקו.',
  'privacyAdmin.email': 'כתובת האימייל שלו',
  'privacyAdmin.find': 'חיפוש',
  'privacyAdmin.finding': 'מחפשים…',
  'privacyAdmin.foundTitle': 'מה שמור על {email}',
  'privacyAdmin.nothing': 'לא שמור דבר על {email}.',
  'privacyAdmin.caption': 'רשומות על {email}, לפי סוג',
  'privacyAdmin.colKind': 'סוג',
  'privacyAdmin.colCount': 'רשומות',
  'privacyAdmin.open': 'פתיחת {kind}',
  'privacyAdmin.export': 'ייצוא (JSON)',
  'privacyAdmin.exported': 'הייצוא של {email} ירד.',
  'privacyAdmin.erase': 'מחיקת הכול…',
  'privacyAdmin.eraseTitle': 'למחוק את כל מה ששמור על {email}?',
  'privacyAdmin.eraseGoes':
    'יימחקו לצמיתות: הלידים שלו (עם קודים שהונפקו לו ולא נוצלו), ההרשמות, ההודעות ורשומות הטפסים עם הקבצים, חשבון הלקוח, הביקורות והפעילות בפופאפים.',
  'privacyAdmin.eraseKept':
    'יישמרו להנהלת החשבונות, בלי האדם: הזמנות שומרות מספר, שורות, סכומים, קופונים, החזרים ומדינה, ומאבדות שם, כתובת, טלפון, אימייל, הערה ודואר; שימושים בקופונים ורשומות טפסים ששולמו שומרים את הסכומים.',
  'privacyAdmin.eraseCopies':
    'עותקים שכבר נשלחו (וובהוקים, דואר, קובצי CSV) אינם מוחזרים. אם ביקש עותק, ייצאו קודם.',
  'privacyAdmin.eraseConfirm': 'מחיקה',
  'privacyAdmin.erasedTitle': '{email} נמחק',
  'privacyAdmin.erasedCaption': 'מה נעשה, לפי סוג',
  'privacyAdmin.colRemoved': 'נמחקו',
  'privacyAdmin.colAnonymised': 'נשמרו בלי האדם',
  'privacyAdmin.failed': 'זה לא הצליח: {reason}',
  'privacyAdmin.kind.leads': 'לידים',
  'privacyAdmin.kind.couponCodes': 'קודי קופון ושימושים',
  'privacyAdmin.kind.subscribers': 'הרשמות לרשימות תפוצה',
  'privacyAdmin.kind.messages': 'הודעות מטופס יצירת קשר',
  'privacyAdmin.kind.formEntries': 'רשומות טפסים',
  'privacyAdmin.kind.customer': 'חשבון לקוח',
  'privacyAdmin.kind.orders': 'הזמנות',
  'privacyAdmin.kind.reviews': 'ביקורות מוצרים',
  'privacyAdmin.kind.popupActivity': 'פעילות בפופאפים אחרי המרה',
};
