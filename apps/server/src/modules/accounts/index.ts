// The accounts module: owner accounts, their sessions and sign-in limits (README.md). Its plugin
// decorates the app with the accounts service and serves the session API on our own site.
import { domainModule } from '../../domain-module.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { applicationPasswordRoutes } from './application-password-routes.ts';
import { meRoutes } from './me-routes.ts';
import { ownerRoutes } from './owner-routes.ts';
import { accountRoutes } from './routes.ts';
import { accountsService, type AccountsService } from './service.ts';
import { wpUserRoutes } from './wp-user-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Owner accounts and sessions (modules/accounts). */
    accounts: AccountsService;
  }
}

export type { AccountsService, OwnerAtStart, SignedInOwner } from './service.ts';
export type { ApiAuthentication, ApiCaller } from './api-auth.ts';
export type { ApiKeyScope, ApiKeyView } from './api-keys.ts';
export { accountsPages } from './pages.ts';
export { apiKeysPages } from './api-keys-pages.ts';

export default domainModule(
  'accounts',
  async (app, { config, database, ownSite, platformApi, secretKey }) => {
    const accounts = accountsService(database.db, {
      secretKey,
      usedTokens: app.usedTokens,
      publicUrl: config.publicUrl,
      mailer: app.mailer,
    });
    app.decorate('accounts', accounts);
    await app.register(ownSite(accountRoutes), { accounts });
    await app.register(ownSite(meRoutes), { accounts });
    await app.register(platformApi(wpUserRoutes), { accounts });
    await app.register(platformApi(applicationPasswordRoutes), { accounts });
    await app.register(platformApi(apiKeyRoutes), { accounts });
    await app.register(platformApi(ownerRoutes), { team: accounts.team });
  },
);
