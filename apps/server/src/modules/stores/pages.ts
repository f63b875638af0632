// The stores module as the owner's pages read it (apps/web/app/context/stores.ts): browse
// abandonment, a page at a time, each report with its site's name. The store's currency is not in
// the report, so a cart's value is a plain number in the page's language.
import { CART_PRICE_DIVISOR, type Language } from '@pinwheel/core';
import type { BrowseReportsPage, StoresPages } from '@pinwheel/web/context/stores';
import type { SitesService } from '../sites/index.ts';
import { ONE_LINE_TEXT } from '@pinwheel/core';
import type { StoresService } from './service.ts';
import { WIX_ID_PATTERN } from './wix-carts.ts';

/** Reports on one page of /admin/browse-abandonment. */
export const BROWSE_REPORTS_PER_PAGE = 25;

export function storesPages(
  stores: StoresService,
  sites: SitesService,
  lang: Language,
): StoresPages {
  const amount = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    async browseReports(wanted): Promise<BrowseReportsPage> {
      const perPage = BROWSE_REPORTS_PER_PAGE;
      const read = (page: number) =>
        stores.pageBrowseEvents({ limit: perPage, offset: (page - 1) * perPage, order: 'desc' });
      let page = Math.max(1, Math.floor(wanted) || 1);
      let { events, total } = await read(page);
      const pages = Math.max(1, Math.ceil(total / perPage));
      // An address past the end (reports deleted with a site) shows the last page, not nothing.
      if (page > pages) ({ events, total } = await read((page = pages)));
      const names = new Map((await sites.list()).map((site) => [site.id, site.name]));
      return {
        page,
        pages,
        total,
        perPage,
        reports: events.map((event) => ({
          id: event.id,
          createdAt: event.createdAt,
          customerId: event.customerId,
          dataFor: event.dataFor,
          products: event.products.map((product) => ({
            id: product.product_id,
            name: product.product_name,
            category: product.category,
          })),
          cartValue:
            event.totalCartMinor === null
              ? null
              : amount.format(event.totalCartMinor / CART_PRICE_DIVISOR),
          siteName: names.get(event.siteId) ?? '',
        })),
      };
    },

    async wixStores() {
      const [all, connections] = await Promise.all([sites.list(), stores.wixConnections()]);
      const bySite = new Map(connections.map((connection) => [connection.siteId, connection]));
      return all.map((site) => {
        const connection = bySite.get(site.id);
        return {
          siteId: site.id,
          siteName: site.name,
          connection: connection
            ? { wixSiteId: connection.wixSiteId, keyEnd: connection.keyEnd }
            : null,
        };
      });
    },

    async connectWix(siteId, wixSiteId, apiKey) {
      const key = apiKey.trim();
      const wixSite = wixSiteId.trim().toLowerCase();
      if (!WIX_ID_PATTERN.test(wixSite) || key.length > 2000 || !ONE_LINE_TEXT.test(key)) {
        return 'refused';
      }
      // An empty key keeps the one in use; a site without one is refused.
      return (await stores.saveWixConnection(siteId, { wixSiteId: wixSite, apiKey: key }))
        ? 'saved'
        : 'refused';
    },

    disconnectWix: (siteId) => stores.removeWixConnection(siteId),
  };
}
