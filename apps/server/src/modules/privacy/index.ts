// The privacy module: the owner's privacy requests (README.md) — everything kept about one email
// address, found, exported and erased through each owning module's service. No tables.
import { domainModule } from '../../domain-module.ts';
import { privacyRestRoutes } from './routes/privacy-rest.ts';
import { PrivacyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One person's data across modules: found, exported, erased (modules/privacy). */
    privacy: PrivacyService;
  }
}

export type { PrivacyService } from './service.ts';

export default domainModule(
  'privacy',
  async (app, { platformApi }) => {
    const privacy = new PrivacyService({
      leads: app.leads,
      coupons: app.coupons,
      mailingList: app.mailingList,
      contactForms: app.contactForms,
      forms: app.forms,
      customers: app.customers,
      orders: app.orders,
      catalog: app.catalog,
      display: app.display,
    });
    app.decorate('privacy', privacy);
    await app.register(platformApi(privacyRestRoutes), { privacy });
  },
  [
    'leads',
    'coupons',
    'mailing-list',
    'contact-forms',
    'forms',
    'accounts',
    'orders',
    'catalog',
    'display',
  ],
);
