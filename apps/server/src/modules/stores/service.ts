// StoresService (`app.stores`): what the widget reports from the stores it runs on, kept for the
// owner — Shopify customers' browse abandonment (products looked at, or left in the cart) and the
// products of Wix orders — and which site a Shopify shop's widget belongs to.
import { randomId, type WixCartDetails } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SitesService } from '../sites/index.ts';
import * as repo from './repo.ts';
import { WIX_ID_PATTERN, type WixCartsApi } from './wix-carts.ts';

export interface ReportedProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export type BrowseDataFor = 'abandonment' | 'cart';

export interface BrowseEvent {
  id: string;
  siteId: string;
  customerId: string;
  dataFor: BrowseDataFor;
  products: ReportedProduct[];
  /** The cart's value in minor units; null when the report carried none. */
  totalCartMinor: number | null;
  createdAt: number;
}

export interface WixOrder {
  id: string;
  siteId: string;
  customerId: string;
  products: ReportedProduct[];
  sourceTable: string;
  createdAt: number;
}

/** A site's Wix connection as the owner sees it: the key is never shown again, only its end. */
export interface WixConnectionSummary {
  siteId: string;
  wixSiteId: string;
  /** The API key's last 4 characters, so the owner can tell which key is in use. */
  keyEnd: string;
  updatedAt: number;
}

export interface StoresPageWindow extends repo.RowsWindow {
  siteId?: string | undefined;
}

export class StoresService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sites: SitesService,
    private readonly wixCarts: WixCartsApi,
  ) {}

  /**
   * The Wix cart of a visitor of this site, for the display answer's `wix_cart_details`; null when
   * the site has no Wix connection, the id is not a Wix id, Wix has no such cart, or Wix failed
   * (logged here, once per failed read: the popups go on without cart data).
   */
  async wixCartDetails(
    siteId: string,
    cartId: string,
    log: FastifyBaseLogger,
  ): Promise<WixCartDetails | null> {
    if (!WIX_ID_PATTERN.test(cartId)) return null;
    try {
      const connection = await repo.wixConnection(this.db, siteId);
      if (!connection) return null;
      return await this.wixCarts.cartDetails(
        { wixSiteId: connection.wix_site_id, apiKey: connection.api_key },
        cartId,
      );
    } catch (error) {
      log.warn({ siteId, err: error }, 'Wix cart not read; the display answer has no cart details');
      return null;
    }
  }

  async wixConnections(): Promise<WixConnectionSummary[]> {
    return (await repo.listWixConnections(this.db)).map((row) => ({
      siteId: row.site_id,
      wixSiteId: row.wix_site_id,
      keyEnd: row.api_key.slice(-4),
      updatedAt: row.updated_at,
    }));
  }

  /**
   * Connects a site to its Wix store (replacing a connection it had). Without `apiKey` the key in
   * use is kept. False: no such site, or no key given for a site that has none.
   */
  async saveWixConnection(
    siteId: string,
    input: { wixSiteId: string; apiKey?: string | undefined },
    now = Date.now(),
  ): Promise<boolean> {
    if (!(await this.sites.get(siteId))) return false;
    const apiKey = input.apiKey || (await repo.wixConnection(this.db, siteId))?.api_key;
    if (!apiKey) return false;
    await repo.saveWixConnection(this.db, {
      site_id: siteId,
      wix_site_id: input.wixSiteId,
      api_key: apiKey,
      updated_at: now,
    });
    return true;
  }

  async removeWixConnection(siteId: string): Promise<boolean> {
    return repo.deleteWixConnection(this.db, siteId);
  }

  /**
   * The client id of the site whose allowed domains name this Shopify shop (`mugs.myshopify.com`),
   * the oldest when several do; null when none does.
   */
  async clientIdOfShop(shop: string): Promise<string | null> {
    const wanted = shop.toLowerCase();
    const sites = (await this.sites.list()).filter((site) =>
      site.allowedDomains.some((domain) => domain.toLowerCase() === wanted),
    );
    sites.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    return sites[0]?.clientId ?? null;
  }

  async recordBrowseEvent(input: Omit<BrowseEvent, 'id' | 'createdAt'>, now = Date.now()) {
    const id = randomId();
    await repo.insertBrowseEvent(this.db, {
      id,
      site_id: input.siteId,
      customer_id: input.customerId,
      data_for: input.dataFor,
      products: JSON.stringify(input.products),
      total_cart_minor: input.totalCartMinor,
      created_at: now,
    });
    return id;
  }

  async recordWixOrder(input: Omit<WixOrder, 'id' | 'createdAt'>, now = Date.now()) {
    const id = randomId();
    await repo.insertWixOrder(this.db, {
      id,
      site_id: input.siteId,
      customer_id: input.customerId,
      products: JSON.stringify(input.products),
      source_table: input.sourceTable,
      created_at: now,
    });
    return id;
  }

  async pageBrowseEvents(
    window: StoresPageWindow & { dataFor?: BrowseDataFor | undefined },
  ): Promise<{ events: BrowseEvent[]; total: number }> {
    const { rows, total } = await repo.pageBrowseEvents(this.db, window, window);
    return {
      total,
      events: rows.map((row) => ({
        id: row.id,
        siteId: row.site_id,
        customerId: row.customer_id,
        dataFor: row.data_for as BrowseDataFor,
        products: JSON.parse(row.products) as ReportedProduct[],
        totalCartMinor: row.total_cart_minor,
        createdAt: row.created_at,
      })),
    };
  }

  async pageWixOrders(window: StoresPageWindow): Promise<{ orders: WixOrder[]; total: number }> {
    const { rows, total } = await repo.pageWixOrders(this.db, window, window);
    return {
      total,
      orders: rows.map((row) => ({
        id: row.id,
        siteId: row.site_id,
        customerId: row.customer_id,
        products: JSON.parse(row.products) as ReportedProduct[],
        sourceTable: row.source_table,
        createdAt: row.created_at,
      })),
    };
  }
}
