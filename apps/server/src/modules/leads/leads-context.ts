// What the leads module's own files share, made once by its plugin (index.ts): the database, the
// outbox, the sites and mailing lists it reaches. It stays inside the module: other modules and
// the pages reach leads through its service (app.leads, service.ts), which keeps it private.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CouponsService } from '../coupons/index.ts';
import type { MailingListService } from '../mailing-list/index.ts';
import type { ClientIdCache, SitesService } from '../sites/index.ts';
import type { CouponChecks, PrizeRandom } from './prize-draw.ts';
import type { WebhookOutbox } from './webhook-outbox.ts';

export interface LeadsContext {
  db: Kysely<Database>;
  sites: Pick<SitesService, 'get'>;
  /** Where a consenting lead joins the popup form's mailing list. */
  mailingList: Pick<MailingListService, 'addSubscriber'>;
  outbox: WebhookOutbox;
  /**
   * Each site's conversion code by client id, as the conversion call answers it: read through the
   * sites module's cache (like the display snapshot), so a conversion does not query it. Saving a
   * code here invalidates it; another process's save shows within the cache's TTL.
   */
  conversionCodes: ClientIdCache<string>;
  log: FastifyBaseLogger;
  /**
   * The code a popup's lead is given (its coupon's own, or one issued to the lead alone), and a
   * game prize's code (a live coupon's shared code, or a single-use one issued per lead).
   */
  coupons: Pick<
    CouponsService,
    'codeForLead' | 'prizeCoupon' | 'drawIssuedCode' | 'keepIssuedCode'
  >;
  /** Draws game prizes (prize-draw.ts): crypto-random, or a seeded one a test hands in. */
  prizeRandom: PrizeRandom;
  /** The coupons a draw checked in the last few seconds (prize-draw.ts); cleared when one changes. */
  couponChecks: CouponChecks;
}
