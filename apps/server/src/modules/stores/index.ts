// The stores module: what the widget reports from the store platforms it runs on (Shopify's
// browse abandonment, Wix orders' products), the Shopify shop → client id look-up, and the owner's
// view of the reports (README.md).
import { domainModule } from '../../domain-module.ts';
import { storeCallRoutes } from './routes/store-calls.ts';
import { storeRestRoutes } from './routes/rest.ts';
import { StoresService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Store reports and the Shopify shop look-up (modules/stores). */
    stores: StoresService;
  }
}

export { storesPages } from './pages.ts';
export type { BrowseEvent, ReportedProduct, StoresService, WixOrder } from './service.ts';

export default domainModule(
  'stores',
  async (app, { config, database, otherOrigins, platformApi }) => {
    const stores = new StoresService(database.db, app.sites);
    app.decorate('stores', stores);
    await app.register(otherOrigins(storeCallRoutes), {
      stores,
      sites: app.sites,
      lookupsPerMinute: config.displayEventsPerMinute,
    });
    await app.register(platformApi(storeRestRoutes), { stores });
  },
  ['sites', 'display'],
);
