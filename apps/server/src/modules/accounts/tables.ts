// The accounts module's tables: owners, their sessions and meta, sign-in attempts.
// Kysely's view of them; db/schema.ts composes every module's tables into the one Database.
// Times are epoch milliseconds.

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

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface AccountsTables {
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  owner_meta: OwnerMetaTable;
  sign_in_attempts: SignInAttemptsTable;
}
