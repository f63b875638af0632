// The platform API's product pages, kept a moment: a page of 100 full products costs about ten
// queries and building each answer, and an integrator's sync or the dashboard asks for the same
// pages again and again. Every catalog write and stock change in this process forgets them all
// (service.ts), so this process answers what it wrote at once; another process's write shows
// within SITE_CACHE_TTL_MS, as the cart's variations and the store settings do.
import { SITE_CACHE_TTL_MS } from '../../server-constants.ts';

/** Enough for the pages a few integrators walk at once; the oldest go first beyond it. */
export const PRODUCT_LIST_CACHE_SIZE = 200;

export class ProductListCache<Page> {
  private readonly entries = new Map<string, { at: number; page: Page }>();
  /** Bumped by every forget: a read that began before it must not store what it read. */
  private generation = 0;

  constructor(private readonly maxEntries = PRODUCT_LIST_CACHE_SIZE) {}

  /** The page under `key`, kept or loaded (and kept unless a write came meanwhile). */
  async read(key: string, load: () => Promise<Page>, now = Date.now()): Promise<Page> {
    const entry = this.entries.get(key);
    if (entry && now - entry.at < SITE_CACHE_TTL_MS) return entry.page;
    const generation = this.generation;
    const page = await load();
    if (generation === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value!);
      }
      this.entries.set(key, { at: now, page });
    }
    return page;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
