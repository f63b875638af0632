// Which site a popup belongs to, by its client id, for the click calls (which name only a popup):
// cached like sites, for the same TTL, so a burst of clicks costs one look-up per popup.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SITE_CACHE_MAX_ENTRIES, SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import type { SitesService } from '../sites/index.ts';
import { siteIdOfPopup } from './repo.ts';

export class PopupClientIds {
  private readonly known = new Map<string, { at: number; clientId: string | null }>();
  /** Bumped by every invalidation: a look-up that started before one must not be stored. */
  private version = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sites: SitesService,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = SITE_CACHE_TTL_MS,
  ) {}

  /** The client id of the popup's site, or null for a popup nobody has. */
  async of(popupId: string): Promise<string | null> {
    const known = this.known.get(popupId);
    const now = this.now();
    if (known && now - known.at < this.ttlMs) return known.clientId;
    const version = this.version;
    const siteId = await siteIdOfPopup(this.db, popupId);
    const clientId = siteId ? ((await this.sites.get(siteId))?.clientId ?? null) : null;
    if (version !== this.version) return clientId;
    if (this.known.size >= SITE_CACHE_MAX_ENTRIES) this.known.clear();
    this.known.set(popupId, { at: now, clientId });
    return clientId;
  }

  invalidate(popupId: string): void {
    this.version += 1;
    this.known.delete(popupId);
  }
}
