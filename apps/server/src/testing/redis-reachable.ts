// For tests of limits shared through Redis: without a reachable Redis those calls would pass
// uncounted (by design: a stalled Redis lets calls through), and the tests would fail for the
// wrong reason. This says what is wrong instead.
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
