// Every migration the database records, under the names it records them by. Kysely runs them in
// name order, so the numbers are the order; a shipped migration is never edited or renamed (a
// database that ran it would not run it again). Each module keeps its migrations in its own folder
// (`modules/<module>/migrations/NNNN-<module>-<what>.ts`, touching only that module's tables, which
// architecture.test.ts checks); a new one is a file there, with the next free number, and a line
// here. The two first ones stay here as shipped history: they were written before modules owned
// their tables and each creates tables of several modules at once.
// - 0001-foundation: shop_settings (shop); owners, owner_sessions, sign_in_attempts (accounts);
//   sites (sites); seed_runs (db).
// - 0002-display: popups and the event tables (display), and the plan columns of sites (sites).
import type { Migration } from 'kysely';
import * as accountsApiKeys from '../../modules/accounts/migrations/0019-accounts-api-keys.ts';
import * as accountsOwnerMeta from '../../modules/accounts/migrations/0016-accounts-owner-meta.ts';
import * as accountsOwnerInvites from '../../modules/accounts/migrations/0028-accounts-owner-invites.ts';
import * as cartCarts from '../../modules/cart/migrations/0013-cart-carts.ts';
import * as cartCouponCodes from '../../modules/cart/migrations/0022-cart-coupon-codes.ts';
import * as catalogProducts from '../../modules/catalog/migrations/0003-catalog-products.ts';
import * as catalogSearchWords from '../../modules/catalog/migrations/0017-catalog-search-words.ts';
import * as catalogTaxonomyFields from '../../modules/catalog/migrations/0023-catalog-taxonomy-fields.ts';
import * as catalogProductExtras from '../../modules/catalog/migrations/0029-catalog-product-extras.ts';
import * as catalogTaxonomyVersions from '../../modules/catalog/migrations/0030-catalog-taxonomy-versions.ts';
import * as catalogOwnerHtml from '../../modules/catalog/migrations/0021-catalog-owner-html.ts';
import * as contactFormsForms from '../../modules/contact-forms/migrations/0006-contact-forms-forms.ts';
import * as contactFormsSubmissions from '../../modules/contact-forms/migrations/0007-contact-forms-submissions.ts';
import * as contentPosts from '../../modules/content/migrations/0004-content-posts.ts';
import * as contentShareCounts from '../../modules/content/migrations/0012-content-share-counts.ts';
import * as contentTerms from '../../modules/content/migrations/0020-content-terms.ts';
import * as couponsCoupons from '../../modules/coupons/migrations/0022-coupons-coupons.ts';
import * as leadsConversionCodes from '../../modules/leads/migrations/0011-leads-conversion-codes.ts';
import * as leadsPrizes from '../../modules/leads/migrations/0024-leads-prizes.ts';
import * as leadsLeads from '../../modules/leads/migrations/0009-leads-leads.ts';
import * as leadsWebhooks from '../../modules/leads/migrations/0010-leads-webhooks.ts';
import * as mailingListSubscribers from '../../modules/mailing-list/migrations/0008-mailing-list-subscribers.ts';
import * as mediaItems from '../../modules/media/migrations/0018-media-items.ts';
import * as ordersCoupons from '../../modules/orders/migrations/0022-orders-coupons.ts';
import * as ordersOrders from '../../modules/orders/migrations/0014-orders-orders.ts';
import * as storesStoreEvents from '../../modules/stores/migrations/0027-stores-store-events.ts';
import * as storesWixConnections from '../../modules/stores/migrations/0033-stores-wix-connections.ts';
import * as ordersNotesRefunds from '../../modules/orders/migrations/0031-orders-notes-refunds.ts';
import * as ordersCustomer from '../../modules/orders/migrations/0050-orders-customer.ts';
import * as accountsCustomers from '../../modules/accounts/migrations/0035-accounts-customers.ts';
import * as accountsCustomerPasswordResets from '../../modules/accounts/migrations/0036-accounts-customer-password-resets.ts';
import * as displayAnalytics from '../../modules/display/migrations/0045-display-analytics.ts';
import * as displayPersonalDataIndex from '../../modules/display/migrations/0051-display-personal-data-index.ts';
import * as displayViewsVisitorIndex from '../../modules/display/migrations/0052-display-views-visitor-index.ts';
import * as leadsAnalyticsIndex from '../../modules/leads/migrations/0046-leads-analytics-index.ts';
import * as formsWebForms from '../../modules/forms/migrations/0040-forms-web-forms.ts';
import * as formsDrafts from '../../modules/forms/migrations/0049-forms-drafts.ts';
import * as noticesSettings from '../../modules/notices/migrations/0041-notices-settings.ts';
import * as shopLanguages from '../../modules/shop/migrations/0034-shop-languages.ts';
import * as shopAddress from '../../modules/shop/migrations/0037-shop-address.ts';
import * as foundation from './0001-foundation.ts';
import * as display from './0002-display.ts';

// No 0005 or 0015 was ever shipped: the gaps are no pending migrations.
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
  '0014-orders-orders': ordersOrders,
  '0016-accounts-owner-meta': accountsOwnerMeta,
  '0017-catalog-search-words': catalogSearchWords,
  '0018-media-items': mediaItems,
  '0019-accounts-api-keys': accountsApiKeys,
  '0020-content-terms': contentTerms,
  '0021-catalog-owner-html': catalogOwnerHtml,
  '0022-cart-coupon-codes': cartCouponCodes,
  '0022-coupons-coupons': couponsCoupons,
  '0022-orders-coupons': ordersCoupons,
  '0023-catalog-taxonomy-fields': catalogTaxonomyFields,
  '0024-leads-prizes': leadsPrizes,
  '0027-stores-store-events': storesStoreEvents,
  '0028-accounts-owner-invites': accountsOwnerInvites,
  '0029-catalog-product-extras': catalogProductExtras,
  '0030-catalog-taxonomy-versions': catalogTaxonomyVersions,
  '0031-orders-notes-refunds': ordersNotesRefunds,
  '0033-stores-wix-connections': storesWixConnections,
  '0034-shop-languages': shopLanguages,
  '0035-accounts-customers': accountsCustomers,
  '0036-accounts-customer-password-resets': accountsCustomerPasswordResets,
  '0037-shop-address': shopAddress,
  '0040-forms-web-forms': formsWebForms,
  '0041-notices-settings': noticesSettings,
  '0045-display-analytics': displayAnalytics,
  '0046-leads-analytics-index': leadsAnalyticsIndex,
  '0049-forms-drafts': formsDrafts,
  '0050-orders-customer': ordersCustomer,
  '0051-display-personal-data-index': displayPersonalDataIndex,
  '0052-display-views-visitor-index': displayViewsVisitorIndex,
};
