// Hebrew messages of what a shopper tripped on (issue 26).
import type { shopperTripsEn } from './shopper-trips-en.ts';

export const shopperTripsHe: Record<keyof typeof shopperTripsEn, string> = {
  'instalments.shopPlan':
    'או {count} תשלומים ללא ריבית של {amount} ב{method}: תוכנית שהחנות עצמה מציעה, לא הלוואה',
  'instalments.providerPlan': 'או {count} תשלומים של {amount} דרך {provider}, שמציעים את התוכנית',
  'search.emptySuggestions': 'לא נמצאה התאמה. אולי אחד מאלה?',
  'search.popularProducts': 'מוצרים פופולריים',
  'search.popularCategories': 'קניות לפי קטגוריה',
};
