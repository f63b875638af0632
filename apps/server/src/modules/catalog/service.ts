// The catalog as pages and routes use it: settings, listings, one product's page, categories,
// reviews and their moderation. Every answer is in the visitor's language.
import {
  attributeField,
  bulkTableMarkup,
  bulkTiersFor,
  categoryUrl,
  choiceOf,
  productUrl,
  selectedVariation,
  suggestKeywords,
  type ProductCard,
  type SearchLink,
  type SearchOverview,
  type CategoryRecord,
  type Language,
  type ListingQuery,
  type ProductAttribute,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { CartVariationCache } from './cart-variation-cache.ts';
import { cartVariations } from './cart-variations.ts';
import { SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import { currencyFormatOf, readCatalogSettings, type CatalogSettings } from './catalog-settings.ts';
import { cardsInOrder, listProducts, type ListingScope } from './listing.ts';
import { localized } from './localized.ts';
import { productInput, type ProductInput } from './product-input.ts';
import {
  categoryIdsOfProducts,
  existingCategoryIds,
  existingProductIds,
} from './product-categories-repo.ts';
import type { MediaLookup } from './media-lookup.ts';
import { productPage } from './product-page.ts';
import {
  productRecommendations,
  type Recommendation,
  type RecommendationQuery,
} from './product-recommendations.ts';
import { ProductsApi } from './products-api.ts';
import { rankedProductIds, titleWordsLike } from './product-search.ts';
import * as repo from './repo.ts';
import {
  priceLines,
  reserveStock,
  returnStock,
  type PricedLine,
  type WantedLine,
} from './stock-reservation.ts';
import { reviewQueue, type ReviewStatus } from './review-queue.ts';
import { matchingCategories, searchOverview } from './search-overlay.ts';
import { addReview, moderateReview, reviewInput, type ReviewInput } from './reviews.ts';
import { AttributeAdmin } from './attribute-admin.ts';
import { CategoryAdmin } from './category-admin.ts';
import { ReviewAdmin } from './review-admin.ts';
import { lowStock } from './low-stock.ts';
import { PricePassword } from './price-password.ts';

/** How many products a search answers at most. */
const SEARCH_RESULTS = 48;

export class CatalogService {
  /** The settings as last read, and when: nearly every page and cart call asks for them. */
  private cachedSettings: { at: number; value: Promise<CatalogSettings> } | undefined;
  /** The variations carts hold, kept a moment; every catalog write here forgets them. */
  private readonly cartVariationCache: CartVariationCache;
  /** The owner's writes of categories (platform API); each forgets what carts keep. */
  readonly categoryAdmin: CategoryAdmin;
  /** The owner's writes of attributes and terms (platform API); each forgets what carts keep. */
  readonly attributeAdmin: AttributeAdmin;
  /** The owner's reviews (platform API): states, edits, deletes, the rating recounted. */
  readonly reviewAdmin: ReviewAdmin;

  /** The platform API's products and variations (wc/v3; products-api.ts). */
  readonly api: ProductsApi;

  /** The price password: hides prices from guests until they enter it (price-password.ts). */
  readonly pricePassword: PricePassword;

  constructor(
    private readonly db: Kysely<Database>,
    /** The media library (app.media): API writes name pictures by media id. */
    media: MediaLookup,
    /** The server's secret: signs the price password's visitor cookie. */
    secretKey: string,
  ) {
    this.pricePassword = new PricePassword(db, secretKey);
    this.cartVariationCache = new CartVariationCache((lang, ids) => cartVariations(db, lang, ids));
    const forgetCarts = () => this.forgetKeptCatalog();
    this.categoryAdmin = new CategoryAdmin(db, forgetCarts);
    this.attributeAdmin = new AttributeAdmin(db, forgetCarts);
    this.reviewAdmin = new ReviewAdmin(db, forgetCarts);
    // Every API write forgets what is kept of the catalog: a price or stock change shows at once.
    this.api = new ProductsApi(db, media, () => this.forgetKeptCatalog());
  }

  /** Forgets what is kept of products in memory: the cart's variations and the API's pages. */
  private forgetKeptCatalog(): void {
    this.cartVariationCache.forget();
    this.api.forgetPages();
  }

  /** Lines priced from the catalog as it stands (stock-reservation.ts); nothing is taken. */
  priceLines(lines: readonly WantedLine[]): Promise<PricedLine[]> {
    return priceLines(this.db, lines);
  }

  /**
   * Prices lines and takes their stock inside the caller's transaction (an order being placed);
   * throws StockShortage, and the caller's transaction rolls back, when any line falls short.
   */
  reserveStock(trx: Kysely<Database>, lines: readonly WantedLine[]): Promise<PricedLine[]> {
    // Forgotten before and after: a cart read on PostgreSQL between this and the caller's commit
    // may still keep the old stock, for at most SITE_CACHE_TTL_MS (the cart only advises; the
    // order's own transaction decides).
    this.forgetKeptCatalog();
    return reserveStock(trx, lines).finally(() => this.forgetKeptCatalog());
  }

  /** Puts back a cancelled order's stock inside the caller's transaction. */
  returnStock(trx: Kysely<Database>, lines: readonly WantedLine[]): Promise<void> {
    this.forgetKeptCatalog();
    return returnStock(trx, lines).finally(() => this.forgetKeptCatalog());
  }

  /**
   * The store settings, read at most once per SITE_CACHE_TTL_MS: a save in this process shows at
   * once (it forgets them), another process's within that time, as sites' settings do.
   */
  settings(now = Date.now()): Promise<CatalogSettings> {
    const cached = this.cachedSettings;
    if (cached && now - cached.at < SITE_CACHE_TTL_MS) return cached.value;
    const value = repo.findSettingsJson(this.db).then(readCatalogSettings);
    this.cachedSettings = { at: now, value };
    // A failed read is not kept: the next call asks again.
    value.catch(() => {
      if (this.cachedSettings?.value === value) this.cachedSettings = undefined;
    });
    return value;
  }

  /**
   * The settings as stored now (not the kept copy) with their version (epoch ms of the last save,
   * 0 before the first): what an owner edits and sends back with If-Match.
   */
  async editableSettings(): Promise<{ settings: CatalogSettings; updatedAt: number }> {
    const row = await repo.findSettingsRow(this.db);
    return { settings: readCatalogSettings(row?.data), updatedAt: Number(row?.updated_at ?? 0) };
  }

  /** Drops the settings kept in memory (after a save). */
  forgetSettings(): void {
    this.cachedSettings = undefined;
  }

  /** Drops everything kept in memory: the settings, the cart's variations, the API's pages. */
  forgetCached(): void {
    this.forgetSettings();
    this.pricePassword.forget();
    this.forgetKeptCatalog();
  }

  /** Saves the settings; a currency format left out (an older client) keeps the stored one. */
  async saveSettings(
    sent: Omit<CatalogSettings, 'currency_format'> & {
      currency_format?: CatalogSettings['currency_format'];
    },
    now = Date.now(),
  ): Promise<void> {
    const settings: CatalogSettings = {
      ...sent,
      currency_format:
        sent.currency_format === undefined
          ? (await this.editableSettings()).settings.currency_format
          : sent.currency_format,
    };
    await repo.saveSettings(this.db, settings, now);
    this.forgetSettings();
  }

  async saveProduct(input: ProductInput, now = Date.now()): Promise<void> {
    const product = productInput.parse(input);
    await this.db.transaction().execute((trx) => repo.saveProduct(trx, product, now));
    this.forgetKeptCatalog();
  }

  /** Whether a published product has this slug (the share buttons count only real pages). */
  async hasProduct(slug: string): Promise<boolean> {
    return Boolean(await repo.findProductBySlug(this.db, slug));
  }

  async productPage(lang: Language, slug: string) {
    return productPage(this.db, lang, await this.settings(), slug);
  }

  /** A product's page in any status but the trash: the owner's preview of a draft. */
  async productPreview(lang: Language, slug: string) {
    return productPage(this.db, lang, await this.settings(), slug, true);
  }

  async listing(lang: Language, scope: ListingScope, query: ListingQuery, perPage?: number) {
    const settings = await this.settings();
    return listProducts(
      this.db,
      lang,
      settings.currency,
      scope,
      query,
      perPage ?? settings.per_page,
    );
  }

  async categories(lang: Language): Promise<CategoryRecord[]> {
    return (await repo.listCategories(this.db)).map((row) => categoryRecord(lang, row));
  }

  async category(lang: Language, slug: string): Promise<CategoryRecord | null> {
    const row = await repo.findCategoryBySlug(this.db, slug);
    return row ? categoryRecord(lang, row) : null;
  }

  /** Every attribute with its terms, for listing filters. */
  async filterAttributes(lang: Language): Promise<ProductAttribute[]> {
    const rows = await repo.attributesWithTerms(this.db);
    const attributes: ProductAttribute[] = [];
    for (const row of rows) {
      let attribute = attributes.find((a) => a.slug === row.attribute_slug);
      if (!attribute) {
        attribute = {
          slug: row.attribute_slug,
          name: localized(lang, row.attribute_name, row.attribute_name_he),
          kind:
            row.swatch_kind === 'color' || row.swatch_kind === 'image' ? row.swatch_kind : 'label',
          terms: [],
        };
        attributes.push(attribute);
      }
      attribute.terms.push({
        slug: row.term_slug,
        name: localized(lang, row.term_name, row.term_name_he),
        color: row.color,
        image: null,
      });
    }
    return attributes;
  }

  async addReview(productId: string, input: ReviewInput) {
    const checked = reviewInput.parse(input);
    return addReview(this.db, await this.settings(), productId, checked);
  }

  async addCheckedReview(productId: string, input: z.output<typeof reviewInput>) {
    return addReview(this.db, await this.settings(), productId, input);
  }

  /** Products matching a search, most relevant first (product-search.ts, core's ranking). */
  async search(lang: Language, query: string, limit = SEARCH_RESULTS): Promise<ProductCard[]> {
    return cardsInOrder(this.db, lang, await rankedProductIds(this.db, query, limit));
  }

  /**
   * What the search overlay answers for a query: products, the categories that match, and
   * keywords from the shop's own words (titles, category and swatch names) in the visitor's
   * language. Titles' words come from the search index, only those the last word typed could be.
   */
  async overlaySearch(
    lang: Language,
    query: string,
    limit: number,
  ): Promise<{ products: ProductCard[]; categories: SearchLink[]; keywords: string[] }> {
    const [ids, titleWords, categories, attributes] = await Promise.all([
      rankedProductIds(this.db, query, limit),
      titleWordsLike(this.db, lang, query),
      this.categories(lang),
      this.filterAttributes(lang),
    ]);
    const vocabulary = [
      ...titleWords,
      ...categories.map((category) => category.name),
      ...attributes.flatMap((attribute) => attribute.terms.map((term) => term.name)),
    ];
    return {
      products: await cardsInOrder(this.db, lang, ids),
      categories: matchingCategories(query, categories),
      keywords: suggestKeywords(query, vocabulary),
    };
  }

  /** The overlay before anything is typed: popular keywords, chosen categories, the promo. */
  async searchOverview(lang: Language): Promise<SearchOverview> {
    const [settings, categories] = await Promise.all([this.settings(), this.categories(lang)]);
    return searchOverview(lang, settings.search, categories);
  }

  async sitemapProducts() {
    return (await repo.publishedProductDates(this.db)).map((row) => ({
      url: productUrl(row.slug),
      updatedAt: Number(row.updated_at),
    }));
  }

  /** The variations a cart holds, by id, with prices and stock as the catalog has them now. */
  /** What the cart shows and checks of these variations (cart-variation-cache.ts). */
  cartVariations(lang: Language, ids: readonly number[]) {
    return this.cartVariationCache.read(lang, ids);
  }

  /**
   * The categories each product is in (coupons limited to categories). `db` is the caller's
   * transaction when asked inside one (an order being placed).
   */
  productCategoryIds(productIds: readonly string[], db: Kysely<Database> = this.db) {
    return categoryIdsOfProducts(db, productIds);
  }

  /** The popup widget's product recommendations (product-recommendations.ts). */
  recommendations(query: RecommendationQuery): Promise<Recommendation[]> {
    return productRecommendations(this.db, query);
  }

  /** Which of these product ids exist. */
  knownProductIds(ids: readonly string[]) {
    return existingProductIds(this.db, ids);
  }

  /** Which of these category ids exist. */
  knownCategoryIds(ids: readonly string[]) {
    return existingCategoryIds(this.db, ids);
  }

  moderateReview(id: string, status: 'approved' | 'rejected') {
    return moderateReview(this.db, id, status);
  }

  /** The owner's list of reviews in one state (review-queue.ts). */
  reviewQueue(lang: Language, status: ReviewStatus) {
    return reviewQueue(this.db, lang, status);
  }

  /**
   * The bulk table for a product and a chosen set of attributes (spec §7): the chosen variation's
   * tiers, or the product's when the choice names no one variation; null for an unknown product.
   * `attributes` uses the variations form's names (`attribute_<slug>`), bare slugs accepted too.
   */
  async bulkTable(
    lang: Language,
    productId: string,
    attributes: Readonly<Record<string, string>>,
  ): Promise<string | null> {
    const [found, settings] = await Promise.all([
      repo.findProductSlugById(this.db, productId),
      this.settings(),
    ]);
    const product = found ? await this.productPage(lang, found.slug) : null;
    if (!product) return null;
    const choice = choiceOf(
      product.attributes,
      (slug) => attributes[attributeField(slug)] ?? attributes[slug],
    );
    const variation = selectedVariation(product, choice);
    const buyable = product.variations.filter((v) => v.enabled);
    const prices = (buyable.length ? buyable : product.variations).map((v) => v.price ?? 0);
    const unitPrice = variation?.price ?? Math.min(...prices);
    return bulkTableMarkup({
      tiers: bulkTiersFor(product.bulkTiers, variation?.id ?? null),
      unitPrice,
      currency: product.currency,
      currencyFormat: currencyFormatOf(settings),
      lang,
      variationId: variation?.id ?? null,
    });
  }

  reviewsWaiting() {
    return repo.reviewsWaiting(this.db);
  }

  /** Variations whose counted stock is low, lowest first (low-stock.ts; the overview). */
  lowStock(lang: Language, limit?: number) {
    return lowStock(this.db, lang, limit);
  }
}

function categoryRecord(
  lang: Language,
  row: {
    id: string;
    slug: string;
    name: string;
    name_he: string | null;
    description: string;
    description_he: string | null;
    parent_id: string | null;
  },
): CategoryRecord {
  return {
    id: row.id,
    slug: row.slug,
    url: categoryUrl(row.slug),
    name: localized(lang, row.name, row.name_he),
    description: localized(lang, row.description, row.description_he),
    parentId: row.parent_id,
  };
}
