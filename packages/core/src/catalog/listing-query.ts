// A product listing's state as its URL keeps it (WooCommerce's names, so links shops already have
// keep working): `orderby`, `page`, `min_price` / `max_price` in major units, and
// `filter_<attribute>=term,term`. Nonsense falls back to the default, never to an error page.
export const sortOrders = [
  'menu_order',
  'popularity',
  'rating',
  'date',
  'price',
  'price-desc',
] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface ListingQuery {
  sort: SortOrder;
  /** 1-based. */
  page: number;
  /** Major units, as typed in the URL; null when unset. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Attribute slug to the term slugs any of which a product must offer. */
  terms: Record<string, string[]>;
}

const slugPattern = /^[a-z0-9-]{1,60}$/;
const MAX_PAGE = 10_000;

function price(value: string | null): number | null {
  if (value === null || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sortParam = params.get('orderby');
  const sort = sortOrders.find((order) => order === sortParam) ?? 'menu_order';
  const pageParam = params.get('page');
  const page =
    pageParam && /^\d{1,5}$/.test(pageParam)
      ? Math.min(Math.max(Number(pageParam), 1), MAX_PAGE)
      : 1;
  let minPrice = price(params.get('min_price'));
  let maxPrice = price(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const terms: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith('filter_')) continue;
    const attribute = key.slice('filter_'.length);
    if (!slugPattern.test(attribute)) continue;
    // A link writes `filter_color=red,blue`; a form's checkboxes write the key once per value.
    const chosen = value.split(',').filter((term) => slugPattern.test(term));
    const all = [...new Set([...(terms[attribute] ?? []), ...chosen])].slice(0, 20);
    if (all.length) terms[attribute] = all;
  }
  return { sort, page, minPrice, maxPrice, terms };
}

/** The URL search string for a listing state (defaults left out, so canonical URLs stay short). */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== 'menu_order') params.set('orderby', query.sort);
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  for (const [attribute, terms] of Object.entries(query.terms).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (terms.length) params.set(`filter_${attribute}`, terms.join(','));
  }
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
