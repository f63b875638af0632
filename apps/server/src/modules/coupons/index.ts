// The coupons module: discount codes and their rules, single-use codes issued from a pattern, and
// their redemption by orders (README.md). Its service (app.coupons) is what the cart (what a code
// takes off) and orders (redeeming in the order's transaction) use; the owner manages coupons
// through the platform API's wc/v3/coupons.
import { domainModule } from '../../domain-module.ts';
import { couponsDemo } from './demo.ts';
import { priceRuleRoutes } from './routes/price-rules.ts';
import { pinwheelCouponCodeRoutes } from './routes/pinwheel-coupon-codes.ts';
import { wcCouponRoutes } from './routes/wc-coupons.ts';
import { CouponsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupons: rules, discounts, single-use codes, redemption (modules/coupons). */
    coupons: CouponsService;
  }
}

export type {
  CouponsService,
  IssuePlan,
  PopupCoupon,
  PricedCartLine,
  Redemption,
} from './service.ts';
export type { Coupon } from './coupon-record.ts';
export type { JudgedCode } from './coupon-rules.ts';

export default domainModule(
  'coupons',
  async (app, { config, database, platformApi, otherOrigins }) => {
    const coupons = new CouponsService(database.db, app.catalog);
    app.decorate('coupons', coupons);
    app.demo.add(couponsDemo);
    await app.register(platformApi(wcCouponRoutes), {
      coupons,
      catalog: app.catalog,
      publicUrl: config.publicUrl,
    });
    await app.register(otherOrigins(priceRuleRoutes), { coupons, sites: app.sites });
    // Display starts first: it asks about the codes its popups hand out through this.
    app.display.useCoupons(coupons);
    // A popup showing a code is served only while that code works (display's site snapshot):
    // a coupon written here makes every site's snapshot read the codes again.
    coupons.onChange(() => app.display.couponsChanged());
    await app.register(platformApi(pinwheelCouponCodeRoutes), { coupons, catalog: app.catalog });
  },
  ['sites', 'display', 'catalog'],
);
