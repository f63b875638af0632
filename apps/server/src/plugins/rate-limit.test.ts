// The per-address limit on a small app: a route that asks for a limit answers 429 rate_limited
// with Retry-After once an address is over it; counts are per process, or shared by every process
// through Redis (TEST_REDIS_URL, by default the local one), and calls pass while Redis is away.
import { randomInt } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors.ts';
import rateLimit from './rate-limit.ts';
import { expectRedisReachable, testRedisUrl } from '../testing/redis-reachable.ts';

const redisUrl = testRedisUrl;

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app with one route limited to `max` calls a minute per address and one without a limit. */
async function limitedApp(
  max: number,
  options: { redisUrl?: string; logger?: FastifyBaseLogger } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
  });
  apps.push(app);
  await app.register(errors);
  await app.register(rateLimit, { redisUrl: options.redisUrl });
  app.post('/limited', { config: { rateLimit: { max, timeWindow: 60_000 } } }, () => ({ ok: 1 }));
  app.post('/free', () => ({ ok: 1 }));
  await app.ready();
  return app;
}

/** An address no earlier run has used (Redis keeps counts for a minute). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const call = (app: FastifyInstance, remoteAddress = '203.0.113.7', url = '/limited') =>
  app.inject({ method: 'POST', url, remoteAddress });

async function statuses(app: FastifyInstance, count: number, remoteAddress?: string) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await call(app, remoteAddress)).statusCode);
  return seen;
}

describe('the per-address limit in one process', () => {
  it('answers 429 rate_limited with Retry-After once an address is over it', async () => {
    const app = await limitedApp(2);
    expect(await statuses(app, 2)).toEqual([200, 200]);
    const refused = await call(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests from this address; try again in /),
        requestId: expect.any(String),
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('does not advertise the limit on answers within it', async () => {
    const app = await limitedApp(2);
    const answer = await call(app);
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      expect(answer.headers[name]).toBeUndefined();
    }
  });

  it('limits only the routes that ask, and each address on its own', async () => {
    const app = await limitedApp(1);
    expect(await statuses(app, 2)).toEqual([200, 429]);
    expect((await call(app, '203.0.113.7', '/free')).statusCode).toBe(200);
    expect(await statuses(app, 1, '203.0.113.8')).toEqual([200]);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const app = await limitedApp(2);
    expect(await statuses(app, 2, '2001:db8:1:2::a')).toEqual([200, 200]);
    expect(await statuses(app, 1, '2001:db8:1:2:ffff::b')).toEqual([429]);
    expect(await statuses(app, 1, '2001:db8:1:3::a')).toEqual([200]);
  });

  it('says so in the log once a minute per address, not once per refused call', async () => {
    const lines: Array<{ level: number; msg: string; address?: string }> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = await limitedApp(1, { logger });
    expect(await statuses(app, 4)).toEqual([200, 429, 429, 429]);
    const warnings = lines.filter((line) => line.msg.startsWith('rate limit reached'));
    expect(warnings).toEqual([expect.objectContaining({ level: 40, address: '203.0.113.7' })]);
  });

  it('lets calls through uncounted while Redis is unreachable', async () => {
    const app = await limitedApp(2, { redisUrl: 'redis://127.0.0.1:1' });
    expect(await statuses(app, 4)).toEqual([200, 200, 200, 200]);
  });
});

describe('the per-address limit shared through Redis', () => {
  beforeAll(() => expectRedisReachable(redisUrl));

  it('counts an address once across two processes', async () => {
    const [first, second] = [await limitedApp(3, { redisUrl }), await limitedApp(3, { redisUrl })];
    const address = freshAddress();
    expect(await statuses(first, 2, address)).toEqual([200, 200]);
    expect(await statuses(second, 2, address)).toEqual([200, 429]);
    expect(await statuses(first, 1, address)).toEqual([429]);
    expect((await call(second, address)).headers['retry-after']).toBeDefined();
  });
});
