// A module's view of a site, cached per client id: the site and whatever the module keeps with it
// (the display module: its popups, each serialised once, and the month's view count). A call from
// another site's page then never waits on the database while the entry is fresh. Within a grace
// period after expiry the stale entry answers while one refresh runs; after that a request waits
// for the reload. Writes in this process invalidate at once (the sites service invalidates every
// such cache when a site changes; the owning module when its own data changes); other processes'
// writes show within the TTL. Unknown client ids are cached too, so a flood of made-up ids costs
// one query per id and TTL.
import type { FastifyBaseLogger } from 'fastify';
import { SITE_CACHE_MAX_ENTRIES, SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import type { Site } from './site-record.ts';

export interface ClientIdCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** How a module makes its view of a site, and when that view must be made again regardless. */
export interface SiteViewLoader<View> {
  load(site: Site, loadedAt: number): Promise<View>;
  /** A time (ms) after which the view is wrong whatever the TTL (a new month's view count). */
  expiresAt?(view: View): number;
}

interface Entry<View> {
  loadedAt: number;
  value: View | null;
  refreshing?: Promise<View | null> | undefined;
}

export class ClientIdCache<View> {
  private readonly entries = new Map<string, Entry<View>>();
  private readonly loading = new Map<string, Promise<View | null>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  readonly now: () => number;
  /**
   * Bumped by an invalidation of that client id: a load that started before one must not store
   * its result. Per client id, so saving one site does not throw away every other's refresh.
   */
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly findSite: (clientId: string) => Promise<Site | null>,
    private readonly loader: SiteViewLoader<View>,
    private readonly log: FastifyBaseLogger,
    options: ClientIdCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? SITE_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SITE_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /**
   * The view of the site with this client id, or null when there is none. A value at once while
   * the entry is fresh (nearly always), a promise while it loads: a promise (and its turn of the
   * event loop) per request is measurable on the display call.
   */
  get(clientId: string): View | null | Promise<View | null> {
    const entry = this.entries.get(clientId);
    const now = this.now();
    if (entry) {
      if (entry.value && this.loader.expiresAt && now >= this.loader.expiresAt(entry.value)) {
        return this.load(clientId);
      }
      const age = now - entry.loadedAt;
      if (age < this.ttlMs) return entry.value;
      if (age < this.ttlMs * 2) {
        entry.refreshing ??= this.load(clientId)
          .catch((error: unknown) => {
            this.log.error({ err: error, clientId }, 'refreshing a cached site failed');
            return entry.value;
          })
          .finally(() => {
            // A refresh whose result was discarded (the site changed meanwhile) must not leave
            // this entry believing one is still running.
            entry.refreshing = undefined;
          });
        return entry.value;
      }
    }
    return this.load(clientId);
  }

  /** Forget a client id (after a local write), so the next request reads it again. */
  invalidate(clientId: string): void {
    this.versions.set(clientId, this.versionOf(clientId) + 1);
    this.entries.delete(clientId);
    this.loading.delete(clientId);
  }

  /** Forget every client id (after a local write that touches every site's view). */
  invalidateAll(): void {
    for (const clientId of new Set([...this.entries.keys(), ...this.loading.keys()])) {
      this.invalidate(clientId);
    }
  }

  private versionOf(clientId: string): number {
    return this.versions.get(clientId) ?? 0;
  }

  private load(clientId: string): Promise<View | null> {
    // Concurrent misses for one client id share one load.
    let pending = this.loading.get(clientId);
    if (!pending) {
      pending = this.read(clientId).finally(() => {
        if (this.loading.get(clientId) === pending) this.loading.delete(clientId);
      });
      this.loading.set(clientId, pending);
    }
    return pending;
  }

  private async read(clientId: string): Promise<View | null> {
    const loadedAt = this.now();
    const version = this.versionOf(clientId);
    const site = await this.findSite(clientId);
    const value = site ? await this.loader.load(site, loadedAt) : null;
    if (version === this.versionOf(clientId)) {
      this.trim();
      this.entries.set(clientId, { loadedAt, value });
    }
    return value;
  }

  /** Keeps the cache under its size bound: expired entries go first, then the oldest. */
  private trim(): void {
    if (this.entries.size < this.maxEntries) return;
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.loadedAt >= this.ttlMs * 2) this.entries.delete(key);
    }
    // Maps iterate in insertion order: the first keys are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
