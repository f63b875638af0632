// What the server hands every loader and action (React Router's load context). The server builds
// it per request from its module services, so loaders call them in-process, never over HTTP. Each
// domain is a property of its own, made only when a loader first reads it: a page pays for the
// domains it uses. This file is the contract between apps/server (which implements it) and
// apps/web (which uses it).
import type {
  CartErrorCode,
  CartView,
  CategoryRecord,
  ContactField,
  FormSchema,
  Language,
  ListingQuery,
  PopupType,
  PostCard,
  PostPage,
  ProductAttribute,
  ProductCard,
  ProductPage,
  QueuedReview,
  ReviewStatus,
  SettingsFormValues,
  ShareCounts,
  StoreNotice,
} from '@pinwheel/core';

export interface Owner {
  id: string;
  email: string;
}

export type SignInResult =
  { ok: true; setCookie: string } | { ok: false; reason: 'invalid_credentials' | 'rate_limited' };

/** One popup in the owner's list of every site's popups. */
export interface PopupSummary {
  id: string;
  name: string;
  siteName: string;
  /** The client id of the popup's site: previews work on the pages that load that site. */
  siteClientId: string;
  type: PopupType;
  status: 'draft' | 'live' | 'paused';
  /** Views in the current UTC calendar month (the month plan view limits count in). */
  viewsThisMonth: number;
  viewsInAll: number;
  /** Conversions in all: leads, clicks and coupon clicks (the leads module counts them). */
  conversions: number;
}

/** One delivery of a lead to a webhook endpoint, as the owner sees it. */
export interface LeadDeliverySummary {
  id: string;
  endpointUrl: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
}

/** One lead in the owner's list. Every text in it is the visitor's: show it as text only. */
export interface LeadSummary {
  id: string;
  createdAt: number;
  kind: 'lead' | 'click' | 'coupon';
  email: string | null;
  popupName: string;
  siteName: string;
  country: string;
  pageUrl: string;
  consent: boolean | null;
  fields: Array<{ name: string; value: string }>;
  deliveries: LeadDeliverySummary[];
}

export interface WebhookEndpointSummary {
  id: string;
  siteName: string;
  url: string;
  secret: string;
}

