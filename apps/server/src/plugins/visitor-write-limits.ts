// Per-address limits on everything a visitor writes: contact messages, sign-ups, popup
// conversions, reviews, orders, cart changes, shares. Anyone can make these calls (the embedded
// ones need no cookie), and each stores something or mails someone, so one address may make only
// so many of each kind in a window; over it, the call answers 429 rate_limited with Retry-After.
// The limits are set for people, not for scripts: many shoppers can share one address (an
// office, a mobile carrier), so each is far above what a person does in its window.
//
// A route asks with `config: { visitorWrite: 'contact-message' }`; a page's form post is counted
// by the pages' catch-all (web/page-write-limits.ts) through `app.visitorWrites.take`. Routes of
// one kind share one count (a contact message from our page and one from an embed are two of the
// same). Counts live with the other per-address limits (plugins/rate-limit.ts): in this process,
// or in Redis when REDIS_URL is set, so every process counts an address once.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What one address may write, per kind: `max` calls in `windowMs`. */
export const visitorWriteLimits = {
  /** Contact form messages (our pages and embeds). */
  'contact-message': { max: 30, windowMs: 10 * 60_000 },
  /** Web form calls: entries, token refreshes and restricted-email checks (pages and embeds). */
  'web-form': { max: 120, windowMs: 10 * 60_000 },
  /** Mailing-list sign-ups (our pages and embeds). */
  'sign-up': { max: 30, windowMs: 10 * 60_000 },
  /** The widget's conversion call: a popup's form, a click, a coupon click. */
  conversion: { max: 120, windowMs: 60_000 },
  /** Product reviews. */
  review: { max: 20, windowMs: 10 * 60_000 },
  /** Placed orders (the checkout page and API). */
  order: { max: 60, windowMs: 10 * 60_000 },
  /** Cart changes: adds, quantities, removals, clearing (our API, Shopify's, the cart pages). */
  cart: { max: 600, windowMs: 60_000 },
  /** Accepting an invitation to become an owner (each one hashes a password with argon2id). */
  'owner-invitation': { max: 20, windowMs: 10 * 60_000 },
  /** Customer registrations (each one hashes a password with argon2id). */
  'customer-registration': { max: 20, windowMs: 10 * 60_000 },
  /** Password-reset links asked for and used (a mail each; a hash each). */
  'customer-password-reset': { max: 20, windowMs: 10 * 60_000 },
  /** Share counts and the email link's guard. */
  share: { max: 120, windowMs: 60_000 },
  /** What the widget reports from a store: browse abandonment, a Wix order's products. */
  'store-event': { max: 120, windowMs: 60_000 },
  /** Price password attempts: a shop's few customers type it once; guessing needs thousands. */
  'price-password': { max: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type VisitorWrite = keyof typeof visitorWriteLimits;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each call against this kind's per-address limit (plugins/visitor-write-limits.ts). */
    visitorWrite?: VisitorWrite;
  }
  interface FastifyInstance {
    visitorWrites: VisitorWriteLimiter;
  }
}

export interface VisitorWriteLimiter {
  /**
   * Counts one write of this kind from the request's address. Answers null within the limit, or
   * the seconds until the address may write again.
   */
  take(request: FastifyRequest, kind: VisitorWrite): Promise<number | null>;
}

/** A client error the API's error handler turns into 429 rate_limited. */
export function tooManyRequests(retryAfterSeconds: number): Error {
  return Object.assign(
    new Error(`Too many requests from this address; try again in ${retryAfterSeconds} s`),
    { statusCode: 429, code: 'RATE_LIMITED' },
  );
}

export interface VisitorWriteLimitOptions {
  /** false (VISITOR_WRITE_LIMITS=off): nothing is counted, for benchmarks from one address. */
  enabled: boolean;
  /** Called for each refused write (the rate-limit plugin's log line). */
  onExceeded(request: FastifyRequest, key: string): void;
}

/** Decorates `app.visitorWrites` and limits every route that names a kind. Needs @fastify/rate-limit. */
export function registerVisitorWriteLimits(
  app: FastifyInstance,
  options: VisitorWriteLimitOptions,
): void {
  const counters = new Map<VisitorWrite, ReturnType<FastifyInstance['createRateLimit']>>();
  /** One counter per kind, made on first use, so every route of that kind shares it. */
  const counterOf = (kind: VisitorWrite) => {
    let counter = counters.get(kind);
    if (!counter) {
      const { max, windowMs } = visitorWriteLimits[kind];
      counter = app.createRateLimit({
        max,
        timeWindow: windowMs,
        // The kind is part of the key: in Redis every limiter made this way shares one prefix.
        keyGenerator: (request) => `${kind}:${normalizeIP(request.ip, 64)}`,
      });
      counters.set(kind, counter);
    }
    return counter;
  };

  const limiter: VisitorWriteLimiter = {
    async take(request, kind) {
      if (!options.enabled) return null;
      const counted = await counterOf(kind)(request);
      if (counted.isAllowed || !counted.isExceeded) return null;
      options.onExceeded(request, counted.key);
      return Math.max(1, counted.ttlInSeconds);
    },
  };
  app.decorate('visitorWrites', limiter);

  app.addHook('onRoute', (route) => {
    const kind = route.config?.visitorWrite;
    if (!kind) return;
    // onRequest: a refused write is answered before its body is read.
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [
      ...hooks,
      async (request, reply) => {
        const wait = await limiter.take(request, kind);
        if (wait === null) return;
        reply.header('retry-after', wait);
        throw tooManyRequests(wait);
      },
    ];
  });
}
