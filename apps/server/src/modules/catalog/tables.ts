// The catalog module's tables: products and their parts, reviews, settings, search index.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

/** catalog: one row ('catalog'); `data` is the settings JSON (modules/catalog/catalog-settings.ts). */
export interface CatalogSettingsTable {
  id: string;
  data: string;
  updated_at: number;
}

/** catalog: a product category. */
export interface CatalogCategoriesTable {
  id: string;
  slug: string;
  name: string;
  name_he: string | null;
  description: Generated<string>;
  description_he: string | null;
  position: Generated<number>;
  /** The parent category (a tree since 0023); null at the top. */
  parent_id: Generated<string | null>;
  /** The category's picture (media module's key); null for none. */
  image_key: Generated<string | null>;
  /** Its last write (0030): the version the platform API answers and checks. */
  updated_at: Generated<number>;
}

/** catalog: an attribute (colour, size) and the swatch kind its terms show. */
export interface CatalogAttributesTable {
  id: string;
  slug: string;
  name: string;
  name_he: string | null;
  swatch_kind: string;
  position: Generated<number>;
  /** Its last write (0030): the version the platform API answers and checks. */
  updated_at: Generated<number>;
}

/** catalog: one value of an attribute (red, M). */
export interface CatalogTermsTable {
  id: string;
  attribute_id: string;
  slug: string;
  name: string;
  name_he: string | null;
  color: string | null;
  image_key: string | null;
  position: Generated<number>;
  description: Generated<string>;
  description_he: Generated<string | null>;
  /** Its last write (0030): the version the platform API answers and checks. */
  updated_at: Generated<number>;
}

/** catalog: a product; prices, stock and ratings here are kept from its variations and reviews. */
export interface CatalogProductsTable {
  id: string;
  slug: string;
  type: string;
  status: string;
  title: string;
  title_he: string | null;
  short_description: Generated<string>;
  short_description_he: string | null;
  description: Generated<string>;
  description_he: string | null;
  additional_information: Generated<string>;
  featured: Generated<number>;
  deposits_enabled: Generated<number>;
  price_min: Generated<number>;
  price_max: Generated<number>;
  in_stock: Generated<number>;
  sales_count: Generated<number>;
  rating_total: Generated<number>;
  review_count: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Stock at or below which the dashboard flags the product (0029); null: not watched. */
  low_stock_amount: Generated<number | null>;
}

/** catalog: the products an owner chose to show under a product (0029; WooCommerce's upsells). */
export interface CatalogProductUpsellsTable {
  product_id: string;
  upsell_id: string;
  position: Generated<number>;
}

export interface CatalogProductCategoriesTable {
  product_id: string;
  category_id: string;
}

export interface CatalogProductImagesTable {
  id: string;
  product_id: string;
  image_key: string;
  width: number;
  height: number;
  alt: Generated<string>;
  alt_he: string | null;
  position: Generated<number>;
}

export interface CatalogProductTermsTable {
  product_id: string;
  term_id: string;
  position: Generated<number>;
}

/** catalog: a product's normalised search words and where they appear (search-index-repo.ts). */
export interface CatalogSearchWordsTable {
  product_id: string;
  word: string;
  /** 1 when the word is in the title English visitors see, else 0. */
  in_title_en: number;
  /** 1 when the word is in the title Hebrew visitors see (the English one without a Hebrew one). */
  in_title_he: number;
  /** 1 when the word is in a short description, else 0. */
  in_text: number;
}

/** catalog: the shop's search vocabulary under its lookup keys (core's search-index-keys.ts). */
export interface CatalogSearchTermsTable {
  term_key: string;
  word: string;
}

/** catalog: a variation; a simple product has exactly one, with no attributes. */
export interface CatalogVariationsTable {
  id: number;
  product_id: string;
  attributes: Generated<string>;
  sku: Generated<string>;
  price: number;
  compare_at_price: number | null;
  stock: number | null;
  is_in_stock: Generated<number>;
  max_qty: number | null;
  is_pre_order: Generated<number>;
  pre_order_label: string | null;
  pre_order_label_he: string | null;
  enabled: Generated<number>;
  image_key: string | null;
  position: Generated<number>;
}

export interface CatalogBulkTiersTable {
  id: string;
  product_id: string;
  variation_id: number | null;
  min_quantity: number;
  discount_percent: number;
}

export interface CatalogDepositPlansTable {
  id: string;
  product_id: string;
  name: string;
  name_he: string | null;
  description: Generated<string>;
  description_he: string | null;
  deposit_percent: number;
  installments: number;
  position: Generated<number>;
}

export interface CatalogReviewsTable {
  id: string;
  product_id: string;
  author: string;
  email: Generated<string>;
  rating: number | null;
  text: string;
  verified: Generated<number>;
  status: string;
  created_at: number;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface CatalogTables {
  catalog_settings: CatalogSettingsTable;
  catalog_categories: CatalogCategoriesTable;
  catalog_attributes: CatalogAttributesTable;
  catalog_terms: CatalogTermsTable;
  catalog_products: CatalogProductsTable;
  catalog_product_categories: CatalogProductCategoriesTable;
  catalog_product_images: CatalogProductImagesTable;
  catalog_product_terms: CatalogProductTermsTable;
  catalog_product_upsells: CatalogProductUpsellsTable;
  catalog_search_words: CatalogSearchWordsTable;
  catalog_search_terms: CatalogSearchTermsTable;
  catalog_variations: CatalogVariationsTable;
  catalog_bulk_tiers: CatalogBulkTiersTable;
  catalog_deposit_plans: CatalogDepositPlansTable;
  catalog_reviews: CatalogReviewsTable;
}
