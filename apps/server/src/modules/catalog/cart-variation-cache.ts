// The cart reads the same few variations over and over (every add, every /cart.js, every mini
// cart), and reading them costs three queries: they are kept here for a moment, per language. Any
// catalog write in this process forgets them all (a price or stock change shows at once); another
// process's write shows within SITE_CACHE_TTL_MS, as the store settings do. Nothing here decides a
// sale: an order takes its prices and stock in its own transaction (stock-reservation.ts).
import type { Language } from '@pinwheel/core';
import { SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import type { CartVariation } from './cart-variations.ts';

/** Enough for every variation a busy shop's carts hold at once; the oldest go first beyond it. */
export const CART_VARIATION_CACHE_SIZE = 5000;

type Load = (lang: Language, ids: readonly number[]) => Promise<Map<number, CartVariation>>;

export class CartVariationCache {
  private readonly entries = new Map<string, { at: number; variation: CartVariation }>();
  /** Bumped by every forget: a read that began before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly load: Load,
    private readonly maxEntries = CART_VARIATION_CACHE_SIZE,
  ) {}

  async read(
    lang: Language,
    ids: readonly number[],
    now = Date.now(),
  ): Promise<Map<number, CartVariation>> {
    const found = new Map<number, CartVariation>();
    const missing: number[] = [];
    for (const id of ids) {
      if (found.has(id)) continue;
      const entry = this.entries.get(`${lang}:${id}`);
      if (entry && now - entry.at < SITE_CACHE_TTL_MS) found.set(id, entry.variation);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await this.load(lang, missing);
    for (const [id, variation] of loaded) {
      found.set(id, variation);
      // Unknown ids are not kept: a product added a moment later must be found at once.
      if (generation === this.generation) this.keep(`${lang}:${id}`, now, variation);
    }
    return found;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private keep(key: string, at: number, variation: CartVariation) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { at, variation });
  }
}
