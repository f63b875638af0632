// The owner's account as pages use it (apps/web/app/context/accounts.ts), bound to one request:
// who is signed in (the owner-session plugin's lookup, once per request), sign-in and sign-out
// with the Set-Cookie values the page's answer carries.
import type { AccountsPages } from '@pinwheel/web/context/accounts';
import type { FastifyRequest } from 'fastify';
import type { AccountsService } from './service.ts';

export function accountsPages(accounts: AccountsService, request: FastifyRequest): AccountsPages {
  const app = request.server;
  return {
    currentOwner: () => request.currentOwner(),
    async comingSoonBannerDismissed() {
      const owner = await request.currentOwner();
      if (!owner) return false;
      return (await accounts.ownerMeta(owner.id, 'coming_soon_banner_dismissed')) === 'yes';
    },
    async signIn({ email, password }) {
      const outcome = await accounts.signIn({ email, password, ip: request.ip });
      if (!outcome.ok) {
        request.log.info({ reason: outcome.reason }, 'owner sign-in refused');
        return outcome;
      }
      request.log.info({ ownerId: outcome.owner.id }, 'owner signed in');
      return {
        ok: true,
        setCookie: app.ownerSessionCookie(outcome.sessionToken, outcome.expiresAt),
      };
    },
    async invitation(token) {
      const found = await accounts.team.lookUpInvite(token);
      return found.state === 'open' ? { state: 'open', email: found.email } : found;
    },
    async acceptInvitation(token, password) {
      const accepted = await accounts.team.acceptInvite(token, password);
      if (!accepted.ok) {
        request.log.info({ state: accepted.state }, 'owner invitation refused');
        return { ok: false, state: accepted.state === 'open' ? 'used' : accepted.state };
      }
      request.log.info('owner invitation accepted');
      // Signed in with the password just chosen, as the sign-in page would.
      const signedIn = await accounts.signIn({ email: accepted.email, password, ip: request.ip });
      if (!signedIn.ok) return { ok: false, state: 'used' };
      return {
        ok: true,
        setCookie: app.ownerSessionCookie(signedIn.sessionToken, signedIn.expiresAt),
      };
    },
    async signOut() {
      const token = request.sessionToken();
      if (token) await accounts.signOut(token);
      return app.clearedOwnerSessionCookie();
    },
  };
}
