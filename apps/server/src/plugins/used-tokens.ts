// Tokens that are good once: the contact form's time-trap token may bring one message, not three
// hundred. A token is claimed when what it vouches for is stored; a second claim of the same one
// fails until the token would have expired anyway. Claims live in this process, or in Redis when
// REDIS_URL is set, so that two processes never both accept the same token. Like the rate limits,
// a claim goes through while Redis is unreachable: a message lost is worse than a repeat let in.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface UsedTokens {
  /** True the first time `token` is claimed in `scope`, false while an earlier claim lasts. */
  claim(scope: string, token: string, ttlMs: number): Promise<boolean>;
}

/** Claims a process keeps; more than this many live ones and the oldest are forgotten. */
const MAX_REMEMBERED = 100_000;

export class MemoryUsedTokens implements UsedTokens {
  /** Key → when its claim lapses; in claim order, so the oldest claims come first. */
  private readonly claims = new Map<string, number>();

  async claim(scope: string, token: string, ttlMs: number, now = Date.now()): Promise<boolean> {
    const key = `${scope}:${token}`;
    const lapses = this.claims.get(key);
    if (lapses !== undefined && lapses > now) return false;
    this.claims.delete(key);
    this.forgetLapsed(now);
    this.claims.set(key, now + ttlMs);
    return true;
  }

  private forgetLapsed(now: number) {
    for (const [key, lapses] of this.claims) {
      if (lapses > now && this.claims.size < MAX_REMEMBERED) break;
      this.claims.delete(key);
    }
  }
}

export class RedisUsedTokens implements UsedTokens {
  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  async claim(scope: string, token: string, ttlMs: number): Promise<boolean> {
    try {
      // SET … NX: only the first of any number of processes sets it.
      const set = await this.redis.set(
        `pinwheel-used-token:${scope}:${token}`,
        '1',
        'PX',
        Math.max(1, Math.ceil(ttlMs)),
        'NX',
      );
      return set === 'OK';
    } catch (error) {
      this.log.warn({ err: error, scope }, 'Redis unreachable: a one-time token was not checked');
      return true;
    }
  }
}
