// The catalog and posts as storefront pages read them: already in the visitor's language, prices
// in minor units, images with their srcset. The server's catalog and content modules make these;
// apps/web renders them; both import them from here so the contract is one file.
import type { SwatchDisplayOptions, SwatchKind } from './swatch-options.ts';
import type { FormVariation } from './variation-choice.ts';

export interface ImageRecord {
  /** A middle sub-size, for browsers without srcset and for social previews. */
  src: string;
  srcSet: string;
  /** The largest sub-size, for the lightbox. */
  large: string;
  width: number;
  height: number;
  alt: string;
}

export interface ProductCard {
  id: string;
  slug: string;
  url: string;
  type: 'simple' | 'variable';
  title: string;
  /** Null, as priceMax: prices are hidden from this visitor (the shop's price password). */
  priceMin: number | null;
  priceMax: number | null;
  /** The cheapest buyable variation's compare-at price when it is on sale. */
  compareAtPrice: number | null;
  inStock: boolean;
  /** Average of approved ratings, one decimal; null without any. */
  rating: number | null;
  reviewCount: number;
  image: ImageRecord | null;
  /** A simple product's one variation: add to cart straight from the card. */
  variationId: number | null;
}

export interface CategoryRecord {
  id: string;
  slug: string;
  url: string;
  name: string;
  description: string;
  /** The category it sits under; null at the top (menus and tiles show the top only). */
  parentId: string | null;
}

export interface SwatchTerm {
  slug: string;
  name: string;
  color: string | null;
  image: ImageRecord | null;
}

export interface ProductAttribute {
  slug: string;
  name: string;
  kind: SwatchKind;
  terms: SwatchTerm[];
}

export interface PageVariation extends FormVariation {
  sku: string;
  /** Null: prices are hidden from this visitor (the shop's price password). */
  price: number | null;
  compare_at_price: number | null;
  /** Index into the product's images of this variation's picture; null: the product's first. */
  imageIndex: number | null;
}

export interface BulkTier {
  /** Null: the product's table, for variations without one of their own. */
  variationId: number | null;
  minQuantity: number;
  discountPercent: number;
}

export interface DepositPlan {
  id: string;
  name: string;
  description: string;
  depositPercent: number;
  installments: number;
}

export interface ReviewRecord {
  id: string;
  author: string;
  rating: number | null;
  text: string;
  verified: boolean;
  /** Epoch milliseconds. */
  date: number;
}

export interface ReviewSettings {
  ratingsRequired: boolean;
  /** The owner's text, or null for the catalogue's. */
  requiredRatingText: string | null;
  moderation: boolean;
}

export interface ProductPage {
  id: string;
  slug: string;
  url: string;
  type: 'simple' | 'variable';
  title: string;
  /** Sanitised owner HTML (the server sanitises it when written): rendered as HTML. */
  shortDescription: string;
  /** Sanitised owner HTML, as shortDescription. */
  description: string;
  /** Plain text for meta tags and structured data: the short description's, else the description's. */
  summary: string;
  additionalInformation: Array<{ label: string; value: string }>;
  categories: Array<{ slug: string; name: string; url: string }>;
  images: ImageRecord[];
  attributes: ProductAttribute[];
  variations: PageVariation[];
  bulkTiers: BulkTier[];
  depositsEnabled: boolean;
  depositPlans: DepositPlan[];
  rating: number | null;
  reviewCount: number;
  reviews: ReviewRecord[];
  currency: string;
  swatchOptions: SwatchDisplayOptions;
  reviewSettings: ReviewSettings;
  /** The published products the owner chose to show under this one ("You may also like"). */
  upsells: ProductCard[];
  updatedAt: number;
}

export interface StoreNotice {
  id: string;
  text: string;
}

export interface PostCard {
  id: string;
  slug: string;
  url: string;
  title: string;
  excerpt: string;
  topic: string;
  date: number;
  image: ImageRecord | null;
}

export interface PostPage extends PostCard {
  /**
   * The body as owner HTML, sanitised when it was saved (the server's schemas/owner-html.ts
   * allow-list): safe to render as HTML.
   */
  html: string;
  /** Tag names. */
  tags: string[];
}

export const productUrl = (slug: string) => `/product/${encodeURIComponent(slug)}`;
export const categoryUrl = (slug: string) => `/category/${slug}`;
export const postUrl = (slug: string) => `/blog/${slug}`;

/** A review's moderation state. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** One review as the owner moderates it. Its texts are the visitor's: show them as text only. */
export interface QueuedReview {
  id: string;
  productId: string;
  productTitle: string;
  productUrl: string;
  author: string;
  email: string;
  rating: number | null;
  text: string;
  verified: boolean;
  status: ReviewStatus;
  createdAt: number;
}
