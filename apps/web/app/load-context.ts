// What the server hands every loader, action and middleware: React Router's context (a
// RouterContextProvider, since the app runs with middleware). A few values of the request, then
// one property per domain, made only when a loader first reads it, so a page pays for the domains
// it uses. Each domain's contract is its own file in app/context/, implemented by its server
// module's pages.ts; apps/server/src/web/load-context.ts fills this table, one line per domain.
// Who is signed in is not read here by admin pages: the /admin layout's guard (admin-guard.ts)
// lets only the owner through and hands the owner on (ownerContext).
import type { Language } from '@pinwheel/core';
import type { AccountsPages } from './context/accounts.ts';
import type { CustomerOrdersPages, CustomerPages } from './context/customers.ts';
import type { ApiKeysPages } from './context/api-keys.ts';
import type { CartPages } from './context/cart.ts';
import type { CatalogPages } from './context/catalog.ts';
import type { CheckoutPages } from './context/checkout.ts';
import type { ContactFormsPages } from './context/contact-forms.ts';
import type { WebFormsPages } from './context/web-forms.ts';
import type { ContentPages } from './context/content.ts';
import type { IntegrationsPages } from './context/integrations.ts';
import type { LeadsPages } from './context/leads.ts';
import type { StoresPages } from './context/stores.ts';
import type { MailingListPages } from './context/mailing-list.ts';
import type { CheckoutCountries } from './context/checkout-countries.ts';
import type { ShopPages, StorefrontWidget } from './context/shop.ts';

/** What the server knows of the request before any domain is asked. */
export interface PageRequest {
  /** Id of this request, shown on error pages so an owner can find the log line. */
  requestId: string;
  /** Nonce for the Content-Security-Policy of this response: every inline script carries it. */
  cspNonce: string;
  /** Language chosen by cookie, else by Accept-Language, else the shop's (computed once). */
  lang: Language;
  /** Logs an error from rendering, a loader or an action as one line with this request's id. */
  logError(error: unknown, message?: string): void;
  /**
   * Logs a request the pages refused (a POST to a page without an action, 405) as one warning
   * line with this request's id: the client's mistake, so no error and no stack.
   */
  logRefusal(status: number, reason: string): void;
}

/** Each domain as pages read it; owner-only domains are read only below the /admin guard. */
export interface PageDomains {
  /** Anti-forgery nonce for forms and fetches on this page (hidden field NONCE_FIELD). */
  formNonce: string;
  shop: ShopPages;
  widget: StorefrontWidget;
  accounts: AccountsPages;
  /** The owner's API keys and application passwords (owner pages only). */
  apiKeys: ApiKeysPages;
  /** Customer accounts: who is signed in, reset links. */
  customers: CustomerPages;
  /** A customer's orders and addresses (matched by the account's email). */
  customerOrders: CustomerOrdersPages;
  catalog: CatalogPages;
  cart: CartPages;
  content: ContentPages;
  checkout: CheckoutPages;
  contactForms: ContactFormsPages;
  /** Web forms as the form page (/form/<id>) draws them. */
  webForms: WebFormsPages;
  mailingList: MailingListPages;
  leads: LeadsPages;
  integrations: IntegrationsPages;
  /** What the widget reported from the owner's stores (owner pages only). */
  stores: StoresPages;
  /** The countries the checkout ships to (the owner's settings pages' country lists). */
  checkoutCountries: CheckoutCountries;
}

export interface PinwheelLoadContext extends PageRequest, PageDomains {}

declare module 'react-router' {
  // React Router's documented way to keep a server's load context while adopting middleware
  // (docs/how-to/middleware.md, "Migration from AppLoadContext"): the server sets these
  // properties on the RouterContextProvider it makes per request. Declaration merging needs the
  // interface form, which adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends PinwheelLoadContext {}
}
