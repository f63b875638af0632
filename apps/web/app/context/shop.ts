// The shop as every page names it (modules/shop/pages.ts), and the popup widget our own pages
// load as any host page does (modules/sites/pages.ts).
import type { Language } from '@pinwheel/core';

export interface ShopPages {
  name: string;
  /** The languages the shop offers (at least one): the language switch shows only these. */
  languages: readonly Language[];
  /** The shop's postal address as lines in the page's language; empty when none is set. */
  addressLines: string[];
}

/** The client id of the shop's own site, or null when it has none (its site was deleted). */
export type StorefrontWidget = Promise<{ clientId: string } | null>;
