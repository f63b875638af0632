// A search as the overlay draws it (core's SearchAnswer, spec popup-widget §7: view_all_link,
// keywords, suggestions with id, url, addToCart and data), plus matching categories and posts.
import type {
  Language,
  ProductCard,
  SearchAnswer,
  SearchSuggestion,
  SuggestionAddToCart,
} from '@pinwheel/core';
import type { CatalogService } from '../catalog/index.ts';
import type { ContentService } from '../content/index.ts';

/** How many products and posts the overlay lists; the results page has the rest. */
export const OVERLAY_PRODUCTS = 6;
export const OVERLAY_POSTS = 3;

export type SearchScope = 'any' | 'product' | 'post';

/**
 * A simple product in stock goes in the cart from the overlay (its one variation, one of it); a
 * variable one needs its options chosen on its page; a sold-out one offers neither.
 */
function addToCart(product: ProductCard): SuggestionAddToCart {
  if (!product.inStock) return { action: 'none' };
  if (product.type === 'simple' && product.variationId !== null) {
    return { action: 'add', id: product.variationId, quantity: 1 };
  }
  return { action: 'choose', url: product.url };
}

function suggestion(product: ProductCard): SearchSuggestion {
  const image = product.image;
  return {
    id: product.id,
    url: product.url,
    addToCart: addToCart(product),
    data: {
      title: product.title,
      priceMin: product.priceMin,
      priceMax: product.priceMax,
      compareAtPrice: product.compareAtPrice,
      inStock: product.inStock,
      image: image
        ? { src: image.src, srcSet: image.srcSet, width: image.width, height: image.height }
        : null,
    },
  };
}

/** The results page for a query, with the scope the overlay searched. */
export function viewAllLink(query: string, scope: SearchScope): string {
  const params = new URLSearchParams({ s: query });
  if (scope !== 'any') params.set('post_type', scope);
  return `/search?${params}`;
}

export async function searchAnswer(
  services: { catalog: CatalogService; content: ContentService },
  lang: Language,
  query: string,
  scope: SearchScope,
): Promise<SearchAnswer> {
  const [settings, catalog, posts] = await Promise.all([
    services.catalog.settings(),
    scope === 'post' ? null : services.catalog.overlaySearch(lang, query, OVERLAY_PRODUCTS),
    scope === 'product' ? [] : services.content.search(lang, query, OVERLAY_POSTS),
  ]);
  return {
    query,
    view_all_link: viewAllLink(query, scope),
    currency: settings.currency,
    keywords: catalog?.keywords ?? [],
    suggestions: catalog?.products.map(suggestion) ?? [],
    categories: catalog?.categories ?? [],
    posts: posts.map((post) => ({ title: post.title, url: post.url })),
  };
}
