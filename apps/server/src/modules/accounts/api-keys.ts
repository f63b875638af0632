// The owner's API credentials (api_keys): WordPress application passwords and WooCommerce
// consumer keys, created with their secret shown once, listed, renamed and revoked. How a request
// presents them is api-auth.ts.
import { randomUUID } from 'node:crypto';
import { randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './api-keys-repo.ts';
import {
  type CredentialCrypto,
  newApplicationPassword,
  newConsumerCredential,
  normalizeApplicationPassword,
} from './credential-crypto.ts';
import type { ApiKeyKind, ApiKeyScope } from './tables.ts';

type Db = Kysely<Database>;

export type { ApiKeyKind, ApiKeyScope };

/** A credential as the owner sees it in lists: never its secret. */
export interface ApiKeyView {
  id: string;
  kind: ApiKeyKind;
  name: string;
  appId: string | null;
  scope: ApiKeyScope;
  /** The last 7 characters of the consumer key (WooCommerce's truncated_key) or password. */
  truncatedKey: string;
  createdAt: number;
  lastUsedAt: number | null;
  lastIp: string | null;
}

export type CreatedApplicationPassword =
  { ok: true; key: ApiKeyView; password: string } | { ok: false; reason: 'duplicate_name' };

export interface CreatedConsumerKey {
  key: ApiKeyView;
  consumerKey: string;
  consumerSecret: string;
}

function viewOf(row: repo.ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    appId: row.app_id,
    scope: row.scope,
    truncatedKey: row.truncated_key,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    lastIp: row.last_ip,
  };
}

export function apiKeys(db: Db, crypto: CredentialCrypto) {
  return {
    /** WordPress refuses a second live password of the same name for a user; so do we. */
    async createApplicationPassword(
      ownerId: string,
      input: { name: string; appId?: string; scope: ApiKeyScope },
      now = Date.now(),
    ): Promise<CreatedApplicationPassword> {
      const password = newApplicationPassword();
      const plain = normalizeApplicationPassword(password);
      const row: repo.ApiKeyRow = {
        // WordPress names application passwords by UUID.
        id: randomUUID(),
        owner_id: ownerId,
        kind: 'application_password',
        name: input.name,
        app_id: input.appId ?? null,
        lookup_hash: crypto.lookupHash(plain),
        secret_encrypted: null,
        truncated_key: plain.slice(-7),
        scope: input.scope,
        created_at: now,
        last_used_at: null,
        last_ip: null,
        revoked_at: null,
      };
      const created = await db.transaction().execute(async (trx) => {
        if (await repo.hasApiKeyNamed(trx, ownerId, 'application_password', input.name)) {
          return false;
        }
        await repo.insertApiKey(trx, row);
        return true;
      });
      return created
        ? { ok: true, key: viewOf(row), password }
        : { ok: false, reason: 'duplicate_name' };
    },

    async createConsumerKey(
      ownerId: string,
      input: { description: string; scope: ApiKeyScope },
      now = Date.now(),
    ): Promise<CreatedConsumerKey> {
      const consumerKey = newConsumerCredential('ck_');
      const consumerSecret = newConsumerCredential('cs_');
      const row: repo.ApiKeyRow = {
        id: `key-${randomId()}`,
        owner_id: ownerId,
        kind: 'consumer_key',
        name: input.description,
        app_id: null,
        lookup_hash: crypto.lookupHash(consumerKey),
        secret_encrypted: crypto.encryptSecret(consumerSecret),
        truncated_key: consumerKey.slice(-7),
        scope: input.scope,
        created_at: now,
        last_used_at: null,
        last_ip: null,
        revoked_at: null,
      };
      await repo.insertApiKey(db, row);
      return { key: viewOf(row), consumerKey, consumerSecret };
    },

    async list(ownerId: string, kind: ApiKeyKind): Promise<ApiKeyView[]> {
      return (await repo.listApiKeys(db, ownerId, kind)).map(viewOf);
    },

    async page(
      ownerId: string,
      kind: ApiKeyKind,
      window: { limit: number; offset: number; order: 'asc' | 'desc' },
    ): Promise<{ keys: ApiKeyView[]; total: number }> {
      const { rows, total } = await repo.pageOfApiKeys(db, ownerId, kind, window);
      return { keys: rows.map(viewOf), total };
    },

    async find(ownerId: string, kind: ApiKeyKind, id: string): Promise<ApiKeyView | null> {
      const row = await repo.findApiKey(db, ownerId, kind, id);
      return row ? viewOf(row) : null;
    },

    /** Renames an application password (WordPress lets only the name change). */
    async renameApplicationPassword(
      ownerId: string,
      id: string,
      name: string,
    ): Promise<ApiKeyView | 'not_found' | 'duplicate_name'> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.findApiKey(trx, ownerId, 'application_password', id);
        if (!row) return 'not_found';
        if (await repo.hasApiKeyNamed(trx, ownerId, 'application_password', name, id)) {
          return 'duplicate_name';
        }
        await repo.renameApiKey(trx, ownerId, 'application_password', id, name);
        return viewOf({ ...row, name });
      });
    },

    /** Revokes one credential; answers it as it was, or null when there is no live one. */
    async revoke(
      ownerId: string,
      kind: ApiKeyKind,
      id: string,
      now = Date.now(),
    ): Promise<ApiKeyView | null> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.findApiKey(trx, ownerId, kind, id);
        if (!row) return null;
        await repo.revokeApiKeys(trx, ownerId, kind, now, id);
        return viewOf(row);
      });
    },

    /** Revokes every application password of the owner (WordPress's DELETE on the collection). */
    revokeAll: (ownerId: string, kind: ApiKeyKind, now = Date.now()) =>
      repo.revokeApiKeys(db, ownerId, kind, now),
  };
}

export type ApiKeys = ReturnType<typeof apiKeys>;
