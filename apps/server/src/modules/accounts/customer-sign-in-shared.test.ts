// The customer sign-in throttle shared through Redis (TEST_REDIS_URL, by default the local one):
// two app instances, each with a database of its own and the same REDIS_URL, as two processes
// behind a load balancer are. Guesses on one account spread over both, each from another address,
// are counted once: the next guess is refused with 429 and Retry-After by whichever receives it.
// Without Redis each instance counts on its own (the in-memory store), so this would fail there:
// with no Redis answering and no TEST_REDIS_URL it is skipped with a message; CI sets the URL.
import { randomUUID } from 'node:crypto';
import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorBrowser } from '../../testing/owner-client.ts';
import {
  expectRedisReachable,
  sharedRedisOrSkip,
  testRedisUrl,
} from '../../testing/redis-reachable.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { CUSTOMER_SIGN_IN_PER_ACCOUNT } from './customer-sign-in-limits.ts';

const redisHere = await sharedRedisOrSkip('the customer sign-in throttle shared through Redis');

describe.runIf(redisHere)('customer sign-in throttle shared through Redis', () => {
  const apps: TestApp[] = [];

  beforeAll(async () => {
    await expectRedisReachable(testRedisUrl);
    for (let n = 0; n < 2; n++) {
      apps.push(await createTestApp('sqlite', {}, { REDIS_URL: testRedisUrl }));
    }
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  let address = 0;
  /** One guess through an instance, from an address of its own (the per-address limit stays out). */
  async function guess(t: TestApp, login: string) {
    const browser = await visitorBrowser(t.app);
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      headers: { cookie: browser.cookie, [NONCE_HEADER]: browser.nonce },
      payload: { uname: login, upass: `guess ${address}` },
    });
  }

  it('counts guesses on one account across two processes', async () => {
    // A login no earlier run used: Redis keeps counts for the window.
    const login = `shared-${randomUUID()}`;
    const [first, second] = apps as [TestApp, TestApp];
    const answers = [];
    for (let n = 0; n < CUSTOMER_SIGN_IN_PER_ACCOUNT; n++) {
      answers.push((await guess(n % 2 === 0 ? first : second, login)).statusCode);
    }
    // Each instance saw only half the limit; together they saw all of it.
    expect(answers.every((status) => status === 401)).toBe(true);
    for (const t of [first, second]) {
      const refused = await guess(t, login);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().data.message).toMatch(/^Too many sign-in attempts\./);
    }
    // Another account is not held up.
    expect((await guess(second, `other-${randomUUID()}`)).statusCode).toBe(401);
  });
});
