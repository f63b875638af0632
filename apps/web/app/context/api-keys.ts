// The owner's API credentials as the /admin/settings/api page uses them (modules/accounts
// api-keys-pages.ts): application passwords and WooCommerce consumer keys, listed without their
// secrets, created with the secret shown once, and revoked.

export type ApiKeyKind = 'application_password' | 'consumer_key';
export type ApiKeyScope = 'read' | 'write' | 'read_write';

export interface ApiKeySummary {
  id: string;
  kind: ApiKeyKind;
  name: string;
  scope: ApiKeyScope;
  /** The last 7 characters of the key (or password), to tell keys apart. */
  truncatedKey: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** What a creation answers once, and never again. */
export type CreatedApiKey =
  | {
      kind: 'application_password';
      name: string;
      scope: ApiKeyScope;
      /** The user name Basic auth takes with the password: the owner's email. */
      username: string;
      password: string;
    }
  | {
      kind: 'consumer_key';
      name: string;
      scope: ApiKeyScope;
      consumerKey: string;
      consumerSecret: string;
    };

export type CreateApiKeyRefusal = 'name_missing' | 'name_invalid' | 'name_taken' | 'bad_choice';

export interface ApiKeysPages {
  list(): Promise<ApiKeySummary[]>;
  create(input: {
    kind: string;
    name: string;
    scope: string;
  }): Promise<{ ok: true; created: CreatedApiKey } | { ok: false; reason: CreateApiKeyRefusal }>;
  /** Revokes one of the owner's keys; false when there was no such live key. */
  revoke(kind: string, id: string): Promise<boolean>;
}
