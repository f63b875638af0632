// The shop as every page names it (modules/shop/pages.ts), and the popup widget our own pages
// load as any host page does (modules/sites/pages.ts).

export interface ShopPages {
  name: string;
}

/** The client id of the shop's own site, or null when it has none (its site was deleted). */
export type StorefrontWidget = Promise<{ clientId: string } | null>;
