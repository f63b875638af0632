// The tables, as Kysely sees them. Each module owns its tables (named with its prefix in comments);
// other modules reach them only through that module's service. Times are epoch milliseconds.
import type { Generated } from 'kysely';

export interface ShopSettingsTable {
  /** One row: id is always 'shop'. */
  id: string;
  name: string;
  default_language: string;
  updated_at: number;
}

export interface OwnersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: number;
}

export interface OwnerSessionsTable {
  /** SHA-256 of the session token; the token itself only lives in the owner's cookie. */
  id: string;
  owner_id: string;
  created_at: number;
  expires_at: number;
}

/** A per-owner setting the storefront remembers (0016), such as a dismissed banner. */
export interface OwnerMetaTable {
  owner_id: string;
  meta_key: string;
  meta_value: string;
  updated_at: number;
}

export interface SignInAttemptsTable {
  id: string;
  /** Lower-cased email and client address, so limits hold per account and per address. */
  email: string;
  ip: string;
  at: number;
}

export interface SitesTable {
  id: string;
  /** The public id in the embed snippet. */
  client_id: string;
  name: string;
  /** JSON array of host names allowed to show this site's popups. */
  allowed_domains: string;
  created_at: number;
  /** Popup views allowed per calendar month (UTC); null means no limit. */
  monthly_view_limit: number | null;
  /** 1 on a free plan: popups carry the credit line (if_poptin_credit). */
  is_freemium: Generated<number>;
  /** 1 when the site may not show popups (an unpaid account): the widget shows an upgrade notice. */
  is_restricted: Generated<number>;
  updated_at: Generated<number>;
}

export interface SeedRunsTable {
  /** Name of the seed set ('demo'). */
  name: string;
  seeded_at: number;
}

/** display: one popup; `data` is its wire JSON (core's Popup without poptin_id). */
export interface PopupsTable {
  /** 13 characters (spec popup-widget §9). */
  id: string;
  site_id: string;
  status: 'draft' | 'live' | 'paused';
  type: string;
  ab_test_parent_id: string | null;
  name: string;
  data: string;
  created_at: number;
  updated_at: number;
}

