// Hebrew messages of the price password (price-password-en.ts says what they cover).
import type { pricePasswordEn } from './price-password-en.ts';

export const pricePasswordHe: Record<keyof typeof pricePasswordEn, string> = {
  'pricePassword.hidden': 'המחירים מוצגים ללקוחות שיש להם את סיסמת החנות.',
  'pricePassword.toggle': 'הזינו את הסיסמה כדי לראות מחירים',
  'pricePassword.label': 'סיסמת החנות',
  'pricePassword.submit': 'הצגת מחירים',
  'pricePassword.sending': 'בודקים…',
  'pricePassword.required': 'נא להזין את הסיסמה.',
  'pricePassword.wrong': 'הסיסמה אינה נכונה.',
  'pricePassword.failed': 'לא ניתן היה לבדוק את הסיסמה. נא לנסות שוב.',
  'pricePassword.seeProduct': 'לצפייה במוצר',
  'cart.error.prices_hidden': 'הזינו את סיסמת החנות כדי לראות מחירים ולקנות.',
  'pricePassword.cartHidden': 'הזינו את סיסמת החנות כדי לראות מחירים ולקנות.',
  'pricePasswordAdmin.title': 'סיסמת מחירים',
  'pricePasswordAdmin.description':
    'הסתרת המחירים וכפתור ההוספה לסל ממבקרים עד שיזינו סיסמה שתמסרו להם. המחירים לעולם אינם נשלחים למבקר בלעדיה: לא בדפים, לא בחיפוש, לא בסל ולא במה שמנועי חיפוש קוראים.',
  'pricePasswordAdmin.enabled': 'הסתרת המחירים עד להזנת הסיסמה',
  'pricePasswordAdmin.password': 'סיסמה חדשה',
  'pricePasswordAdmin.passwordHint':
    'לפחות 4 תווים. השאירו ריק כדי לשמור את הנוכחית. שינוי הסיסמה יבקש מכולם את החדשה.',
  'pricePasswordAdmin.passwordSet': 'הוגדרה סיסמה.',
  'pricePasswordAdmin.passwordNotSet': 'עדיין לא הוגדרה סיסמה.',
  'pricePasswordAdmin.passwordRequired': 'יש להגדיר סיסמה לפני הסתרת המחירים.',
  'pricePasswordAdmin.save': 'שמירה',
  'pricePasswordAdmin.saved': 'נשמר. החנות מציגה את השינוי מיד.',
  'pricePasswordAdmin.onNote': 'המחירים מוסתרים ממבקרים ללא הסיסמה.',
};
