// Hebrew messages of the dashboard's overview (keys as overview-en.ts). Spread into he.ts.
import type { overviewEn } from './overview-en.ts';

export const overviewHe: Record<keyof typeof overviewEn, string> = {
  'overview.title': 'סקירה',
  'overview.intro': 'מה המצב של {shop} היום והחודש, ומה מחכה לכם.',
  'overview.today': 'היום',
  'overview.month': 'החודש',
  'overview.orders': 'הזמנות',
  'overview.revenue': 'הכנסות',
  'overview.ordersCount': '{count} הזמנות',
  'overview.seeOrders': 'להזמנות',
  'overview.bestSellers': 'הנמכרים ביותר החודש',
  'overview.bestSellersNone': 'עוד לא נמכר דבר החודש.',
  'overview.sold': '{count} נמכרו',
  'overview.lowStock': 'מלאי נמוך',
  'overview.lowStockNone': 'שום דבר לא עומד להיגמר.',
  'overview.left': 'נשארו {count}',
  'overview.outOfStock': 'אזל מהמלאי',
  'overview.reviews': 'ביקורות ממתינות',
  'overview.reviewsNone': 'אין ביקורות שממתינות לכם.',
  'overview.reviewsCount': '{count} ממתינות לאישור',
  'overview.moderate': 'לאישור ביקורות',
  'overview.counted': 'נספרות הזמנות בטיפול, שהושלמו או בהמתנה (להעברה בנקאית).',
};
