// Which module owns each table: only that module's files query it; every other module reaches its
// rows through the owner's index.ts. `db` owns its own ledger. A new table added to schema.ts
// without an owner here does not compile; architecture.test.ts checks the queries.
import type { Database } from './schema.ts';

export const tableOwners = {
  shop_settings: 'shop',
  owners: 'accounts',
  owner_sessions: 'accounts',
  sign_in_attempts: 'accounts',
  sites: 'sites',
  seed_runs: 'db',
  popups: 'display',
  popup_views: 'display',
  popup_closes: 'display',
  website_sessions: 'display',
  conversion_activities: 'display',
  display_limit_logs: 'display',
  monthly_view_counts: 'display',
  leads: 'leads',
  webhook_endpoints: 'leads',
  webhook_deliveries: 'leads',
  webhook_attempts: 'leads',
  lead_conversion_codes: 'leads',
  contact_forms: 'contact-forms',
  contact_form_submissions: 'contact-forms',
  mailing_lists: 'mailing-list',
  mailing_list_subscribers: 'mailing-list',
} as const satisfies Record<keyof Database, string>;
