// The leads module: what visitors' conversions become (README.md). The conversion call of the
// display protocol (in the otherOrigins context, beside the display module's calls), the leads
// table, webhook endpoints and the durable outbox that delivers each lead to them from any
// process, and the owner API for leads and integrations. Other modules and the pages reach it
// through this file and `app.leads`.
import { randomInt } from 'node:crypto';
import { domainModule } from '../../domain-module.ts';
import { leadsAdminRoutes } from './routes/admin.ts';
import { conversionRoutes } from './routes/conversion.ts';
import { leadsRestRoutes } from './routes/rest.ts';
import type { LeadsContext } from './leads-context.ts';
import * as repo from './repo.ts';
import { LeadsService } from './service.ts';
import { WebhookOutbox } from './webhook-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Leads, webhook endpoints and deliveries, conversion codes (modules/leads). */
    leads: LeadsService;
  }
}

export type { LeadsService } from './service.ts';
export type { DeliveryView, LeadView } from './lead-views.ts';
export type { AttemptView, EndpointView } from './webhook-endpoints.ts';
export { leadsCsv } from './leads-csv.ts';
export { integrationsPages, leadsPages } from './pages.ts';
export {
  verifyWebhookSignature,
  SIGNATURE_HEADER,
  DELIVERY_ID_HEADER,
} from './webhook-signature.ts';

/** A prize is worth something: its draw takes the operating system's randomness, not Math.random. */
const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

export default domainModule(
  'leads',
  async (app, { database, ownSite, otherOrigins, platformApi, config, prizeRandom }) => {
    const outbox = new WebhookOutbox(database.db, app.log, config.webhookOutbox);
    const ctx: LeadsContext = {
      db: database.db,
      sites: app.sites,
      mailingList: app.mailingList,
      outbox,
      coupons: app.coupons,
      conversionCodes: app.sites.cacheByClientId({
        load: (site) => repo.conversionCode(database.db, site.id),
      }),
      log: app.log,
      prizeRandom: prizeRandom ?? cryptoRandom,
      couponChecks: new Map(),
    };
    // A coupon edited or deleted here is checked again by the next draw, not 3 s later.
    app.coupons.onChange(() => ctx.couponChecks.clear());
    const leads = new LeadsService(ctx);
    app.decorate('leads', leads);
    // Sends under way finish (each within the timeout) before the database closes; what is not
    // sent stays in the outbox for the next start.
    app.addHook('onClose', () => outbox.close());
    await app.register(otherOrigins(conversionRoutes), { leads, display: app.display });
    await app.register(platformApi(leadsRestRoutes), { leads, sites: app.sites });
    // Deprecated for one release (the CSV export stays): the same service calls, old shapes.
    await app.register(ownSite(leadsAdminRoutes), { leads });
  },
  ['sites', 'display', 'coupons', 'mailing-list'],
);
