// What a visitor who may not see prices is sent instead (price-access.ts): the same records with
// every price, price table and deposit plan taken out, so hidden prices never leave the server in
// a page, its data or a search answer. Buying is hidden with them: add-to-cart needs a price.
import type { ProductCard, ProductPage, SearchAnswer } from '@pinwheel/core';

export function cardWithoutPrices(card: ProductCard): ProductCard {
  return { ...card, priceMin: null, priceMax: null, compareAtPrice: null, variationId: null };
}

export function pageWithoutPrices(page: ProductPage): ProductPage {
  return {
    ...page,
    variations: page.variations.map((v) => ({ ...v, price: null, compare_at_price: null })),
    bulkTiers: [],
    depositsEnabled: false,
    depositPlans: [],
    upsells: page.upsells.map(cardWithoutPrices),
  };
}

export function searchAnswerWithoutPrices(answer: SearchAnswer): SearchAnswer {
  return {
    ...answer,
    suggestions: answer.suggestions.map((suggestion) => ({
      ...suggestion,
      addToCart: { action: 'choose' as const, url: suggestion.url },
      data: { ...suggestion.data, priceMin: null, priceMax: null, compareAtPrice: null },
    })),
  };
}
