// The catalog as the storefront's load context offers it (apps/web/app/context/catalog.ts): the
// service's answers bound to the request's language.
import type { Language, ProductCard, StoreNotice } from '@pinwheel/core';
import type { CatalogPages } from '@pinwheel/web/context/catalog';
import { currencyFormatOf, type CatalogSettings } from './catalog-settings.ts';
import { localized } from './localized.ts';
import { reviewInput } from './reviews.ts';
import { cardWithoutPrices, pageWithoutPrices } from './price-veil.ts';
import type { CatalogService } from './service.ts';

function withoutPrices<T extends { items: ProductCard[] }>(listing: T): T {
  return { ...listing, items: listing.items.map(cardWithoutPrices) };
}

/**
 * The store notice a shop page shows at `now`, or null: it is off, has no words, or its end has
 * come (a notice announcing a sale must not outlive the sale).
 */
export function shownStoreNotice(
  notice: CatalogSettings['store_notice'],
  lang: Language,
  now: number,
): StoreNotice | null {
  if (!notice.enabled || !notice.text) return null;
  if (notice.ends_at != null && now >= notice.ends_at) return null;
  return { id: notice.id, text: localized(lang, notice.text, notice.text_he) };
}

export function catalogPages(
  catalog: CatalogService,
  lang: Language,
  /** Whether this request may be sent prices (`request.pricesShown`, price-access.ts). */
  pricesShown: () => Promise<boolean>,
): CatalogPages {
  return {
    async storefront() {
      const [settings, shown] = await Promise.all([catalog.settings(), pricesShown()]);
      const storeNotice = shownStoreNotice(settings.store_notice, lang, Date.now());
      return {
        currency: settings.currency,
        storeNotice,
        comingSoon: settings.coming_soon,
        pricesHidden: !shown,
      };
    },
    currencyFormat: async () => currencyFormatOf(await catalog.settings()),
    async listing(scope, query, perPage) {
      if (await pricesShown()) return catalog.listing(lang, scope, query, perPage);
      // Hidden prices cannot be filtered or sorted by either: the order would reveal them.
      const sort =
        query.sort === 'price' || query.sort === 'price-desc' ? 'menu_order' : query.sort;
      const unpriced = { ...query, sort, minPrice: null, maxPrice: null };
      return withoutPrices(await catalog.listing(lang, scope, unpriced, perPage));
    },
    async product(slug) {
      const [page, shown] = await Promise.all([catalog.productPage(lang, slug), pricesShown()]);
      return page && !shown ? pageWithoutPrices(page) : page;
    },
    productPreview: (slug) => catalog.productPreview(lang, slug),
    categories: () => catalog.categories(lang),
    category: (slug) => catalog.category(lang, slug),
    filterAttributes: () => catalog.filterAttributes(lang),
    sitemapProducts: () => catalog.sitemapProducts(),
    async search(query) {
      const [cards, shown] = await Promise.all([catalog.search(lang, query), pricesShown()]);
      return shown ? cards : cards.map(cardWithoutPrices);
    },
    reviewQueue: (status) => catalog.reviewQueue(lang, status),
    moderateReview: (id, status) => catalog.moderateReview(id, status),
    async addReview(productId, input) {
      const checked = reviewInput.safeParse(input);
      if (!checked.success) {
        const fields = [...new Set(checked.error.issues.map((issue) => String(issue.path[0])))];
        return { ok: false, reason: 'invalid', fields };
      }
      const outcome = await catalog.addCheckedReview(productId, checked.data);
      return outcome.ok
        ? { ok: true, status: outcome.status }
        : {
            ok: false,
            reason: outcome.reason,
            fields: outcome.reason === 'rating_required' ? ['rating'] : [],
          };
    },
  };
}