export interface DeliveryAttemptSummary {
  id: string;
  createdAt: number;
  endpointUrl: string;
  /** The lead delivered, or null for a test delivery. */
  leadId: string | null;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** A contact form as a page draws it: what GET /api/contact-forms/{id}/feedback/schema answers. */
export interface PublishedContactFormData {
  id: string;
  name: string;
  fields: ContactField[];
  schema: FormSchema;
  /** A fresh time-trap token. */
  started: string;
}

/** One message sent through a contact form, for the owner. */
export interface ContactMessage {
  id: string;
  formName: string;
  /** Each field's label (in the page's language) and values, in the form's order. */
  fields: Array<{ label: string; values: string[] }>;
  files: Array<{ name: string; size: number; href: string }>;
  mailState: 'sent' | 'kept' | 'failed';
  pageUrl: string | null;
  createdAt: number;
}

/** One mailing list and its subscribers, for the owner. */
export interface MailingListOverview {
  id: string;
  name: string;
  doubleOptIn: boolean;
  csvHref: string;
  subscribers: Array<{
    id: string;
    email: string;
    name: string;
    status: 'pending' | 'subscribed' | 'unsubscribed';
    consentedAt: number;
    source: string;
  }>;
}

/** A page of a product listing. */
export interface ProductListing {
  items: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
}

/** The catalog as storefront pages read it, in the request's language (modules/catalog). */
export interface CatalogPages {
  /** What every storefront page shows: currency, the store notice (null when off). */
  storefront(): Promise<{
    currency: string;
    storeNotice: StoreNotice | null;
    /** The shop is in coming-soon mode: every page shows the coming-soon banner. */
    comingSoon: boolean;
  }>;
  listing(
    scope: { categoryId?: string; featuredOnly?: boolean },
    query: ListingQuery,
    perPage?: number,
  ): Promise<ProductListing>;
  product(slug: string): Promise<ProductPage | null>;
  categories(): Promise<CategoryRecord[]>;
  category(slug: string): Promise<CategoryRecord | null>;
  /** The attributes listings filter by, with their terms. */
  filterAttributes(): Promise<ProductAttribute[]>;
  /** Products matching a shopper's search, most relevant first. */
  search(query: string): Promise<ProductCard[]>;
  /** Every published product's address and last change, for sitemap.xml. */
  sitemapProducts(): Promise<Array<{ url: string; updatedAt: number }>>;
  /** Reviews in one moderation state, newest first; owner pages only (they check first). */
  reviewQueue(status: ReviewStatus): Promise<QueuedReview[]>;
  /** Approves or rejects a review; false for an unknown id. Owner pages only. */
  moderateReview(id: string, status: 'approved' | 'rejected'): Promise<boolean>;
  /** A visitor's review: refused with the fields at fault, or kept (waiting for moderation). */
  addReview(
    productId: string,
    input: { author: string; email: string; rating: number | null; text: string },
  ): Promise<ReviewResult>;
}

export type { QueuedReview, ReviewStatus };

export type ReviewResult =
  | { ok: true; status: 'pending' | 'approved' }
  | { ok: false; reason: 'rating_required' | 'unknown_product' | 'invalid'; fields: string[] };

/** Posts, in the request's language (modules/content). */
export interface ContentPages {
  latestPosts(limit: number): Promise<PostCard[]>;
  post(slug: string): Promise<PostPage | null>;
  /** How often a page (its path) was shared to each network from its share buttons. */
  shareCounts(path: string): Promise<ShareCounts>;
  /** Published posts matching a shopper's search, most relevant first. */
  search(query: string, limit: number): Promise<PostCard[]>;
  /** Every published post's address and last change, for sitemap.xml. */
  sitemapPosts(): Promise<Array<{ url: string; updatedAt: number }>>;
}

/** What a cart change from a page answers: the cart as it is now, and why a change was refused. */
export type CartChangeResult =
  | { ok: true; view: CartView; changedKeys: string[] }
  | { ok: false; view: CartView; code: CartErrorCode; message: string; productUrl: string | null };

/** The visitor's cart, in the request's language (modules/cart). Changes set the cart cookies. */
export interface CartPages {
  /** What every storefront page's header needs: the cart fragments, their hash, the setting. */
  shell(): Promise<{
    fragments: Record<string, string>;
    cartHash: string;
    /** After adding, go to the cart page (the owner's cart-redirect setting). */
    redirectAfterAdd: boolean;
  }>;
  view(): Promise<CartView>;
  add(input: { variationId: number; quantity: number }): Promise<CartChangeResult>;
  /** Sets quantities (0 removes); `cartHash` is the cart the page showed (stale: refused). */
  setQuantities(
    changes: Array<{ key: string; quantity: number }>,
    cartHash?: string,
  ): Promise<CartChangeResult>;
  /** A remove link followed without JavaScript: checked against the page's nonce. */
  removeByLink(key: string, nonce: string): Promise<CartChangeResult | 'bad_nonce'>;
}

/** One line of the checkout's review, priced from the catalog. */
export interface CheckoutLineView {
  key: string;
  title: string;
  options: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The bulk tier reached, as the cart showed it (the checkout's review only; 0 or absent: none). */
  bulkDiscountPercent?: number;
  preOrderLabel: string | null;
  deposit: { name: string; dueNow: number } | null;
}

/** The pay-in-instalments message's settings, for a payment method that offers it. */
export interface InstalmentsOffer {
  key: string;
  count: number;
  /** The payment method's name, in the page's language. */
  methodTitle: string;
  minAmount: number;
  maxAmount: number;
}

export interface CheckoutCountry {
  code: string;
  name: string;
  /** null: the country's addresses have no state (the state input is disabled). */
  states: Array<{ code: string; name: string }> | null;
}

export interface CheckoutPageData {
  currency: string;
  lines: CheckoutLineView[];
  /** Lines that cannot be bought as they stand (sold out, fewer left), said to the shopper. */
  problems: string[];
  subtotal: number;
  shippingOptions: Array<{ id: string; label: string; cost: number }>;
  /** Free shipping from this subtotal, or null. */
  freeAbove: number | null;
  paymentMethods: Array<{ id: string; title: string; description: string }>;
  countries: CheckoutCountry[];
  storeCountry: string;
  /** The hidden attribution inputs: their prefix, the fields chosen and their values; null when tracking is off. */
  attribution: { prefix: string; names: string[]; fields: Record<string, string> } | null;
  instalments: InstalmentsOffer | null;
}

export type CheckoutResult =
  | { ok: true; redirectTo: string; setCookie: string | null }
  | { ok: false; errors: Record<string, string>; message: string | null };

/** An order as its received page and the owner's pages show it, in the page's language. */
export interface OrderView {
  id: string;
  number: string;
  status: string;
  statusLabel: string;
  createdAt: number;
  email: string;
  phone: string;
  currency: string;
  lines: CheckoutLineView[];
  subtotal: number;
  shippingTotal: number;
  total: number;
  dueNow: number;
  paymentTitle: string;
  shippingTitle: string;
  billing: string[];
  shipping: string[];
  note: string;
  /** Bank details while a transfer is awaited, else null. */
  bankDetails: string | null;
  /** "Source: newsletter", "Organic: google", "Direct". */
  origin: string;
  attribution: Array<{ name: string; value: string }>;
}

export interface CheckoutPages {
  page(): Promise<CheckoutPageData>;
  place(form: FormData): Promise<CheckoutResult>;
  /** The order for its received page: only with the key that page was given. */
  received(id: string, key: string): Promise<OrderView | null>;
  /** The instalments message for the storefront's other pages; null when none offers it. */
  instalments(): Promise<InstalmentsOffer | null>;
  /** on: tracking runs; refused: this visitor turned it off; off: the shop's setting is off. */
  trackingState(): Promise<'on' | 'refused' | 'off'>;
}

export interface OrdersAdminPages {
  list(page: number): Promise<{ orders: OrderView[]; total: number; pageCount: number }>;
  get(id: string): Promise<{
    order: OrderView;
    mails: Array<{
      id: string;
      recipient: string;
      subject: string;
      body: string;
      state: string;
      createdAt: number;
    }>;
  } | null>;
  /** out_of_stock: reopening a cancelled order whose stock has gone meanwhile. */
  setStatus(id: string, status: string): Promise<'saved' | 'refused' | 'out_of_stock'>;
  statuses: readonly string[];
}

/** A settings form's save: done, or refused with a message per field and the owner's input. */
export type SettingsSaveResult =
  { ok: true } | { ok: false; errors: Record<string, string>; values: SettingsFormValues };

/** The owner's settings pages (/admin/settings/…); owner pages only (they check first). */
export interface OwnerSettingsPages {
  /** Cart and checkout: the form's current values and what its choices offer. */
  checkout(): Promise<{
    values: SettingsFormValues;
    /** The shop's currency: money fields are amounts in it. */
    currency: string;
    countries: Array<{ code: string; name: string }>;
    attributionFields: readonly string[];
  }>;
  saveCheckout(form: FormData): Promise<SettingsSaveResult>;
  /** Search and catalog: the form's current values and the categories the overlay may offer. */
  catalog(): Promise<{
    values: SettingsFormValues;
    categories: Array<{ slug: string; name: string }>;
  }>;
  saveCatalog(form: FormData): Promise<SettingsSaveResult>;
}

export interface PinwheelLoadContext {
  /** Id of this request, shown on error pages so an owner can find the log line. */
  requestId: string;
  /** Nonce for the Content-Security-Policy of this response: every inline script carries it. */
  cspNonce: string;
  /** Anti-forgery nonce for forms and fetches on this page (hidden field NONCE_FIELD). */
  formNonce: string;
  /** Language chosen by cookie, else by Accept-Language, else English. */
  lang: Language;
  /** The shop's settings (kept in memory by the server, no query per page). */
  shop: { name: string };
  /**
   * The popup widget our own pages load, as any host page does: the client id of the shop's own
   * site, or null when it has none (its site was deleted). Read through the server's cache, so a
   * page waits on the database only when the entry is stale.
   */
  widget: Promise<{ clientId: string } | null>;
  /**
   * Logs an error from rendering, a loader or an action as one structured line with this
   * request's id (the server's logger), instead of a bare stack on stderr.
   */
  logError(error: unknown, message?: string): void;
  /**
   * Logs a request the pages refused (a POST to a page without an action, 405) as one warning
   * line with this request's id: the client's mistake, so no error and no stack.
   */
  logRefusal(status: number, reason: string): void;
  popups: {
    /** Every popup of every site, grouped by site; owner pages only (they check first). */
    list(): Promise<PopupSummary[]>;
  };
  leads: {
    /** Leads, newest first, matching `search` (email, field values, page); owner pages only. */
    list(search: string): Promise<LeadSummary[]>;
  };
  integrations: {
    overview(): Promise<{
      /** Each site with its conversion code (HTML added to the page head after a conversion). */
      sites: Array<{ id: string; name: string; conversionCode: string }>;
      endpoints: WebhookEndpointSummary[];
      log: DeliveryAttemptSummary[];
    }>;
    add(siteId: string, url: string): Promise<'added' | 'bad_url' | 'unknown_site'>;
    remove(endpointId: string): Promise<boolean>;
    sendTest(endpointId: string): Promise<boolean>;
    saveConversionCode(siteId: string, code: string): Promise<boolean>;
  };
  contactForms: {
    /** The form with its rules in the page's language; null for an unknown id. */
    published(id: string): Promise<PublishedContactFormData | null>;
    /** The newest messages, newest first; owner pages only (they check first). */
    messages(): Promise<ContactMessage[]>;
  };
  mailingList: {
    /** A list's id and consent words in the page's language; null for an unknown list. */
    publicList(id: string): Promise<{ id: string; consentText: string } | null>;
    /** Confirms a sign-up by its signed link; false for a link that is not one. */
    confirm(subscriberId: string, token: string): Promise<boolean>;
    /** Unsubscribes by the signed link in every mail; false for a link that is not one. */
    unsubscribe(subscriberId: string, token: string): Promise<boolean>;
    /** Every list with its subscribers; owner pages only (they check first). */
    overview(): Promise<MailingListOverview[]>;
  };
  catalog: CatalogPages;
  cart: CartPages;
  content: ContentPages;
  checkout: CheckoutPages;
  /** The owner's orders; owner pages only (they check first). */
  orders: OrdersAdminPages;
  settings: OwnerSettingsPages;
  accounts: {
    /** The signed-in owner, or null for everyone else (looked up once per request). */
    currentOwner(): Promise<Owner | null>;
    /** Whether the signed-in owner dismissed the coming-soon banner (false for no owner). */
    comingSoonBannerDismissed(): Promise<boolean>;
    signIn(input: { email: string; password: string }): Promise<SignInResult>;
    /** Ends the current session; answers the Set-Cookie value that clears the cookie. */
    signOut(): Promise<string>;
  };
}

declare module 'react-router' {
  // Declaration merging needs the interface form, which adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PinwheelLoadContext {}
}
