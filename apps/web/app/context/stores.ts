// What the widget reported from the owner's stores, for the owner (modules/stores/pages.ts).

/** One browse-abandonment report. Every text in it came from a store page: show it as text. */
export interface BrowseReportSummary {
  id: string;
  createdAt: number;
  customerId: string;
  dataFor: 'abandonment' | 'cart';
  products: Array<{ id: string; name: string; category: string }>;
  /** The cart's value in the shop's currency, formatted; null when the report had none. */
  cartValue: string | null;
  siteName: string;
}

export interface BrowseReportsPage {
  reports: BrowseReportSummary[];
  /** 1-based; past the last page answers the last. */
  page: number;
  pages: number;
  total: number;
  perPage: number;
}

/** A site and its connection to its Wix store (the key itself is never shown again). */
export interface WixStoreSite {
  siteId: string;
  siteName: string;
  connection: { wixSiteId: string; keyEnd: string } | null;
}

export interface StoresPages {
  /** One page of browse-abandonment reports of every site, newest first. */
  browseReports(page: number): Promise<BrowseReportsPage>;
  /** Every site, each with its Wix store connection or none. */
  wixStores(): Promise<WixStoreSite[]>;
  /**
   * Connects a site to its Wix store; an empty key keeps the one in use. 'refused': the site id
   * is not a Wix GUID, the key is not one line of at most 2,000 characters, no key for a site
   * without one, or no such site.
   */
  connectWix(siteId: string, wixSiteId: string, apiKey: string): Promise<'saved' | 'refused'>;
  disconnectWix(siteId: string): Promise<boolean>;
}
