// The customer's session cookie: a random token (its hash is the session's id), httpOnly, SameSite
// Lax (a link from a mail or a search result still arrives signed in), Secure over HTTPS. Who a
// request's customer is gets looked up once per request, and only when something asks.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerAccounts, SignedInCustomer } from './customers.ts';

export const CUSTOMER_SESSION_COOKIE = 'pinwheel_customer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or null (modules/accounts/customer-session.ts). */
    currentCustomer(): Promise<SignedInCustomer | null>;
    /** The customer session token from the cookie, if it is shaped like one. */
    customerSessionToken(): string | undefined;
  }
}

/** Decorates requests with `currentCustomer()` (the app-wide plugin of the accounts module). */
export function decorateCustomerRequests(app: FastifyInstance, customers: CustomerAccounts): void {
  const resolved = new WeakMap<FastifyRequest, Promise<SignedInCustomer | null>>();
  app.decorateRequest('customerSessionToken', function (this: FastifyRequest) {
    const token = this.cookies?.[CUSTOMER_SESSION_COOKIE];
    return token && /^[\w-]{20,100}$/.test(token) ? token : undefined;
  });
  app.decorateRequest('currentCustomer', function (this: FastifyRequest) {
    let found = resolved.get(this);
    if (!found) {
      const token = this.customerSessionToken();
      found = token ? customers.customerForSession(token) : Promise.resolve(null);
      resolved.set(this, found);
    }
    return found;
  });
}

function secure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

export function setCustomerSessionCookie(
  reply: FastifyReply,
  session: { sessionToken: string; expiresAt: number },
  publicUrl: string,
): void {
  reply.setCookie(CUSTOMER_SESSION_COOKIE, session.sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply.request, publicUrl),
    expires: new Date(session.expiresAt),
  });
}

export function clearCustomerSessionCookie(reply: FastifyReply, publicUrl: string): void {
  reply.setCookie(CUSTOMER_SESSION_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply.request, publicUrl),
    expires: new Date(0),
  });
}
