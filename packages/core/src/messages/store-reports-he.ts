// Hebrew messages of the owner's store reports page (/admin/browse-abandonment). Spread into he.ts.
import type { storeReportsEn } from './store-reports-en.ts';

export const storeReportsHe: Record<keyof typeof storeReportsEn, string> = {
  'storeReports.title': 'נטישת גלישה',
  'storeReports.intro':
    'מוצרים שלקוחות מחוברים של חנויות Shopify צפו בהם או השאירו בעגלה, כפי שהווידג׳ט דיווח 5 שניות אחרי שכל דף הוצג. החדשים ראשונים.',
  'storeReports.leadsLink': 'נטישת גלישה מחנויות ה־Shopify שלך',
  'storeReports.caption': 'דיווחים {from}–{to} מתוך {count}',
  'storeReports.customer': 'לקוח',
  'storeReports.when': 'דווח',
  'storeReports.kind': 'מה',
  'storeReports.products': 'מוצרים',
  'storeReports.cartValue': 'שווי העגלה',
  'storeReports.site': 'אתר',
  'storeReports.kind.abandonment': 'צפה',
  'storeReports.kind.cart': 'בעגלה',
  'storeReports.noValue': '—',
  'storeReports.emptyTitle': 'אין דיווחים עדיין',
  'storeReports.emptyBody':
    'כשלקוח מחובר של חנות Shopify עם הווידג׳ט שלך צופה במוצרים או משאיר אותם בעגלה, הם יופיעו כאן.',
  'storeReports.pages': 'דפי הדיווחים',
  'storeReports.previous': 'חדשים יותר',
  'storeReports.next': 'ישנים יותר',
  'storeReports.pageOf': 'עמוד {page} מתוך {pages}',
  'storeReports.api': 'אותם דיווחים בממשק ה־API של הפלטפורמה:',
};
