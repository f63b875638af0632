// What the display module's own routes and rule files share, made once by its plugin (index.ts):
// the database, the event recorder, each site's snapshot cached through the sites module. It
// stays inside the module: other modules and the pages reach display through its service
// (app.display, service.ts), which keeps the database to itself.
import type { WixCartDetails } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClientIdCache, SitesService } from '../sites/index.ts';
import { EventRecorder } from './event-recorder.ts';
import type { PopupCouponBook } from './popup-coupons.ts';
import { PopupClientIds } from './popup-client-ids.ts';
import { snapshotLoader, type SiteSnapshot } from './site-snapshot.ts';

/**
 * Reads a visitor's Wix cart for the display answer's `wix_cart_details`: null when there is none
 * to tell (no connection, no such cart, Wix failed). It never rejects; its failures are its own to
 * log. The stores module lends it (it starts after this one).
 */
export type WixCartSource = (
  siteId: string,
  cartId: string,
  log: FastifyBaseLogger,
) => Promise<WixCartDetails | null>;

export interface DisplayContext {
  db: Kysely<Database>;
  sites: SitesService;
  /** Each site's snapshot by client id (the sites module's cache of site-snapshot.ts's view). */
  snapshots: ClientIdCache<SiteSnapshot>;
  popupClientIds: PopupClientIds;
  recorder: EventRecorder;
  log: FastifyBaseLogger;
  /** Absent until the stores module lends it (DisplayService.useWixCarts). */
  wixCarts?: WixCartSource;
  /** Absent until the coupons module lends it (DisplayService.useCoupons). */
  coupons?: PopupCouponBook;
}

export function createDisplayContext(
  db: Kysely<Database>,
  sites: SitesService,
  log: FastifyBaseLogger,
): DisplayContext {
  const recorder = new EventRecorder(db, log);
  const ctx: DisplayContext = {
    db,
    sites,
    // Read when a snapshot loads: the coupons module lends its look-up after this starts.
    snapshots: sites.cacheByClientId(snapshotLoader(db, recorder, () => ctx.coupons)),
    popupClientIds: new PopupClientIds(db, sites),
    recorder,
    log,
  };
  return ctx;
}
