// Per-address limits for calls anyone can make in bulk (the widget's event calls, which count a
// site's views). @fastify/rate-limit, with no route limited unless it asks in its config:
// `config: { rateLimit: { max, timeWindow } }`. Counts live in this process, or in Redis when
// REDIS_URL is set, so that every process behind a load balancer counts the same address once.
// Over the limit a call answers 429 rate_limited in the API's error format, with Retry-After.
// If Redis is unreachable, calls go through uncounted: losing a view is worse than a missed limit.
// The same counts and connection hold the limits on visitors' writes (visitor-write-limits.ts,
// `config: { visitorWrite }`) and the tokens that are good once (used-tokens.ts, app.usedTokens).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MemoryUsedTokens, RedisUsedTokens, type UsedTokens } from './used-tokens.ts';
import { registerVisitorWriteLimits } from './visitor-write-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tokens that are good once (used-tokens.ts), shared through Redis when it is set. */
    usedTokens: UsedTokens;
  }
}

export interface RateLimitOptions {
  /** Shared counts across processes; absent: each process counts alone. */
  redisUrl: string | undefined;
  /** The limits on visitors' writes; false only for benchmarks (VISITOR_WRITE_LIMITS=off). */
  visitorWriteLimits?: boolean;
}

/** How often one address over a limit is written to the log, at most. */
const WARN_EVERY_MS = 60_000;
const MAX_WARNED_ADDRESSES = 1000;
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 250;

/** Resolves once Redis is ready, or at its first error or after the connect timeout. */
function connected(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
    redis.once('ready', done).once('error', done);
  });
}

/** A client error the API's error handler turns into 429 rate_limited. */
function tooManyRequests(after: string): Error {
  return Object.assign(new Error(`Too many requests from this address; try again in ${after}`), {
    statusCode: 429,
    code: 'RATE_LIMITED',
  });
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      // Fail fast while Redis is away or stalled (the call then goes through) instead of
      // queueing calls or waiting on a connection that no longer answers.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    let lastError = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastError < WARN_EVERY_MS) return;
      lastError = Date.now();
      app.log.warn(
        { err: error },
        'Redis for rate limits unreachable; calls are not being counted',
      );
    });
    const client = redis;
    // A polite QUIT, but a stalled Redis must not hold the shutdown.
    app.addHook('onClose', async () => {
      const quit = client.quit().then(
        () => true,
        () => false,
      );
      const timeout = new Promise<false>((resolve) =>
        setTimeout(resolve, COMMAND_TIMEOUT_MS, false).unref(),
      );
      if (!(await Promise.race([quit, timeout]))) client.disconnect();
    });
    // Calls made before the connection is up would go uncounted: start counting from the first.
    await connected(client);
  }

  // A proxy in front without TRUST_PROXY makes every visitor one address: say so in the log, once
  // a minute per address, rather than dropping calls silently.
  const warned = new Map<string, number>();
  const onExceeded = (request: FastifyRequest, key: string) => {
    const now = Date.now();
    if (now - (warned.get(key) ?? 0) < WARN_EVERY_MS) return;
    if (warned.size >= MAX_WARNED_ADDRESSES) warned.clear();
    warned.set(key, now);
    request.log.warn(
      { address: request.ip, route: request.routeOptions.url },
      'rate limit reached for this address (behind a proxy? see TRUST_PROXY)',
    );
  };

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pinwheel-rate-limit:' } : {}),
    skipOnError: true,
    // The key is request.ip (see TRUST_PROXY); an IPv6 address counts by its /64, since one home
    // or phone gets a whole /64 and must not get a fresh count per address in it.
    ipv6Subnet: 64,
    onExceeded,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
    // Only a refused call says when to come back; answers within the limit stay as they were.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
  });
  registerVisitorWriteLimits(app, { enabled: options.visitorWriteLimits ?? true, onExceeded });
  const usedTokens: UsedTokens = redis
    ? new RedisUsedTokens(redis, app.log)
    : new MemoryUsedTokens();
  app.decorate('usedTokens', usedTokens);
}

export default fp(rateLimitPlugin, { name: 'pinwheel-rate-limit' });
