// The accounts module's tables: owners, their sessions and meta, sign-in attempts, API keys.
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

export type ApiKeyKind = 'application_password' | 'consumer_key';
export type ApiKeyScope = 'read' | 'write' | 'read_write';

/**
 * A credential for the platform API (0019): an application password or a WooCommerce consumer
 * key. Revoked rows stay (revoked_at set) so a revoked key is told apart from a mistyped one in
 * the logs; they are never listed or accepted again.
 */
export interface ApiKeysTable {
  id: string;
  owner_id: string;
  kind: ApiKeyKind;
  /** The application's name, or the consumer key's description. */
  name: string;
  /** An application password's app_id (a UUID the client may send), else null. */
  app_id: string | null;
  /** HMAC-SHA256 (server secret) of the password without spaces, or of the consumer key. */
  lookup_hash: string;
  /** The consumer secret, AES-256-GCM with the server secret (credential-crypto.ts); null for passwords. */
  secret_encrypted: string | null;
  /** The last 7 characters of the consumer key or password, for telling keys apart in lists. */
  truncated_key: string;
  scope: ApiKeyScope;
  created_at: number;
  /** Updated at most once a minute (API_KEY_LAST_USED_EVERY_MS), with the address it came from. */
  last_used_at: number | null;
  last_ip: string | null;
  revoked_at: number | null;
}

/**
 * An invitation to become another owner (0028): a single-use link that expires. Only the hash of
 * its token is kept; accepted and revoked ones stay, so a used link is told apart from a wrong one.
 */
export interface OwnerInvitesTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** SHA-256 of the link's token (base64url). */
  token_hash: string;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  revoked_at: number | null;
}

/** A shopper's account (0035): registered on the storefront, closed by the owner. */
export interface CustomersTable {
  id: string;
  /** As typed, for showing. */
  username: string;
  /** Lower-cased username: unique, and what sign-in looks up. */
  username_key: string;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  /** The cart kept for them between visits (the cart module's id), or null. */
  cart_id: string | null;
  created_at: number;
  /** When the owner closed the account; null while open. */
  disabled_at: number | null;
}

export interface CustomerSessionsTable {
  /** SHA-256 of the session token; the token itself only lives in the customer's cookie. */
  id: string;
  customer_id: string;
  created_at: number;
  expires_at: number;
}

/** One of the owner's settings for customer accounts (0035), by name. */
export interface CustomerSettingsTable {
  name: string;
  value: string;
  updated_at: number;
}

/** A password-reset link (0036): good once, for an hour; only its token's hash is kept. */
export interface CustomerPasswordResetsTable {
  id: string;
  customer_id: string;
  token_hash: string;
  /** The link, encrypted with the server secret, when no mail carried it (for the owner). */
  link_for_owner: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The tables this module owns, by name (db/schema.ts composes them). */
export interface AccountsTables {
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  owner_meta: OwnerMetaTable;
  sign_in_attempts: SignInAttemptsTable;
  api_keys: ApiKeysTable;
  owner_invites: OwnerInvitesTable;
  customers: CustomersTable;
  customer_sessions: CustomerSessionsTable;
  customer_settings: CustomerSettingsTable;
  customer_password_resets: CustomerPasswordResetsTable;
}
