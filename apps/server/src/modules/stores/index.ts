// The stores module: what the widget reports from the store platforms it runs on (Shopify's
// browse abandonment, Wix orders' products), the Shopify shop → client id look-up, and the owner's
// view of the reports (README.md).
import { domainModule } from '../../domain-module.ts';
import { storeCallRoutes } from './routes/store-calls.ts';
import { storeRestRoutes } from './routes/rest.ts';
import { StoresService } from './service.ts';
import { wixCartsOverHttp } from './wix-carts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Store reports and the Shopify shop look-up (modules/stores). */
    stores: StoresService;
  }
}

export { storesPages } from './pages.ts';
export type {
  BrowseEvent,
  ReportedProduct,
  StoresService,
  WixConnectionSummary,
  WixOrder,
} from './service.ts';
export type { WixCartsApi, WixCredentials } from './wix-carts.ts';

export default domainModule(
  'stores',
  async (app, { config, database, otherOrigins, platformApi }) => {
    const wixCarts = wixCartsOverHttp({
      baseUrl: config.wixApiUrl,
      timeoutMs: config.wixApiTimeoutMs,
    });
    const stores = new StoresService(database.db, app.sites, wixCarts);
    app.decorate('stores', stores);
    // The display answer of a Wix page carries its cart (spec §3 wix_cart_details).
    app.display.useWixCarts((siteId, cartId, log) => stores.wixCartDetails(siteId, cartId, log));
    await app.register(otherOrigins(storeCallRoutes), {
      stores,
      sites: app.sites,
      lookupsPerMinute: config.displayEventsPerMinute,
    });
    await app.register(platformApi(storeRestRoutes), { stores });
  },
  ['sites', 'display'],
);
