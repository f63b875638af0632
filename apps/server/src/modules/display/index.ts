// The display module: popups, the display protocol the widget calls from other sites' pages, the
// events it records, and the owner API for popups (README.md). Its plugin makes what its routes
// share (display-context.ts: the event recorder, each site's snapshot cached through the sites
// module) and the service the app is decorated with, registers the protocol outside our own site's
// context (the widget sends no cookies and no nonce, and it is the hottest path of the product)
// and the owner API inside it, writes the recorder's buffer when the app closes, and adds the demo
// site's popups.
import type { FastifyInstance } from 'fastify';
import { domainModule } from '../../domain-module.ts';
import { displayDemo } from './demo.ts';
import { createDisplayContext, type DisplayContext } from './display-context.ts';
import { geoipLoadFailure } from './geoip.ts';
import { popupRestRoutes } from './routes/rest.ts';
import { displayCheckRoutes } from './routes/display-check-rest.ts';
import { popupAdminRoutes } from './routes/admin.ts';
import { openToOtherOrigins } from './routes/cross-origin.ts';
import { displayCallRoutes } from './routes/display.ts';
import { popupContentRoutes } from './routes/popup-content.ts';
import { eventRoutes } from './routes/events.ts';
import { validationEmailRoutes } from './routes/validation-emails.ts';
import { DisplayService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Popups, the widget's events, the popups overview (modules/display). */
    display: DisplayService;
  }
}

export { DEMO_POPUP_IDS, DEMO_RECOMMENDATION_POPUP_IDS } from './demo-popups.ts';
export type { PopupOverviewRow } from './popup-overview.ts';
export type { AbEnding, DisplayService } from './service.ts';
export type { WixCartSource } from './display-context.ts';
// What the leads module's conversion call shares with the display protocol.
export type { ConversionRefusal, ConversionTarget } from './conversion-target.ts';
export type { RecommendationRefusal, RecommendationTarget } from './recommendation-target.ts';
export { isListedEmailDomain } from './email-domains.ts';
export { UNIQUE_COUPON_TYPE } from './popup-coupons.ts';
export { popupStatuses, popupTypes } from './popup-schema.ts';
export { countryOf } from './geoip.ts';
export { displayProtocolRoute, openToOtherOrigins } from './routes/cross-origin.ts';
export { callingHost, pageLanguage } from './routes/visitor-request.ts';

async function protocolRoutes(
  app: FastifyInstance,
  options: { ctx: DisplayContext; display: DisplayService; eventsPerMinute: number },
) {
  await openToOtherOrigins(app);
  await app.register(displayCallRoutes, options);
  await app.register(popupContentRoutes, options);
  await app.register(eventRoutes, options);
  await app.register(validationEmailRoutes);
}

export default domainModule(
  'display',
  async (app, { config, database, ownSite, otherOrigins, platformApi }) => {
    const ctx = createDisplayContext(database.db, app.sites, app.log);
    const display = new DisplayService(ctx);
    app.decorate('display', display);
    // The recorder's buffer is written before the database closes (main.ts closes it after the
    // app): an acknowledged view survives a graceful shutdown.
    app.addHook('onClose', () => ctx.recorder.close());

    // Loading the GeoIP database now keeps its cost off the first visitor's request.
    const geoipFailure = geoipLoadFailure();
    if (geoipFailure) {
      app.log.warn(
        { err: geoipFailure },
        'GeoIP database unavailable; visitors get the default country',
      );
    }

    await app.register(otherOrigins(protocolRoutes), {
      ctx,
      display,
      eventsPerMinute: config.displayEventsPerMinute,
    });
    await app.register(platformApi(popupRestRoutes), { display });
    await app.register(platformApi(displayCheckRoutes), { display });
    // Deprecated for one release: the same service calls under their old paths and shapes.
    await app.register(ownSite(popupAdminRoutes), { display });
    app.demo.add(displayDemo);
  },
  ['sites'],
);
