// The display module's HTTP surface, in two parts that share one site cache and one event recorder
// (createDisplayContext; the recorder's buffer is written when the app closes):
// - displayProtocolRoutes: the cross-origin display protocol (spec §7) in its own encapsulated
//   plugin: CORS, form bodies, the 64 KB limit. app.ts registers it outside the context that parses
//   cookies and checks nonces: the widget calls it from other sites without either, and it is the
//   hottest path of the product.
// - displayAdminRoutes: the owner API, inside that context (owner session, nonce on writes).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { EventRecorder, type EventRecorderOptions } from '../event-recorder.ts';
import { geoipLoadFailure } from '../geoip.ts';
import type { DisplayContext } from '../service.ts';
import { SiteCache, type SiteCacheOptions } from '../site-cache.ts';
import { adminRoutes } from './admin.ts';
import { openToOtherOrigins } from './cross-origin.ts';
import { displayCallRoutes } from './display.ts';
import { eventRoutes } from './events.ts';
import { validationEmailRoutes } from './validation-emails.ts';

export interface DisplayContextOptions {
  recorder?: EventRecorderOptions;
  cache?: SiteCacheOptions;
}

/** The cache and recorder both halves share; `app` writes the recorder's buffer when it closes. */
export function createDisplayContext(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: DisplayContextOptions = {},
): DisplayContext {
  const log: FastifyBaseLogger = app.log;
  const recorder = new EventRecorder(db, log, options.recorder);
  const cache = new SiteCache(db, recorder, log, options.cache);
  app.addHook('onClose', () => recorder.close());

  // Loading the GeoIP database now keeps its cost off the first visitor's request.
  const geoipFailure = geoipLoadFailure();
  if (geoipFailure) {
    log.warn({ err: geoipFailure }, 'GeoIP database unavailable; visitors get the default country');
  }
  return { db, cache, recorder, log };
}

export interface DisplayProtocolOptions {
  ctx: DisplayContext;
  /** Per address and event call (plugins/rate-limit.ts); 0: no limit. */
  eventsPerMinute: number;
}

export async function displayProtocolRoutes(app: FastifyInstance, options: DisplayProtocolOptions) {
  await openToOtherOrigins(app);
  await app.register(displayCallRoutes, options);
  await app.register(eventRoutes, options);
  await app.register(validationEmailRoutes);
}

export const displayAdminRoutes = adminRoutes;
