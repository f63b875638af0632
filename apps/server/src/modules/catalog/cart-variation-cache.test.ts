// The cart's variation cache: reads once within the settings' lifetime, per language, forgets
// everything on a write (even a read already under way), keeps no unknown ids and stays bounded.
import type { Language } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import { CartVariationCache } from './cart-variation-cache.ts';
import type { CartVariation } from './cart-variations.ts';

function variation(id: number, price: number): CartVariation {
  return {
    id,
    productId: `p-${id}`,
    productSlug: `p-${id}`,
    productTitle: `Product ${id}`,
    url: `/product/p-${id}`,
    options: [],
    sku: '',
    price,
    stock: null,
    maxQty: null,
    isInStock: true,
    purchasable: true,
    simple: true,
    image: null,
    bulkTiers: [],
  };
}

/** A catalog in memory that counts what it was asked for. */
function catalog(known: number[]) {
  const prices = new Map(known.map((id) => [id, 100]));
  const asked: Array<[Language, number[]]> = [];
  let hold: Promise<void> | null = null;
  const load = async (lang: Language, ids: readonly number[]) => {
    asked.push([lang, [...ids]]);
    const answer = new Map(
      ids.filter((id) => prices.has(id)).map((id) => [id, variation(id, prices.get(id)!)]),
    );
    if (hold) await hold;
    return answer;
  };
  return {
    load,
    asked,
    prices,
    holdReads() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('the cart variation cache', () => {
  it('reads a variation once while it is fresh, per language, and again once it is not', async () => {
    const shop = catalog([1, 2]);
    const cache = new CartVariationCache(shop.load);
    await cache.read('en', [1, 2], 0);
    const again = await cache.read('en', [2, 1, 1], 1000);
    expect([...again.keys()].sort()).toEqual([1, 2]);
    expect(shop.asked).toEqual([['en', [1, 2]]]);
    await cache.read('he', [1], 1000);
    expect(shop.asked.at(-1)).toEqual(['he', [1]]);
    shop.prices.set(1, 250);
    expect((await cache.read('en', [1], SITE_CACHE_TTL_MS - 1)).get(1)?.price).toBe(100);
    expect((await cache.read('en', [1], SITE_CACHE_TTL_MS)).get(1)?.price).toBe(250);
  });

  it('forgets on a write, and does not keep what a read begun before the write found', async () => {
    const shop = catalog([1]);
    const cache = new CartVariationCache(shop.load);
    await cache.read('en', [1], 0);
    shop.prices.set(1, 300);
    cache.forget();
    expect((await cache.read('en', [1], 1)).get(1)?.price).toBe(300);

    const release = shop.holdReads();
    cache.forget();
    const during = cache.read('en', [1], 2);
    shop.prices.set(1, 400);
    cache.forget();
    release();
    expect((await during).get(1)?.price).toBe(300);
    // The old price was not kept: the next read asks the catalog.
    expect((await cache.read('en', [1], 3)).get(1)?.price).toBe(400);
  });

  it('keeps no unknown id, so a product added a moment later is found', async () => {
    const shop = catalog([]);
    const cache = new CartVariationCache(shop.load);
    expect((await cache.read('en', [9], 0)).size).toBe(0);
    shop.prices.set(9, 100);
    expect((await cache.read('en', [9], 1)).get(9)?.price).toBe(100);
  });

  it('keeps at most its bound, the least recently stored going first', async () => {
    const shop = catalog([1, 2, 3]);
    const cache = new CartVariationCache(shop.load, 2);
    await cache.read('en', [1], 0);
    await cache.read('en', [2], 0);
    await cache.read('en', [3], 0);
    shop.asked.length = 0;
    await cache.read('en', [2, 3], 1);
    expect(shop.asked).toEqual([]);
    await cache.read('en', [1], 1);
    expect(shop.asked).toEqual([['en', [1]]]);
  });
});
