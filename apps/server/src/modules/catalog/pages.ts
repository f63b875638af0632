// The catalog as the storefront's load context offers it (apps/web/app/context/catalog.ts): the
// service's answers bound to the request's language.
import type { Language, StoreNotice } from '@pinwheel/core';
import type { CatalogPages } from '@pinwheel/web/context/catalog';
import { localized } from './localized.ts';
import { reviewInput } from './reviews.ts';
import type { CatalogService } from './service.ts';

export function catalogPages(catalog: CatalogService, lang: Language): CatalogPages {
  return {
    async storefront() {
      const settings = await catalog.settings();
      const notice = settings.store_notice;
      const storeNotice: StoreNotice | null =
        notice.enabled && notice.text
          ? { id: notice.id, text: localized(lang, notice.text, notice.text_he) }
          : null;
      return { currency: settings.currency, storeNotice, comingSoon: settings.coming_soon };
    },
    listing: (scope, query, perPage) => catalog.listing(lang, scope, query, perPage),
    product: (slug) => catalog.productPage(lang, slug),
    productPreview: (slug) => catalog.productPreview(lang, slug),
    categories: () => catalog.categories(lang),
    category: (slug) => catalog.category(lang, slug),
    filterAttributes: () => catalog.filterAttributes(lang),
    sitemapProducts: () => catalog.sitemapProducts(),
    search: (query) => catalog.search(lang, query),
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
