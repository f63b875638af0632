import { describe, expect, it } from 'vitest';
import { SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import { ProductListCache } from './product-list-cache.ts';

describe('the product page cache', () => {
  it('answers a kept page until it is too old, then loads it again', async () => {
    const cache = new ProductListCache<string>();
    let loads = 0;
    const load = async () => `page ${++loads}`;
    expect(await cache.read('p1', load, 1000)).toBe('page 1');
    expect(await cache.read('p1', load, 1000 + SITE_CACHE_TTL_MS - 1)).toBe('page 1');
    expect(await cache.read('p1', load, 1000 + SITE_CACHE_TTL_MS)).toBe('page 2');
  });

  it('forgets every page on a write, and never keeps a page read while a write landed', async () => {
    const cache = new ProductListCache<string>();
    expect(await cache.read('p1', async () => 'before', 0)).toBe('before');
    cache.forget();
    expect(await cache.read('p1', async () => 'after', 1)).toBe('after');
    const racing = cache.read('p2', async () => {
      cache.forget(); // a write lands while the page is being read
      return 'stale';
    });
    expect(await racing).toBe('stale');
    expect(await cache.read('p2', async () => 'fresh', 2)).toBe('fresh');
  });

  it('keeps at most its size, dropping the oldest', async () => {
    const cache = new ProductListCache<string>(2);
    await cache.read('a', async () => 'a1', 0);
    await cache.read('b', async () => 'b1', 0);
    await cache.read('c', async () => 'c1', 0);
    expect(await cache.read('a', async () => 'a2', 1)).toBe('a2');
    expect(await cache.read('c', async () => 'c2', 1)).toBe('c1');
  });
});
