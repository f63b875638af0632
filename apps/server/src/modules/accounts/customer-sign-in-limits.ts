// Brute-force limits on customer sign-in: so many attempts per account (whatever address they come
// from) and per address (whatever accounts they try) in a window. The counts are
// @fastify/rate-limit's, so they live in Redis when REDIS_URL is set and every process behind a
// load balancer counts the same guesses. Every attempt counts, before the password is checked, so
// a burst of parallel guesses sees itself; an unknown login counts as a known one does, so the
// limit tells nothing about which accounts exist.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Attempts on one account (username or email, as typed, lower-cased) in the window. */
export const CUSTOMER_SIGN_IN_PER_ACCOUNT = 10;
/** Attempts from one address, over all accounts, in the window (offices share addresses). */
export const CUSTOMER_SIGN_IN_PER_ADDRESS = 50;
export const CUSTOMER_SIGN_IN_WINDOW_MS = 15 * 60_000;

export interface SignInLimiter {
  /** Counts one attempt on `login`; null within the limits, else the seconds to wait. */
  take(request: FastifyRequest, login: string): Promise<number | null>;
}

export function customerSignInLimits(app: FastifyInstance): SignInLimiter {
  const loginOf = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: CUSTOMER_SIGN_IN_PER_ACCOUNT,
    timeWindow: CUSTOMER_SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `customer-sign-in-account:${loginOf.get(request) ?? ''}`,
  });
  const perAddress = app.createRateLimit({
    max: CUSTOMER_SIGN_IN_PER_ADDRESS,
    timeWindow: CUSTOMER_SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `customer-sign-in-address:${normalizeIP(request.ip, 64)}`,
  });
  return {
    async take(request, login) {
      loginOf.set(request, login.trim().toLowerCase());
      const counts = await Promise.all([perAccount(request), perAddress(request)]);
      let wait: number | null = null;
      for (const count of counts) {
        if (count.isAllowed || !count.isExceeded) continue;
        wait = Math.max(wait ?? 1, count.ttlInSeconds);
      }
      return wait;
    },
  };
}
