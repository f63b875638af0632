// Every migration, in order. Names sort; add a new file and a line here, never edit a shipped one.
// A migration says which module's tables it touches: new ones are named `NNNN-<module>-<what>` and
// touch one module's tables (db/table-owners.ts names each table's module). The two shipped before
// that rule keep their names, since databases record them:
// - 0001-foundation: shop_settings (shop); owners, owner_sessions, sign_in_attempts (accounts);
//   sites (sites); seed_runs (db).
// - 0002-display: popups and the event tables (display), and the plan columns of sites (sites).
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.ts';
import * as display from './0002-display.ts';
import * as catalogProducts from './0003-catalog-products.ts';
import * as contentPosts from './0004-content-posts.ts';
import * as contactFormsForms from './0006-contact-forms-forms.ts';
import * as contactFormsSubmissions from './0007-contact-forms-submissions.ts';
import * as mailingListSubscribers from './0008-mailing-list-subscribers.ts';
import * as leadsLeads from './0009-leads-leads.ts';
import * as leadsWebhooks from './0010-leads-webhooks.ts';
import * as leadsConversionCodes from './0011-leads-conversion-codes.ts';
import * as contentShareCounts from './0012-content-share-counts.ts';
import * as cartCarts from './0013-cart-carts.ts';
import * as accountsOwnerMeta from './0016-accounts-owner-meta.ts';
import * as ordersOrders from './0014-orders-orders.ts';
import * as catalogSearchWords from './0017-catalog-search-words.ts';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-display': display,
  '0003-catalog-products': catalogProducts,
  '0004-content-posts': contentPosts,
  '0006-contact-forms-forms': contactFormsForms,
  '0007-contact-forms-submissions': contactFormsSubmissions,
  '0008-mailing-list-subscribers': mailingListSubscribers,
  '0009-leads-leads': leadsLeads,
  '0010-leads-webhooks': leadsWebhooks,
  '0011-leads-conversion-codes': leadsConversionCodes,
  '0012-content-share-counts': contentShareCounts,
  '0013-cart-carts': cartCarts,
  '0016-accounts-owner-meta': accountsOwnerMeta,
  '0014-orders-orders': ordersOrders,
  '0017-catalog-search-words': catalogSearchWords,
};
