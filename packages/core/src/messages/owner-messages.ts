// The message groups only the owner's pages (/admin) use. A storefront page hands its browser its
// language's catalogue without them — about half of it, a third of the HTML's compressed size
// spent on nothing a shopper sees — and a browser going on to the dashboard without a page load
// fetches the whole catalogue first (apps/web document-messages.ts). A test in apps/web checks that
// no storefront file names a key of these groups.
import type { MessageKey } from './en.ts';
import { messagesOf, type Language } from './translate.ts';

export const OWNER_MESSAGE_GROUPS: ReadonlySet<string> = new Set([
  'admin',
  'adminCoupons',
  'adminForms',
  'adminOrders',
  'adminSites',
  'adminKit',
  'adminNav',
  'apiKeys',
  'attributesAdmin',
  'categoriesAdmin',
  'customersAdmin',
  'delivery',
  'integrations',
  'leadKind',
  'leads',
  'mediaAdmin',
  'noticesAdmin',
  'messages',
  'orderStatus',
  'orders',
  'overview',
  'owners',
  'popupStatus',
  'popupType',
  'popups',
  'productsAdmin',
  'postsAdmin',
  'pricePasswordAdmin',
  'privacyAdmin',
  'reviewsAdmin',
  'settings',
  'shopSettings',
  'storeSettings',
  'signIn',
  'signOut',
  'storeReports',
  'wixStore',
  'subscriberSource',
  'subscriberStatus',
  'subscribers',
]);

/** Whether a key belongs to a group only the owner's pages use ("settings.flatRate"). */
export function isOwnerMessage(key: string): boolean {
  return OWNER_MESSAGE_GROUPS.has(key.slice(0, key.indexOf('.')));
}

const storefrontCatalogues = new Map<Language, Readonly<Partial<Record<MessageKey, string>>>>();

/** A language's catalogue without the owner's groups: what a storefront page's browser gets. */
export function storefrontMessagesOf(
  lang: Language,
): Readonly<Partial<Record<MessageKey, string>>> {
  let catalogue = storefrontCatalogues.get(lang);
  if (!catalogue) {
    catalogue = Object.fromEntries(
      Object.entries(messagesOf(lang)).filter(([key]) => !isOwnerMessage(key)),
    );
    storefrontCatalogues.set(lang, catalogue);
  }
  return catalogue;
}
