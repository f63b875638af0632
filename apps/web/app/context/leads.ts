// The owner's leads (modules/leads/pages.ts).

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
  /** The code the popup gave (or the coupon clicked); null: none. */
  coupon: LeadCoupon | null;
}

/**
 * A lead's code: `shared` is a coupon's own code (many may use it), otherwise a single-use code
 * issued to this lead, with the order that used it once one did (checkout takes it no more).
 */
export interface LeadCoupon {
  code: string;
  shared: boolean;
  used: { at: number; orderId: string } | null;
}

export interface LeadsPages {
  /** Leads, newest first, matching `search` (email, field values, page). */
  list(search: string): Promise<LeadSummary[]>;
}
