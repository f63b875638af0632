// Which product tab opens first (spec §2 "Product page"): reviews for #reviews, #tab-reviews, a
// hash containing "comment-", or a URL containing "comment-page-" or "cpage="; additional
// information for #tab-additional_information; otherwise the first tab.
export type ProductTab = 'description' | 'additional_information' | 'reviews';

export function tabForLocation(
  href: string,
  hash: string,
  tabs: readonly ProductTab[],
): ProductTab {
  const wanted: ProductTab | null =
    hash === '#reviews' ||
    hash === '#tab-reviews' ||
    hash.includes('comment-') ||
    href.includes('comment-page-') ||
    href.includes('cpage=')
      ? 'reviews'
      : hash === '#tab-additional_information'
        ? 'additional_information'
        : null;
  return wanted && tabs.includes(wanted) ? wanted : (tabs[0] ?? 'description');
}
