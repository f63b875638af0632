// The catalog as storefront pages read it, in the request's language, and review moderation for
// the owner (modules/catalog/pages.ts).
import type {
  CategoryRecord,
  CurrencyFormat,
  ListingQuery,
  ProductAttribute,
  ProductCard,
  ProductPage,
  QueuedReview,
  ReviewStatus,
  StoreNotice,
} from '@pinwheel/core';

export type { QueuedReview, ReviewStatus };

/** A page of a product listing. */
export interface ProductListing {
  items: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
}

export type ReviewResult =
  | { ok: true; status: 'pending' | 'approved' }
  | { ok: false; reason: 'rating_required' | 'unknown_product' | 'invalid'; fields: string[] };

export interface CatalogPages {
  /** What every storefront page shows: currency, the store notice (null when off). */
  storefront(): Promise<{
    currency: string;
    storeNotice: StoreNotice | null;
    /** The shop is in coming-soon mode: every page shows the coming-soon banner. */
    comingSoon: boolean;
    /**
     * The price password hides prices from this visitor: every price in what the catalog answers
     * is null, and pages offer the password form instead of buying.
     */
    pricesHidden: boolean;
  }>;
  /**
   * How amounts in the shop's currency are written (the owner's currency format), or null when
   * the owner never set one: prices then read as Intl writes them in the visitor's language.
   */
  currencyFormat(): Promise<CurrencyFormat | null>;
  listing(
    scope: { categoryId?: string; featuredOnly?: boolean },
    query: ListingQuery,
    perPage?: number,
  ): Promise<ProductListing>;
  product(slug: string): Promise<ProductPage | null>;
  /** Any status but the trash: only for the owner's preview (the page checks who asks). */
  productPreview(slug: string): Promise<ProductPage | null>;
  categories(): Promise<CategoryRecord[]>;
  category(slug: string): Promise<CategoryRecord | null>;
  /** The attributes listings filter by, with their terms. */
  filterAttributes(): Promise<ProductAttribute[]>;
  /** Products matching a shopper's search, most relevant first. */
  search(query: string): Promise<ProductCard[]>;
  /** Every published product's address and last change, for sitemap.xml. */
  sitemapProducts(): Promise<Array<{ url: string; updatedAt: number }>>;
  /** Reviews in one moderation state, newest first (the owner's). */
  reviewQueue(status: ReviewStatus): Promise<QueuedReview[]>;
  /** Approves or rejects a review; false for an unknown id (the owner's). */
  moderateReview(id: string, status: 'approved' | 'rejected'): Promise<boolean>;
  /** A visitor's review: refused with the fields at fault, or kept (waiting for moderation). */
  addReview(
    productId: string,
    input: { author: string; email: string; rating: number | null; text: string },
  ): Promise<ReviewResult>;
}
