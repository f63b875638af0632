// The widget's words for a popup's products (the recommendations block), apart from
// widget-messages.ts: only the renderer's shop chunk imports them, so popups without products
// never download them.
import type { Language } from './translate.ts';

const en = {
  recommendations: 'Recommended products',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  chooseOptions: 'Choose options',
  viewProduct: 'View product',
  /** {n}: units left. */
  onlyLeft: 'Only {n} left',
  price: 'Price',
  originalPrice: 'Original price',
  newTab: '(opens in a new tab)',
} as const;

export type WidgetShopMessageKey = keyof typeof en;

const he: Record<WidgetShopMessageKey, string> = {
  recommendations: 'מוצרים מומלצים',
  addToCart: 'הוספה לסל',
  adding: 'מוסיפים…',
  chooseOptions: 'בחירת אפשרויות',
  viewProduct: 'לצפייה במוצר',
  onlyLeft: 'נותרו רק {n}',
  price: 'מחיר',
  originalPrice: 'מחיר מקורי',
  newTab: '(נפתח בלשונית חדשה)',
};

const catalogues: Record<Language, Record<WidgetShopMessageKey, string>> = { en, he };

export function widgetShopText(lang: Language, key: WidgetShopMessageKey, n?: number): string {
  const text = catalogues[lang][key];
  return n === undefined ? text : text.replace('{n}', String(n));
}
