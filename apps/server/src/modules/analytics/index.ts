// The analytics module: figures that cross modules (README.md) — today each popup's views,
// conversions and the revenue credited to it, over time with breakdowns, and A/B test results.
import { domainModule } from '../../domain-module.ts';
import { popupAnalyticsRestRoutes } from './routes/popup-analytics-rest.ts';
import { popupPerformanceRestRoutes } from './routes/popup-performance-rest.ts';
import { AnalyticsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Figures across modules: popup performance (modules/analytics). */
    analytics: AnalyticsService;
  }
}

export type { AnalyticsService, PopupPerformance } from './service.ts';
export { ATTRIBUTION_WINDOW_DAYS } from './popup-revenue.ts';

export default domainModule(
  'analytics',
  async (app, { platformApi }) => {
    const analytics = new AnalyticsService({
      display: app.display,
      leads: app.leads,
      orders: app.orders,
      coupons: app.coupons,
    });
    app.decorate('analytics', analytics);
    await app.register(platformApi(popupPerformanceRestRoutes), { analytics });
    await app.register(platformApi(popupAnalyticsRestRoutes), { analytics });
  },
  ['display', 'leads', 'orders', 'coupons'],
);
