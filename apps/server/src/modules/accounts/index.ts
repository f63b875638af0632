// The accounts module: owner accounts, their sessions and sign-in limits (README.md). Its plugin
// decorates the app with the accounts service and serves the session API on our own site.
import { domainModule } from '../../domain-module.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { credentialCrypto } from './credential-crypto.ts';
import { customerHooks } from './customer-hooks.ts';
import { customerRestRoutes } from './customer-rest-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { allowHostedCaptcha } from './captcha-policy.ts';
import { decorateCustomerRequests } from './customer-session.ts';
import { customerSignInLimits } from './customer-sign-in-limits.ts';
import { customerAccounts } from './customers.ts';
import { applicationPasswordRoutes } from './application-password-routes.ts';
import { meRoutes } from './me-routes.ts';
import { ownerRoutes } from './owner-routes.ts';
import { accountRoutes } from './routes.ts';
import { accountsService, type AccountsService } from './service.ts';
import type { CustomerAccounts } from './customers.ts';
import type { CustomerHooks } from './customer-hooks.ts';
import { wpUserRoutes } from './wp-user-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Owner accounts and sessions (modules/accounts). */
    accounts: AccountsService;
    /** Customer accounts: the service and the sign-in/sign-out hooks (modules/accounts). */
    customers: CustomersSurface;
  }
}

export type { AccountsService, OwnerAtStart, SignedInOwner } from './service.ts';
export type { CustomerAccounts, SignedInCustomer } from './customers.ts';
export type { CustomerSignInEvent, CustomerSignOutEvent } from './customer-hooks.ts';
export { customerPages } from './customer-pages.ts';

/** What other modules see of customer accounts: the service, and hooks on sign-in and sign-out. */
export interface CustomersSurface {
  accounts: CustomerAccounts;
  onSignIn: CustomerHooks['onSignIn'];
  onSignOut: CustomerHooks['onSignOut'];
}
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

    const customers = customerAccounts(database.db, {
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      secretKey,
      usedTokens: app.usedTokens,
      crypto: credentialCrypto(secretKey),
      shopName: () => app.shop.settings().name,
      siteVerifyUrls: config.siteVerifyUrls,
      captchaScriptUrls: config.captchaScriptUrls,
    });
    const hooks = customerHooks();
    decorateCustomerRequests(app, customers);
    allowHostedCaptcha(app, customers);
    app.decorate('customers', {
      accounts: customers,
      onSignIn: hooks.onSignIn,
      onSignOut: hooks.onSignOut,
    });
    await app.register(ownSite(customerRoutes), {
      customers,
      hooks,
      limits: customerSignInLimits(app),
      publicUrl: config.publicUrl,
    });
    await app.register(platformApi(customerRestRoutes), { customers });
  },
  ['shop'],
);
