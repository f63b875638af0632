// The notices module: recent-purchase notices (storefront spec §3, §4, §7, §9) — the shop's
// settings on the owner API and the notices a visitor's page shows, from real recent orders or
// generated from the owner's lists (README.md).
import { domainModule } from '../../domain-module.ts';
import { noticesDemo } from './demo.ts';
import { noticesCallRoutes } from './routes/notices-call.ts';
import { noticeSettingsRestRoutes } from './routes/settings-rest.ts';
import { NoticesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recent-purchase notices (modules/notices). */
    notices: NoticesService;
  }
}

export type { NoticesService, SettingsProblems } from './service.ts';
export { settingsProblems } from './service.ts';

export default domainModule(
  'notices',
  async (app, { config, database, otherOrigins, platformApi }) => {
    const notices = new NoticesService(database.db, app.catalog, app.orders, config.publicUrl);
    app.decorate('notices', notices);
    app.demo.add(noticesDemo);
    await app.register(otherOrigins(noticesCallRoutes), {
      notices,
      sites: app.sites,
      readsPerMinute: config.displayEventsPerMinute,
    });
    await app.register(platformApi(noticeSettingsRestRoutes), { notices });
  },
  ['sites', 'display', 'catalog', 'orders'],
);