/** display: a popup shown to a visitor (POST /api/display/viewed). id is the poptin_view_id. */
export interface PopupViewsTable {
  id: string;
  site_id: string;
  popup_id: string;
  visitor_id: string;
  trigger: string;
  popup_type: string;
  url: string;
  converted_email: string | null;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: a popup closed, and by what (close_trigger). */
export interface PopupClosesTable {
  id: string;
  site_id: string;
  popup_id: string;
  visitor_id: string | null;
  view_id: string | null;
  close_trigger: string;
  url: string;
  converted_email: string | null;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: a website-session ping from the widget. */
export interface WebsiteSessionsTable {
  id: string;
  site_id: string;
  email: string | null;
  url: string;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: what a converted visitor (known by email) did with a popup: viewed or closed. */
export interface ConversionActivitiesTable {
  id: string;
  site_id: string;
  popup_id: string;
  email: string;
  activity: 'viewed' | 'closed';
  url: string;
  store_integration: string | null;
  store_integration_customer_id: string | null;
  created_at: number;
}

/** display: the widget reporting that a limit stopped it (GET /api/display/limitLogs). */
export interface DisplayLimitLogsTable {
  id: string;
  site_id: string;
  status: string;
  ref: string;
  created_at: number;
}

/** display: popup views per site and UTC month ('YYYY-MM'), shared by every process. */
export interface MonthlyViewCountsTable {
  site_id: string;
  month: string;
  views: number;
}

/** leads: one accepted conversion (a lead, a click, a coupon click). JSON columns are text. */
export interface LeadsTable {
  id: string;
  site_id: string;
  popup_id: string;
  view_id: string;
  visitor_id: string;
  kind: 'lead' | 'click' | 'coupon';
  /** The first email field's value, lower-cased. */
  email: string | null;
  /** JSON object: field name → value (text or list of texts), as validated. */
  fields: string;
  /** JSON object: property_name → value (the standard attributes under their fixed names). */
  properties: string;
  /** 1 ticked, 0 not, null when the popup has no consent box. */
  consent: number | null;
  page_url: string;
  page_title: string;
  referrer: string;
  /** JSON object of utm_* parameters. */
  utm: string;
  country: string;
  device: string;
  browser_language: string;
  operating_system: string;
  trigger: string;
  coupon: string | null;
  created_at: number;
}

/** leads: where a site's leads are sent (POST JSON, HMAC-SHA256 signed with `secret`). */
export interface WebhookEndpointsTable {
  id: string;
  site_id: string;
  url: string;
  secret: string;
  created_at: number;
}

/** leads: the outbox, one row per lead and endpoint (or a test delivery). */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  site_id: string;
  lead_id: string | null;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: number;
  /** Until when the process named in leased_by may send it; 0 when free. */
  lease_until: Generated<number>;
  leased_by: string | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

/** leads: every attempt to send a delivery (the integrations page's log). */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  endpoint_id: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: number;
}

/** leads: a site's conversion code (HTML the widget adds to the head after a conversion). */
export interface LeadConversionCodesTable {
  site_id: string;
  code: string;
  updated_at: number;
}

export interface Database {
  shop_settings: ShopSettingsTable;
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  owner_meta: OwnerMetaTable;
  sign_in_attempts: SignInAttemptsTable;
  sites: SitesTable;
  seed_runs: SeedRunsTable;
  popups: PopupsTable;
  popup_views: PopupViewsTable;
  popup_closes: PopupClosesTable;
  website_sessions: WebsiteSessionsTable;
  conversion_activities: ConversionActivitiesTable;
  display_limit_logs: DisplayLimitLogsTable;
  monthly_view_counts: MonthlyViewCountsTable;
  leads: LeadsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  lead_conversion_codes: LeadConversionCodesTable;
  contact_forms: ContactFormsTable;
  contact_form_submissions: ContactFormSubmissionsTable;
  mailing_lists: MailingListsTable;
  mailing_list_subscribers: MailingListSubscribersTable;
  catalog_settings: CatalogSettingsTable;
  catalog_categories: CatalogCategoriesTable;
  catalog_attributes: CatalogAttributesTable;
  catalog_terms: CatalogTermsTable;
  catalog_products: CatalogProductsTable;
  catalog_product_categories: CatalogProductCategoriesTable;
  catalog_product_images: CatalogProductImagesTable;
  catalog_product_terms: CatalogProductTermsTable;
  catalog_search_words: CatalogSearchWordsTable;
  catalog_search_terms: CatalogSearchTermsTable;
  catalog_variations: CatalogVariationsTable;
  catalog_bulk_tiers: CatalogBulkTiersTable;
  catalog_deposit_plans: CatalogDepositPlansTable;
  catalog_reviews: CatalogReviewsTable;
  content_posts: ContentPostsTable;
  orders_orders: OrdersOrdersTable;
  orders_lines: OrdersLinesTable;
  orders_emails: OrdersEmailsTable;
  orders_settings: OrdersSettingsTable;
  content_share_counts: ContentShareCountsTable;
  cart_carts: CartCartsTable;
  cart_lines: CartLinesTable;
  cart_settings: CartSettingsTable;
}

/** contact-forms: one owner-defined form; `definition` is core's ContactFormDefinition as JSON. */
export interface ContactFormsTable {
  id: string;
  name: string;
  definition: string;
  /** Where its messages are mailed; null: the owner's address (ADMIN_EMAIL). */
  mail_to: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** contact-forms: one visitor's message; `fields` and `files` are JSON. */
export interface ContactFormSubmissionsTable {
  id: string;
  form_id: string;
  fields: string;
  files: string;
  posted_data_hash: string;
  lang: string;
  page_url: string | null;
  /** 'sent', 'kept' (no SMTP configured) or 'failed'. */
  mail_state: string;
  created_at: number;
}

/** mailing-list: one owner's list. */
export interface MailingListsTable {
  id: string;
  name: string;
  /** 1: a sign-up is pending until its address confirms by the emailed link. */
  double_opt_in: Generated<number>;
  /** JSON {en, he}: the words a sign-up agrees to. */
  consent_text: string;
  created_at: number;
  updated_at: number;
}

/** mailing-list: one address on one list. */
export interface MailingListSubscribersTable {
  id: string;
  list_id: string;
  /** Lower-cased; unique per list. */
  email: string;
  first_name: string;
  last_name: string;
  telephone: string;
  /** The consent words as the subscriber saw them, in their language. */
  consent_text: string;
  consented_at: number;
  /** 'pending', 'subscribed' or 'unsubscribed'. */
  status: string;
  /** Where they signed up: 'storefront', 'embed', 'popup' … */
  source: string;
  lang: string;
  /** The confirmation mail: 'sent', 'kept' (no SMTP), 'failed'; null when none was needed. */
  confirmation_mail: string | null;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  created_at: number;
}

/** catalog: one row ('catalog'); `data` is the settings JSON (modules/catalog/catalog-settings.ts). */
export interface CatalogSettingsTable {
  id: string;
  data: string;
  updated_at: number;
}

/** catalog: a product category. */
export interface CatalogCategoriesTable {
  id: string;
  slug: string;
  name: string;
  name_he: string | null;
  description: Generated<string>;
  description_he: string | null;
  position: Generated<number>;
}

/** catalog: an attribute (colour, size) and the swatch kind its terms show. */
export interface CatalogAttributesTable {
  id: string;
  slug: string;
  name: string;
  name_he: string | null;
  swatch_kind: string;
  position: Generated<number>;
}

/** catalog: one value of an attribute (red, M). */
export interface CatalogTermsTable {
  id: string;
  attribute_id: string;
  slug: string;
  name: string;
  name_he: string | null;
  color: string | null;
  image_key: string | null;
  position: Generated<number>;
}

/** catalog: a product; prices, stock and ratings here are kept from its variations and reviews. */
export interface CatalogProductsTable {
  id: string;
  slug: string;
  type: string;
  status: string;
  title: string;
  title_he: string | null;
  short_description: Generated<string>;
  short_description_he: string | null;
  description: Generated<string>;
  description_he: string | null;
  additional_information: Generated<string>;
  featured: Generated<number>;
  deposits_enabled: Generated<number>;
  price_min: Generated<number>;
  price_max: Generated<number>;
  in_stock: Generated<number>;
  sales_count: Generated<number>;
  rating_total: Generated<number>;
  review_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface CatalogProductCategoriesTable {
  product_id: string;
  category_id: string;
}

export interface CatalogProductImagesTable {
  id: string;
  product_id: string;
  image_key: string;
  width: number;
  height: number;
  alt: Generated<string>;
  alt_he: string | null;
  position: Generated<number>;
}

export interface CatalogProductTermsTable {
  product_id: string;
  term_id: string;
  position: Generated<number>;
}

/** catalog: a product's normalised search words and where they appear (search-index.ts). */
export interface CatalogSearchWordsTable {
  product_id: string;
  word: string;
  /** 1 when the word is in the title English visitors see, else 0. */
  in_title_en: number;
  /** 1 when the word is in the title Hebrew visitors see (the English one without a Hebrew one). */
  in_title_he: number;
  /** 1 when the word is in a short description, else 0. */
  in_text: number;
}

/** catalog: the shop's search vocabulary under its lookup keys (core's search-index-keys.ts). */
export interface CatalogSearchTermsTable {
  term_key: string;
  word: string;
}

/** catalog: a variation; a simple product has exactly one, with no attributes. */
export interface CatalogVariationsTable {
  id: number;
  product_id: string;
  attributes: Generated<string>;
  sku: Generated<string>;
  price: number;
  compare_at_price: number | null;
  stock: number | null;
  is_in_stock: Generated<number>;
  max_qty: number | null;
  is_pre_order: Generated<number>;
  pre_order_label: string | null;
  pre_order_label_he: string | null;
  enabled: Generated<number>;
  image_key: string | null;
  position: Generated<number>;
}

export interface CatalogBulkTiersTable {
  id: string;
  product_id: string;
  variation_id: number | null;
  min_quantity: number;
  discount_percent: number;
}

export interface CatalogDepositPlansTable {
  id: string;
  product_id: string;
  name: string;
  name_he: string | null;
  description: Generated<string>;
  description_he: string | null;
  deposit_percent: number;
  installments: number;
  position: Generated<number>;
}

export interface CatalogReviewsTable {
  id: string;
  product_id: string;
  author: string;
  email: Generated<string>;
  rating: number | null;
  text: string;
  verified: Generated<number>;
  status: string;
  created_at: number;
}

/** content: a post of the shop's journal. */
export interface ContentPostsTable {
  id: string;
  slug: string;
  title: string;
  title_he: string | null;
  excerpt: Generated<string>;
  excerpt_he: string | null;
  body: Generated<string>;
  body_he: string | null;
  topic: Generated<string>;
  tags: Generated<string>;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  status: string;
  published_at: number;
  updated_at: number;
}

/** orders: an order placed at checkout; addresses and attribution as JSON. */
export interface OrdersOrdersTable {
  id: string;
  number: string;
  access_key: string;
  status: string;
  email: string;
  phone: Generated<string>;
  billing: string;
  shipping: string;
  note: Generated<string>;
  shipping_method: string;
  payment_method: string;
  currency: string;
  subtotal: number;
  shipping_total: number;
  total: number;
  due_now: number;
  lang: string;
  attribution: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** orders: one line of an order, as the catalog priced it when the order was placed. */
export interface OrdersLinesTable {
  id: string;
  order_id: string;
  position: number;
  variation_id: number;
  product_id: string;
  title: string;
  options: Generated<string>;
  sku: Generated<string>;
  quantity: number;
  unit_price: number;
  line_total: number;
  pre_order_label: string | null;
  /** JSON: the deposit plan chosen and what was due now, or null. */
  deposit: string | null;
}

/** orders: a mail about an order, sent or (with no SMTP server) kept for the owner. */
export interface OrdersEmailsTable {
  id: string;
  order_id: string;
  recipient: string;
  subject: string;
  body: string;
  state: string;
  created_at: number;
}

export interface OrdersSettingsTable {
  id: string;
  data: string;
  updated_at: number;
}

/**
 * content: how often one page (its path) was shared to one network from its share buttons;
 * `email_guard` counts the email link's third and later clicks (spec storefront §7).
 */
export interface ContentShareCountsTable {
  path: string;
  network: string;
  count: Generated<number>;
  updated_at: number;
}

/** cart: one cart; a visitor's by cookie (owner_kind 'visitor'), a customer's later by owner_id. */
export interface CartCartsTable {
  id: string;
  owner_kind: Generated<string>;
  owner_id: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  expires_at: number;
}

/** cart: one line of a cart; never a price (prices come from the catalog). */
export interface CartLinesTable {
  cart_id: string;
  key: string;
  variation_id: number;
  quantity: number;
  /** JSON object of line item properties. */
  properties: Generated<string>;
  position: number;
}

/** cart: the one settings row (id 'cart'), JSON data. */
export interface CartSettingsTable {
  id: string;
  data: string;
  updated_at: number;
}
