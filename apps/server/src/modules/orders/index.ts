// The orders module: checkout (placing an order in one transaction with the catalog's stock),
// payment methods, shipping, order mails and the owner's orders (README.md). Its plugin decorates
// the app with the orders service and the checkout's lines provider; pages reach it through the
// load context (checkout-pages.ts), other modules through what this file exports.
import { domainModule } from '../../domain-module.ts';
import {
  buyNowLines,
  cartCheckoutLines,
  cartOrBuyNowLines,
  type CheckoutLines,
} from './checkout-lines.ts';
import { ordersAdminRoutes } from './routes/admin.ts';
import { pinwheelOrderRoutes } from './routes/pinwheel-orders.ts';
import { orderRestRoutes } from './routes/rest.ts';
import { overviewRestRoutes } from './routes/overview-rest.ts';
import { wcOrderNoteRoutes } from './routes/wc-order-notes.ts';
import { wcOrderRefundRoutes } from './routes/wc-order-refunds.ts';
import { checkoutSettingsRestRoutes } from './routes/settings-rest.ts';
import { wcSettingsRoutes } from './routes/wc-settings.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { OrdersService } from './service.ts';
import { shopAddressLines } from '../shop/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders, checkout and their settings (modules/orders). */
    orders: OrdersService;
    /** Where checkout reads the shopper's lines (modules/orders/checkout-lines.ts). */
    checkoutLines: CheckoutLines;
  }
}

export { cartCheckoutLines } from './checkout-lines.ts';
export type { CartLinesSource, CheckoutLines } from './checkout-lines.ts';
export type { OrdersService, PlaceOrderResult, RecentPurchase } from './service.ts';
export type { Order, OrderLine, OrderMail, OrderNote, OrderRefund } from './order-record.ts';
export type { OrderSettings } from './order-settings.ts';
export { checkoutPages } from './checkout-pages.ts';
export { customerOrdersPages } from './customer-orders-pages.ts';
export {
  countries as addressCountries,
  countryName as addressCountryName,
  stateName as addressStateName,
  type Country,
} from './address-regions.ts';
export { checkoutCountries } from './checkout-countries.ts';

export default domainModule(
  'orders',
  async (app, { config, database, ownSite, platformApi }) => {
    const orders = new OrdersService({
      db: database.db,
      catalog: app.catalog,
      coupons: app.coupons,
      mailer: app.mailer,
      log: app.log,
      shopName: () => app.shop.settings().name,
      shopAddress: (lang) => shopAddressLines(app.shop.settings().address, lang),
      ownerEmail: config.adminEmail,
      publicUrl: config.publicUrl,
    });
    app.decorate('orders', orders);
    app.decorate(
      'checkoutLines',
      cartOrBuyNowLines(
        cartCheckoutLines(app.cart),
        buyNowLines(config.publicUrl.startsWith('https:')),
      ),
    );
    app.addHook('onClose', () => orders.settle());
    await app.register(ownSite(checkoutRoutes), { orders });
    await app.register(platformApi(orderRestRoutes), {
      orders,
      language: () => app.shop.settings().defaultLanguage,
    });
    await app.register(platformApi(wcOrderNoteRoutes), { orders });
    await app.register(platformApi(wcOrderRefundRoutes), { orders });
    await app.register(platformApi(pinwheelOrderRoutes), { orders });
    await app.register(platformApi(checkoutSettingsRestRoutes), { orders });
    await app.register(platformApi(wcSettingsRoutes), {
      orders,
      catalog: app.catalog,
      cart: app.cart,
    });
    await app.register(platformApi(overviewRestRoutes), {
      db: database.db,
      catalog: app.catalog,
      language: () => app.shop.settings().defaultLanguage,
    });
    // Deprecated for one release: the same service calls under their old paths and shapes.
    await app.register(ownSite(ordersAdminRoutes), { orders });
  },
  ['catalog', 'coupons', 'shop', 'cart'],
);
