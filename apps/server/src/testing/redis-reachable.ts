// For tests of limits shared through Redis: without a reachable Redis those calls would pass
// uncounted (by design: a stalled Redis lets calls through), and the tests would fail for the
// wrong reason. This says what is wrong instead. A machine with no Redis and no TEST_REDIS_URL
// (a contributor's laptop) may skip such a test with a message (`sharedRedisOrSkip`); where
// TEST_REDIS_URL is set (CI) a Redis that does not answer fails the test.
import { Redis } from 'ioredis';

/** The Redis the shared-limit tests use: TEST_REDIS_URL, else the local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function expectRedisReachable(url = testRedisUrl): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${url} (set TEST_REDIS_URL)`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

/**
 * Whether a shared-Redis test runs here: yes when Redis answers, or when TEST_REDIS_URL names one
 * (then its absence fails the test); otherwise no, with a message saying how to run it.
 */
export async function sharedRedisOrSkip(what: string): Promise<boolean> {
  if (process.env.TEST_REDIS_URL) return true;
  try {
    await expectRedisReachable(testRedisUrl);
    return true;
  } catch {
    console.warn(
      `Skipped: ${what} needs Redis; none answers at ${testRedisUrl} (start one, or set TEST_REDIS_URL).`,
    );
    return false;
  }
}
