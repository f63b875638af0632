// The cart module: the visitor's cart (README.md). Today that is Shopify's AJAX cart read, in our
// own site's context (same-origin, with the visitor's cookies, as a Shopify theme calls it).
import { domainModule } from '../../domain-module.ts';
import { shopifyCartRoutes } from './routes/shopify-cart.ts';

export default domainModule('cart', async (app, { ownSite }) => {
  await app.register(ownSite(shopifyCartRoutes));
});
