// The cart module: the visitor's cart (README.md). Its service (app.cart) is what pages, both cart
// APIs and checkout use; its routes live in our own site's context: Shopify's AJAX cart
// (same-origin, no nonce, as Shopify themes call it) and our own cart API (nonce'd).
import { domainModule } from '../../domain-module.ts';
import { AppCart } from './app-cart.ts';
import { followCustomerCarts } from './customer-cart.ts';
import { cartAdminRoutes } from './routes/admin.ts';
import { cartRestRoutes } from './routes/rest.ts';
import { cartApiRoutes } from './routes/cart-api.ts';
import { shopifyCartRoutes } from './routes/shopify-cart.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carts: read, change, lines for checkout (modules/cart). */
    cart: AppCart;
  }
}

export type { AppCart } from './app-cart.ts';
export type {
  CartLine,
  CartOutcome,
  CartService,
  CouponOutcome,
  ItemToAdd,
  LineReference,
} from './service.ts';
export type { CartSettings } from './cart-settings.ts';
export { cartPages } from './pages.ts';

export default domainModule(
  'cart',
  async (app, { database, ownSite, platformApi, config }) => {
    const secureCookies = config.publicUrl.startsWith('https:');
    const cart = new AppCart(database.db, app.catalog, app.coupons, secureCookies);
    app.decorate('cart', cart);
    followCustomerCarts(app, cart);
    await app.register(ownSite(shopifyCartRoutes), { cart, secureCookies });
    await app.register(ownSite(cartApiRoutes), { cart, secureCookies });
    await app.register(platformApi(cartRestRoutes), { cart });
    // Deprecated for one release: the same service calls under the old path.
    await app.register(ownSite(cartAdminRoutes), { cart });
  },
  ['catalog', 'coupons', 'accounts'],
);
