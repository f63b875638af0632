// The document title of a page: what the page is, then the shop it belongs to.
export function pageTitle(page: string, shopName: string): string {
  return `${page} · ${shopName}`;
}
