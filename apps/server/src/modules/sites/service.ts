// The sites service: the owner's sites (the client ids of embed snippets, allowed domains, plan and
// restriction) and the per-client-id caches other modules keep of them. Every write here
// invalidates this process's entry for that client id in every such cache.
import { randomId } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ListWindow } from '../../db/list-window.ts';
import { CLIENT_ID_LENGTH } from '../../server-constants.ts';
import {
  ClientIdCache,
  type ClientIdCacheOptions,
  type SiteViewLoader,
} from './client-id-cache.ts';
import { DEMO_CLIENT_ID } from './demo.ts';
import * as repo from './repo.ts';
import { siteOf, type Site } from './site-record.ts';

export interface SiteInput {
  name: string;
  allowed_domains: string[];
  monthly_view_limit: number | null;
  is_freemium: boolean;
  is_restricted: boolean;
}

export type SiteChanges = Partial<SiteInput>;

/** Host names compared the way domainAllowed compares them: lower case, no trailing dot. */
function normalisedDomains(domains: string[]): string[] {
  const clean = domains.map((d) => d.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean);
  return [...new Set(clean)];
}

export class SitesService {
  private readonly caches: Array<ClientIdCache<unknown>> = [];
  private storefrontCache: ClientIdCache<Site> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A cache of `loader`'s view of each site, by client id (client-id-cache.ts). The sites service
   * invalidates it when a site changes; the caller, when its own data about a site changes.
   */
  cacheByClientId<View>(
    loader: SiteViewLoader<View>,
    options: ClientIdCacheOptions = {},
  ): ClientIdCache<View> {
    const cache = new ClientIdCache(
      (clientId) => this.findByClientId(clientId),
      loader,
      this.log,
      options,
    );
    this.caches.push(cache as ClientIdCache<unknown>);
    return cache;
  }

  /**
   * The site whose popups our own storefront shows (its pages load /embed.js like any host page):
   * the demo site while it exists, null once it is deleted. Every page asks, so it is read
   * through a cache of its own; a value at once while fresh, a promise while it loads.
   */
  storefrontSite(): Site | null | Promise<Site | null> {
    this.storefrontCache ??= this.cacheByClientId({ load: async (site) => site });
    return this.storefrontCache.get(DEMO_CLIENT_ID);
  }

  /** The site with this client id, read now (the caches above are what hot paths use). */
  async findByClientId(clientId: string): Promise<Site | null> {
    const row = await repo.findSiteByClientId(this.db, clientId);
    return row ? siteOf(row) : null;
  }

  async list(): Promise<Site[]> {
    return (await repo.listSites(this.db)).map(siteOf);
  }

  /** One page of sites for the platform API, and how many match. */
  async page(
    window: ListWindow & { orderby: repo.SiteOrder },
  ): Promise<{ sites: Site[]; total: number }> {
    const { rows, total } = await repo.pageSites(this.db, window);
    return { sites: rows.map(siteOf), total };
  }

  async get(id: string): Promise<Site | null> {
    const row = await repo.findSite(this.db, id);
    return row ? siteOf(row) : null;
  }

  /**
   * Creates a site. Its client id is generated unless the owner brings one (a site moving from
   * Poptin keeps its 13-character id, so its pages only change the snippet's host); null when
   * another site already has that client id.
   */
  async create(
    input: SiteInput & { client_id?: string | undefined },
    now = Date.now(),
  ): Promise<Site | null> {
    const { client_id: chosen, ...site } = input;
    const clientId = chosen ?? randomId(CLIENT_ID_LENGTH);
    return this.insert({ ...site, id: randomId(), clientId }, now);
  }

  /**
   * A site with ids chosen by the caller (the demo site's are fixed, so docs can name them); null
   * when another site has that client id.
   */
  async insert(
    input: SiteInput & { id: string; clientId: string },
    now = Date.now(),
    db: Kysely<Database> = this.db,
  ): Promise<Site | null> {
    const inserted = await repo.insertSite(db, {
      id: input.id,
      client_id: input.clientId,
      name: input.name,
      allowed_domains: JSON.stringify(normalisedDomains(input.allowed_domains)),
      monthly_view_limit: input.monthly_view_limit,
      is_freemium: input.is_freemium ? 1 : 0,
      is_restricted: input.is_restricted ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) return null;
    // A request may have cached this client id as unknown a moment ago.
    this.invalidate(input.clientId);
    return siteOf((await repo.findSite(db, input.id))!);
  }

  async update(id: string, changes: SiteChanges, now = Date.now()): Promise<Site | null> {
    const before = await this.get(id);
    if (!before) return null;
    await repo.updateSite(this.db, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.allowed_domains !== undefined
        ? { allowed_domains: JSON.stringify(normalisedDomains(changes.allowed_domains)) }
        : {}),
      ...(changes.monthly_view_limit !== undefined
        ? { monthly_view_limit: changes.monthly_view_limit }
        : {}),
      ...(changes.is_freemium !== undefined ? { is_freemium: changes.is_freemium ? 1 : 0 } : {}),
      ...(changes.is_restricted !== undefined
        ? { is_restricted: changes.is_restricted ? 1 : 0 }
        : {}),
      updated_at: now,
    });
    this.invalidate(before.clientId);
    return this.get(id);
  }

  /** Deletes a site; what other modules keep for it goes with it (foreign keys cascade). */
  async delete(id: string, db: Kysely<Database> = this.db): Promise<boolean> {
    const row = await repo.findSite(db, id);
    if (!row) return false;
    const deleted = await repo.deleteSite(db, id);
    this.invalidate(row.client_id);
    return deleted;
  }

  private invalidate(clientId: string): void {
    for (const cache of this.caches) cache.invalidate(clientId);
  }
}
