// What the storefront's search endpoint answers (spec popup-widget §7: view_all_link, keywords,
// suggestions with id, url, addToCart and data), plus the matching categories and posts, and the
// overlay's opening view (recent searches are the browser's own). The server makes these, the
// overlay draws them; both import them from here.
import type { ImageRecord } from './storefront-records.ts';

/** How a suggestion is put in the cart: straight away (a simple product) or on its page. */
export type SuggestionAddToCart =
  | { action: 'add'; id: number; quantity: number }
  | { action: 'choose'; url: string }
  | { action: 'none' };

export interface SearchSuggestion {
  id: string;
  url: string;
  addToCart: SuggestionAddToCart;
  data: {
    title: string;
    /** Null, as priceMax: prices are hidden from this visitor (the shop's price password). */
    priceMin: number | null;
    priceMax: number | null;
    compareAtPrice: number | null;
    inStock: boolean;
    image: Pick<ImageRecord, 'src' | 'srcSet' | 'width' | 'height'> | null;
  };
}

export interface SearchLink {
  title: string;
  url: string;
}

export interface SearchAnswer {
  query: string;
  /** The results page for this query. */
  view_all_link: string;
  currency: string;
  keywords: string[];
  suggestions: SearchSuggestion[];
  categories: SearchLink[];
  posts: SearchLink[];
}

export interface SearchPromo {
  title: string;
  text: string;
  url: string;
}

/** What the overlay shows before a search: popular keywords, chosen categories, the promo. */
export interface SearchOverview {
  keywords: string[];
  categories: SearchLink[];
  promo: SearchPromo | null;
}
