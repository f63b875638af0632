// The shop's settings as every page reads them: kept in memory and answered without a query. A
// change made in this process refreshes them at once; one made by another process (a reseed, later
// the dashboard on another node) shows within SHOP_SETTINGS_TTL_MS, refreshed in the background
// while the known settings keep answering.
import type { FastifyBaseLogger } from 'fastify';
import { SHOP_SETTINGS_TTL_MS } from '../../server-constants.ts';
import type { Shop } from './service.ts';

export class ShopSettingsCache {
  private current: Shop;
  private loadedAt: number;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly read: () => Promise<Shop>,
    private readonly log: FastifyBaseLogger,
    initial: Shop,
    private readonly ttlMs = SHOP_SETTINGS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.current = initial;
    this.loadedAt = now();
  }

  /** The settings now: the kept ones, with a refresh started when they are older than the TTL. */
  settings(): Shop {
    if (this.now() - this.loadedAt >= this.ttlMs) void this.refresh();
    return this.current;
  }

  /** Reads the settings again (after a change); concurrent calls share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= this.read()
      .then((shop) => {
        this.current = shop;
        this.loadedAt = this.now();
      })
      .catch((error: unknown) => {
        // Pages keep the settings they had; the next page tries again.
        this.log.error({ err: error }, 'reading the shop settings failed');
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }
}
