// The display path's view of a site: the site, all its popups (each parsed once and serialised to
// its wire JSON once) and its monthly view count, cached per client id for a short TTL so a display
// request never waits on the database while the entry is fresh. Within a grace period after expiry
// the stale entry is served while one refresh runs; after that a request waits for the reload.
// Local writes (the owner API) invalidate at once; other processes' writes show within the TTL.
// Unknown client ids are cached too, so a flood of made-up ids costs one query per id and TTL.
import {
  abTestOf,
  DISPLAY_SITE_CACHE_MAX_ENTRIES,
  DISPLAY_SITE_CACHE_TTL_MS,
  prepareRules,
  variantGroups,
  type Popup,
  type PreparedRule,
} from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventRecorder, LocalViewCount } from './event-recorder.ts';
import type { PopupStatus } from './popup-schema.ts';
import { clientIdOfPopup, findSiteByClientId, listPopupsOfSite, viewsInMonth } from './repo.ts';
import { siteOf, storedPopupOf, type Site } from './site-records.ts';
import { monthEndOf, monthOf } from './view-month.ts';

export interface ServedPopup {
  id: string;
  status: PopupStatus;
  popup: Popup;
  /** The popup's wire JSON, encoded once, as it goes into a display response. */
  json: Buffer;
  /** Its targeting rules, prepared once (core's prepareRules). */
  rules: readonly PreparedRule[];
  /** The A/B test it is a variant of, or null. */
  abTest: string | null;
}

export interface SiteSnapshot {
  site: Site;
  /** Every popup of the site, any status (preview and click look them up by id). */
  byId: ReadonlyMap<string, ServedPopup>;
  /** Live popups, in creation order. */
  live: readonly ServedPopup[];
  /** The A/B tests among the live popups (core's variantGroups), and the popups in them. */
  abTests: ReadonlyMap<string, readonly string[]>;
  inAbTests: readonly Popup[];
  /** The month viewsAtLoad counts, and when it ends (ms). */
  month: string;
  monthEndsAt: number;
  viewsAtLoad: number;
  /** This process's own view count for the site when the count above was read. */
  localAtLoad: LocalViewCount;
}

interface Entry {
  loadedAt: number;
  value: SiteSnapshot | null;
  refreshing?: Promise<SiteSnapshot | null>;
}

export interface SiteCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class SiteCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<SiteSnapshot | null>>();
  private readonly popupClients = new Map<string, { at: number; clientId: string | null }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /**
   * Bumped by an invalidation of that site (or of any popup's site link): a load that started
   * before one must not store its result. Per site, so saving one site does not throw away the
   * refreshes running for every other.
   */
  private readonly siteVersions = new Map<string, number>();
  private popupVersion = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly recorder: EventRecorder,
    private readonly log: FastifyBaseLogger,
    options: SiteCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? DISPLAY_SITE_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? DISPLAY_SITE_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** The site with this client id, or null when there is none. */
  get(clientId: string): SiteSnapshot | null | Promise<SiteSnapshot | null> {
    const entry = this.entries.get(clientId);
    const now = this.now();
    if (entry) {
      const age = now - entry.loadedAt;
      if (entry.value && now >= entry.value.monthEndsAt) {
        // A new month starts with a fresh count.
        return this.load(clientId);
      }
      if (age < this.ttlMs) return entry.value;
      if (age < this.ttlMs * 2) {
        entry.refreshing ??= this.load(clientId)
          .catch((error: unknown) => {
            this.log.error({ err: error, clientId }, 'refreshing a display site failed');
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

  /** The client id of the site a popup belongs to, cached like sites. */
  async clientIdOfPopup(popupId: string): Promise<string | null> {
    const known = this.popupClients.get(popupId);
    const now = this.now();
    if (known && now - known.at < this.ttlMs) return known.clientId;
    const version = this.popupVersion;
    const clientId = (await clientIdOfPopup(this.db, popupId)) ?? null;
    if (version !== this.popupVersion) return clientId;
    this.trim(this.popupClients);
    this.popupClients.set(popupId, { at: now, clientId });
    return clientId;
  }

  /** Forget a site (after a local write), so the next request reads it again. */
  invalidate(clientId: string): void {
    this.siteVersions.set(clientId, this.versionOf(clientId) + 1);
    this.entries.delete(clientId);
    this.loading.delete(clientId);
  }

  invalidatePopup(popupId: string): void {
    this.popupVersion += 1;
    this.popupClients.delete(popupId);
  }

  private versionOf(clientId: string): number {
    return this.siteVersions.get(clientId) ?? 0;
  }

  private load(clientId: string): Promise<SiteSnapshot | null> {
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

  private async read(clientId: string): Promise<SiteSnapshot | null> {
    const loadedAt = this.now();
    const version = this.versionOf(clientId);
    const row = await findSiteByClientId(this.db, clientId);
    let snapshot: SiteSnapshot | null = null;
    if (row) {
      const site = siteOf(row);
      const month = monthOf(loadedAt);
      // The local count is taken before the database count: a view written in between is then
      // counted twice (a slightly early limit), never missed.
      const localAtLoad = this.recorder.localViewCount(site.id);
      const [rows, viewsAtLoad] = await Promise.all([
        listPopupsOfSite(this.db, site.id),
        viewsInMonth(this.db, site.id, month),
      ]);
      const byId = new Map<string, ServedPopup>();
      const live: ServedPopup[] = [];
      for (const popupRow of rows) {
        const stored = storedPopupOf(popupRow);
        const popup: Popup = {
          ...stored.popup,
          account_id: site.clientId,
          ...(site.isFreemium ? { if_poptin_credit: 1 as const } : {}),
        };
        const served: ServedPopup = {
          id: stored.id,
          status: stored.status,
          popup,
          json: Buffer.from(JSON.stringify(popup)),
          rules: prepareRules(popup),
          abTest: abTestOf(popup),
        };
        byId.set(served.id, served);
        if (served.status === 'live') live.push(served);
      }
      const inAbTests = live.filter((served) => served.abTest !== null).map(({ popup }) => popup);
      snapshot = {
        site,
        byId,
        live,
        abTests: variantGroups(inAbTests),
        inAbTests,
        month,
        monthEndsAt: monthEndOf(loadedAt),
        viewsAtLoad,
        localAtLoad,
      };
    }
    if (version === this.versionOf(clientId)) {
      this.trim(this.entries);
      this.entries.set(clientId, { loadedAt, value: snapshot });
    }
    return snapshot;
  }

  /** Keeps a map under the size bound: expired entries go first, then the oldest. */
  private trim<V extends { loadedAt?: number; at?: number }>(map: Map<string, V>): void {
    if (map.size < this.maxEntries) return;
    const now = this.now();
    for (const [key, value] of map) {
      if (now - (value.loadedAt ?? value.at ?? 0) >= this.ttlMs * 2) map.delete(key);
    }
    // Maps iterate in insertion order: the first keys are the oldest.
    for (const key of map.keys()) {
      if (map.size < this.maxEntries) break;
      map.delete(key);
    }
  }
}

/** Views a site has used this month, as far as this process can tell without a query. */
export function viewsUsed(snapshot: SiteSnapshot, recorder: EventRecorder): number {
  const local = recorder.localViewCount(snapshot.site.id);
  return (
    snapshot.viewsAtLoad +
    snapshot.localAtLoad.pending +
    (local.recorded - snapshot.localAtLoad.recorded)
  );
}
