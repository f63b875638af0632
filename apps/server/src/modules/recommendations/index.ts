// The recommendations module: the popup widget's product recommendations (spec §7
// product-recommendation), answered from the catalog for a popup the display module knows
// (README.md). It owns no table: the catalog decides which products, the display module which
// popup and site; this module is the protocol call between them, in the otherOrigins context.
import { domainModule } from '../../domain-module.ts';
import { productRecommendationRoutes } from './routes/product-recommendation.ts';

export default domainModule(
  'recommendations',
  async (app, { config, otherOrigins }) => {
    await app.register(otherOrigins(productRecommendationRoutes), {
      display: app.display,
      catalog: app.catalog,
      publicUrl: config.publicUrl,
    });
  },
  ['display', 'catalog'],
);
