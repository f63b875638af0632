// The mailing-list module: the owner's lists and their subscribers (consent text and time, double
// opt-in by email, unsubscribe by a signed link, CSV export), the sign-up routes for our pages and
// other sites, and `app.mailingList.addSubscriber`, which other modules call (README.md).
import { domainModule } from '../../domain-module.ts';
import { mailingListDemo } from './demo.ts';
import { mailingListAdminRoutes } from './routes/admin.ts';
import { mailingListRestRoutes } from './routes/rest.ts';
import { signUpRoutes } from './routes/sign-up.ts';
import { MailingListService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mailing lists and their subscribers (modules/mailing-list). */
    mailingList: MailingListService;
  }
}

export { DEMO_MAILING_LIST_ID } from './demo.ts';
export { mailingListPages } from './pages.ts';
export type {
  MailingList,
  MailingListService,
  NewSubscriber,
  SignUpOutcome,
  Subscriber,
  SubscriberStatus,
} from './service.ts';

export default domainModule(
  'mailing-list',
  async (app, { config, database, ownSite, otherOrigins, platformApi, secretKey }) => {
    const mailingList = new MailingListService({
      db: database.db,
      log: app.log,
      mailer: app.mailer,
      secretKey,
      publicUrl: config.publicUrl,
      shopName: () => app.shop.settings().name,
    });
    app.decorate('mailingList', mailingList);
    await app.register(ownSite(signUpRoutes), { mailingList, embedded: false });
    await app.register(otherOrigins(signUpRoutes), { mailingList, embedded: true });
    await app.register(platformApi(mailingListRestRoutes), { mailingList });
    // Deprecated for one release (the CSV stays): the same service calls, old paths and shapes.
    await app.register(ownSite(mailingListAdminRoutes), { mailingList });
    app.demo.add(mailingListDemo);
  },
  ['shop'],
);
