// The recommendations module: the popup widget's product recommendations (spec §7
// product-recommendation), answered from the catalog for a popup the display module knows
// (README.md). It owns no table: the catalog decides which products, the display module which
// popup and site; this module is the protocol call between them, in the otherOrigins context.
import { domainModule } from '../../domain-module.ts';
import { productRecommendationRoutes } from './routes/product-recommendation.ts';
import { recommendationPreviewRoutes } from './routes/recommendation-preview.ts';

export default domainModule(
  'recommendations',
  async (app, { config, otherOrigins, platformApi }) => {
    const options = { display: app.display, catalog: app.catalog, publicUrl: config.publicUrl };
    await app.register(otherOrigins(productRecommendationRoutes), options);
    // The same products for the owner's editor preview (pinwheel/v1, signed in).
    await app.register(platformApi(recommendationPreviewRoutes), options);
  },
  ['display', 'catalog'],
);
