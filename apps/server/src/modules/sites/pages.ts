// The popup widget our own pages load, as any host page does (apps/web/app/context/shop.ts): the
// client id of the shop's own site, or null when it has none. Read through the sites service's
// cache, so a page waits on the database only when the entry is stale.
import type { StorefrontWidget } from '@pinwheel/web/context/shop';
import type { SitesService } from './service.ts';

export async function storefrontWidget(sites: SitesService): StorefrontWidget {
  const site = await sites.storefrontSite();
  return site ? { clientId: site.clientId } : null;
}
