// The tables, as Kysely sees them. Each module owns its tables (named with its prefix in comments);
// other modules reach them only through that module's service. Times are epoch milliseconds.

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
}

export interface SeedRunsTable {
  /** Name of the seed set ('demo'). */
  name: string;
  seeded_at: number;
}

export interface Database {
  shop_settings: ShopSettingsTable;
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  sites: SitesTable;
  seed_runs: SeedRunsTable;
}
