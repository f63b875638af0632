// The leads module's tables: leads, webhook endpoints, the outbox, conversion codes.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

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
  /** JSON GamePrizeResult: the game prize this conversion was shown (0024); null otherwise. */
  prize: string | null;
  created_at: number;
}

/** leads: one game prize drawn per popup and visitor, and per popup and email (0024). */
export interface LeadPrizeDrawsTable {
  id: string;
  popup_id: string;
  visitor_id: string;
  email: string | null;
  prize_id: string;
  label: string;
  is_winner: number;
  code: string | null;
  lead_id: string;
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

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface LeadsTables {
  leads: LeadsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  lead_conversion_codes: LeadConversionCodesTable;
  lead_prize_draws: LeadPrizeDrawsTable;
}
