// Hebrew messages of the dashboard's orders (keys as admin-orders-en.ts). Spread into he.ts.
import type { adminOrdersEn } from './admin-orders-en.ts';

export const adminOrdersHe: Record<keyof typeof adminOrdersEn, string> = {
  'orderNoteMail.subject': '[{shop}] הערה על ההזמנה שלכם {number}',
  'orderNoteMail.intro': 'הוספנו הערה להזמנה שלכם {number}:',
};
