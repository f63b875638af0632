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
  catalog_settings: 'catalog',
  catalog_categories: 'catalog',
  catalog_attributes: 'catalog',
  catalog_terms: 'catalog',
  catalog_products: 'catalog',
  catalog_product_categories: 'catalog',
  catalog_product_images: 'catalog',
  catalog_product_terms: 'catalog',
  catalog_variations: 'catalog',
  catalog_bulk_tiers: 'catalog',
  catalog_deposit_plans: 'catalog',
  catalog_reviews: 'catalog',
  content_posts: 'content',
} as const satisfies Record<keyof Database, string>;
