// The catalog module: products (simple and variable), categories, attributes and swatch terms,
// variations, bulk tiers, deposit plans, reviews and the store settings the catalog needs
// (README.md). Its plugin decorates the app with the catalog service and adds the demo catalog;
// pages reach it through the load context, other modules through what this file exports.
import type { FastifyInstance } from 'fastify';
import { domainModule } from '../../domain-module.ts';
import { catalogDemo } from './demo.ts';
import { bulkTableRoutes } from './routes/bulk-table.ts';
import { reviewsAdminRoutes } from './routes/reviews-admin.ts';
import { catalogSettingsAdminRoutes } from './routes/settings-admin.ts';
import type { MediaLookup } from './media-lookup.ts';
import { wcProductRoutes } from './routes/wc-products.ts';
import { wcVariationRoutes } from './routes/wc-variations.ts';
import { CatalogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products, categories, reviews and catalog settings (modules/catalog). */
    catalog: CatalogService;
  }
}

export type { CatalogService } from './service.ts';
export { shortageOf, StockShortage, UnknownVariation } from './stock-reservation.ts';
export type { PricedLine, ShortageReason, ShortLine, WantedLine } from './stock-reservation.ts';
export { catalogPages } from './pages.ts';
export { catalogSettingsPages } from './settings-pages.ts';
export type { CatalogSettings, RelatedPostsDisplay } from './catalog-settings.ts';
export type { QueuedReview, ReviewStatus } from './review-queue.ts';
export type { ProductInput } from './product-input.ts';
export type { CartVariation } from './cart-variations.ts';
export type { ListingScope, ProductListing } from './listing.ts';
/** The demo's picture maker: the content module draws its posts' pictures with it. */
export { postPicture } from './demo-pictures.ts';

/**
 * The media library's lookups by media id and by image key (`app.media`, the media module), which
 * API writes name pictures by; null while the library offers none (then `images: [{ id }]` is
 * refused as naming no media item).
 */
function mediaLibrary(app: FastifyInstance): MediaLookup | null {
  const media = (app as { media?: Partial<MediaLookup> }).media;
  return media?.findByIds && media.findByKeys ? (media as MediaLookup) : null;
}

export default domainModule(
  'catalog',
  async (app, { database, ownSite, platformApi }) => {
    const catalog = new CatalogService(database.db, mediaLibrary(app));
    app.decorate('catalog', catalog);
    await app.register(ownSite(bulkTableRoutes), { catalog });
    await app.register(ownSite(reviewsAdminRoutes), { catalog });
    await app.register(ownSite(catalogSettingsAdminRoutes), { catalog });
    await app.register(platformApi(wcProductRoutes), { catalog });
    await app.register(platformApi(wcVariationRoutes), { catalog });
    const demo = catalogDemo((svg) => app.images.provideSvg(svg));
    // The demo writes its rows itself: what the service keeps in memory goes after a reseed.
    app.demo.add({ ...demo, seeded: async () => catalog.forgetCached() });
  },
  ['media'],
);
