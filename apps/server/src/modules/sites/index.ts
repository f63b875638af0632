// The sites module: the owner's sites, the client ids other sites' pages call us with, their
// allowed domains, plan and restriction, and the client-id gate every such call passes (README.md).
// Its plugin decorates the app with the sites service, serves the owner API for sites and adds the
// demo site. Display, forms and notices reach sites only through what this file exports.
import { domainModule } from '../../domain-module.ts';
import { sitesDemo } from './demo.ts';
import { siteAdminRoutes } from './routes/admin.ts';
import { siteRestRoutes } from './routes/rest.ts';
import { SitesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sites and their client ids (modules/sites). */
    sites: SitesService;
  }
}

export { CLIENT_ID_PATTERN, isClientIdShape } from './client-id.ts';
export { DEMO_CLIENT_ID, DEMO_SITE_ID } from './demo.ts';
export { siteParams } from './routes/site-schemas.ts';
export { storefrontWidget } from './pages.ts';
export type { ClientIdCache, ClientIdCacheOptions, SiteViewLoader } from './client-id-cache.ts';
export type { SiteInput, SitesService } from './service.ts';
export { domainAllowed, siteRefusal, siteRefusalMessages } from './site-gate.ts';
export type { SiteRefusal, SiteRefusalReason } from './site-gate.ts';
export type { Site } from './site-record.ts';

export default domainModule('sites', async (app, { config, database, ownSite, platformApi }) => {
  const sites = new SitesService(database.db, app.log);
  app.decorate('sites', sites);
  const check = {
    publicUrl: config.publicUrl,
    allowPrivateAddresses: config.siteCheckPrivateAddresses,
  };
  await app.register(platformApi(siteRestRoutes), { sites, check });
  // Deprecated for one release: the same service calls under their old paths and shapes.
  await app.register(ownSite(siteAdminRoutes), { sites });
  app.demo.add(sitesDemo(sites));
});
