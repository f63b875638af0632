// The catalog as the storefront's load context offers it (apps/web/app/load-context.ts
// CatalogPages): the service's answers bound to the request's language.
import '@pinwheel/web/load-context';
import type { Language, StoreNotice } from '@pinwheel/core';
import type { AppLoadContext } from 'react-router';
import { localized } from './localized.ts';
import { reviewInput } from './reviews.ts';
import type { CatalogService } from './service.ts';

export function catalogPages(catalog: CatalogService, lang: Language): AppLoadContext['catalog'] {
  return {
    async storefront() {
      const settings = await catalog.settings();
      const notice = settings.store_notice;
      const storeNotice: StoreNotice | null =
        notice.enabled && notice.text
          ? { id: notice.id, text: localized(lang, notice.text, notice.text_he) }
          : null;
      return { currency: settings.currency, storeNotice };
    },
    listing: (scope, query, perPage) => catalog.listing(lang, scope, query, perPage),
    product: (slug) => catalog.productPage(lang, slug),
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
