// The catalog module: products (simple and variable), categories, attributes and swatch terms,
// variations, bulk tiers, deposit plans, reviews and the store settings the catalog needs
// (README.md). Its plugin decorates the app with the catalog service and adds the demo catalog;
// pages reach it through the load context, other modules through what this file exports.
import { domainModule } from '../../domain-module.ts';
import { catalogDemo } from './demo.ts';
import * as mediaUsage from './media-usage-repo.ts';
import { bulkTableRoutes } from './routes/bulk-table.ts';
import { reviewsAdminRoutes } from './routes/reviews-admin.ts';
import { wcAttributeTermsRoutes } from './routes/wc-attribute-terms.ts';
import { wcAttributesRoutes } from './routes/wc-attributes.ts';
import { wcCategoriesRoutes } from './routes/wc-categories.ts';
import { wcReviewsRoutes } from './routes/wc-reviews.ts';
import { catalogSettingsAdminRoutes } from './routes/settings-admin.ts';
import { catalogSettingsRestRoutes } from './routes/settings-rest.ts';
import { wcProductRoutes } from './routes/wc-products.ts';
import { wcVariationRoutes } from './routes/wc-variations.ts';
import { CatalogService } from './service.ts';
import { decoratePriceAccess } from './price-access.ts';
import { pricePasswordRoutes } from './routes/price-password.ts';
import { pricePasswordRestRoutes } from './routes/price-password-rest.ts';

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
export { PRICE_ACCESS_COOKIE } from './price-access.ts';
export { cardWithoutPrices, pageWithoutPrices, searchAnswerWithoutPrices } from './price-veil.ts';
export type { CatalogSettings, RelatedPostsDisplay } from './catalog-settings.ts';
export { currencyFormatOf } from './catalog-settings.ts';
export type { QueuedReview, ReviewStatus } from './review-queue.ts';
export type { ProductInput } from './product-input.ts';
export type { CartVariation } from './cart-variations.ts';
export { RECOMMENDATION_CATEGORIES } from './product-recommendations.ts';
export type {
  Recommendation,
  RecommendationCategory,
  RecommendationQuery,
} from './product-recommendations.ts';
export type { ListingScope, ProductListing } from './listing.ts';
/** The demo's picture maker: the content module draws its posts' pictures with it. */
export { postPicture } from './demo-pictures.ts';

export default domainModule(
  'catalog',
  async (app, { config, database, ownSite, platformApi, secretKey }) => {
    const catalog = new CatalogService(database.db, app.media, secretKey);
    decoratePriceAccess(app, catalog.pricePassword);
    app.decorate('catalog', catalog);
    await app.register(ownSite(bulkTableRoutes), { catalog });
    await app.register(ownSite(reviewsAdminRoutes), { catalog });
    await app.register(platformApi(catalogSettingsRestRoutes), { catalog });
    await app.register(platformApi(pricePasswordRestRoutes), { catalog });
    await app.register(ownSite(pricePasswordRoutes), {
      catalog,
      secureCookies: config.publicUrl.startsWith('https:'),
    });
    // Deprecated for one release: the same service calls under the old path.
    await app.register(ownSite(catalogSettingsAdminRoutes), { catalog });
    const pictures = { media: app.media, publicUrl: config.publicUrl };
    await app.register(platformApi(wcCategoriesRoutes), { catalog, ...pictures });
    await app.register(platformApi(wcAttributesRoutes), { catalog });
    await app.register(platformApi(wcAttributeTermsRoutes), { catalog, ...pictures });
    await app.register(platformApi(wcReviewsRoutes), { catalog });
    await app.register(platformApi(wcProductRoutes), { catalog });
    await app.register(platformApi(wcVariationRoutes), { catalog });
    // The library asks here who shows a picture (and adopts the pictures products show).
    const db = database.db;
    app.media.registerUsage({
      kind: 'product',
      usedBy: (keys) => mediaUsage.productsShowing(db, keys),
      imageKeys: () => mediaUsage.productImageKeys(db),
    });
    app.media.registerUsage({
      kind: 'term',
      usedBy: (keys) => mediaUsage.termsShowing(db, keys),
      imageKeys: () => mediaUsage.termImageKeys(db),
    });
    app.media.registerUsage({
      kind: 'category',
      usedBy: (keys) => mediaUsage.categoriesShowing(db, keys),
      imageKeys: () => mediaUsage.categoryImageKeys(db),
    });
    const demo = catalogDemo((svg) => app.images.provideSvg(svg));
    // The demo writes its rows itself: what the service keeps in memory goes after a reseed.
    app.demo.add({ ...demo, seeded: async () => catalog.forgetCached() });
  },
  ['media'],
);
