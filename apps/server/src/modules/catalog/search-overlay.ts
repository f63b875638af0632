// The catalog's part of the storefront search overlay (spec popup-widget §7 "Search"): what it
// shows before anything is typed (popular keywords, the chosen categories, the promo banner) and,
// for a query, the categories that match it and keywords from the shop's own words.
import {
  rankSearch,
  translate,
  type CategoryRecord,
  type Language,
  type SearchLink,
  type SearchOverview,
} from '@pinwheel/core';
import type { CatalogSettings } from './catalog-settings.ts';
import { localized } from './localized.ts';

/** How many categories the overlay lists. */
const OVERLAY_CATEGORIES = 6;

function categoryLink(category: CategoryRecord): SearchLink {
  return { title: category.name, url: category.url };
}

export function searchOverview(
  lang: Language,
  settings: CatalogSettings['search'],
  categories: CategoryRecord[],
): SearchOverview {
  const chosen = settings.category_slugs.length
    ? settings.category_slugs
        .map((slug) => categories.find((category) => category.slug === slug))
        .filter((category): category is CategoryRecord => category !== undefined)
    : categories;
  const { promo } = settings;
  return {
    keywords:
      lang === 'he' && settings.keywords_he.length ? settings.keywords_he : settings.keywords,
    categories: chosen.slice(0, OVERLAY_CATEGORIES).map(categoryLink),
    promo: promo.enabled
      ? {
          title:
            localized(lang, promo.title ?? '', promo.title_he) ||
            translate(lang, 'search.promoTitle'),
          text:
            localized(lang, promo.text ?? '', promo.text_he) || translate(lang, 'search.promoText'),
          url: promo.url,
        }
      : null,
  };
}

/** Categories whose name or description matches the query, best first. */
export function matchingCategories(query: string, categories: CategoryRecord[]): SearchLink[] {
  const ranked = rankSearch(
    query,
    categories.map((category) => ({
      id: category.id,
      titles: [category.name],
      texts: [category.description],
    })),
  );
  return ranked
    .map((result) => categories.find((category) => category.id === result.id))
    .filter((category): category is CategoryRecord => category !== undefined)
    .slice(0, OVERLAY_CATEGORIES)
    .map(categoryLink);
}
