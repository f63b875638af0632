// The sites module's table: the owner's sites, client ids, allowed domains and plan.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.
import type { Generated } from 'kysely';

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

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface SitesTables {
  sites: SitesTable;
}
