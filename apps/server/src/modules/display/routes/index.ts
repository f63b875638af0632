// The display module's HTTP surface: the cross-origin display protocol (spec §7) in its own
// encapsulated plugin (CORS, form bodies, 64 KB limit, no nonce), and the owner API beside it.
// Both share one site cache and one event recorder; the recorder's buffer is written on close.
import type { FastifyInstance } from 'fastify';
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

export interface DisplayRoutesOptions {
  db: Kysely<Database>;
  recorder?: EventRecorderOptions;
  cache?: SiteCacheOptions;
}

export async function displayRoutes(app: FastifyInstance, options: DisplayRoutesOptions) {
  const recorder = new EventRecorder(options.db, app.log, options.recorder);
  const cache = new SiteCache(options.db, recorder, app.log, options.cache);
  const ctx: DisplayContext = { db: options.db, cache, recorder, log: app.log };
  app.addHook('onClose', () => recorder.close());

  // Loading the GeoIP database now keeps its cost off the first visitor's request.
  const geoipFailure = geoipLoadFailure();
  if (geoipFailure) {
    app.log.warn(
      { err: geoipFailure },
      'GeoIP database unavailable; visitors get the default country',
    );
  }

  await app.register(async (protocol) => {
    await openToOtherOrigins(protocol);
    await protocol.register(displayCallRoutes, { ctx });
    await protocol.register(eventRoutes, { ctx });
    await protocol.register(validationEmailRoutes);
  });
  await app.register(adminRoutes, { ctx });
}
