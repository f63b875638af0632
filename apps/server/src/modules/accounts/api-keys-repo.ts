// SQL for API credentials (api_keys, migration 0019): application passwords and consumer keys.
// Revoked rows are kept but never listed, found or accepted.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiKeyKind, ApiKeysTable } from './tables.ts';

type Db = Kysely<Database>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

export async function insertApiKey(db: Db, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** An owner's live credentials of one kind, newest first. */
export function listApiKeys(db: Db, ownerId: string, kind: ApiKeyKind): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One page of an owner's live credentials of one kind, newest first, and how many there are. */
export async function pageOfApiKeys(
  db: Db,
  ownerId: string,
  kind: ApiKeyKind,
  window: { limit: number; offset: number; order: 'asc' | 'desc' },
): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const live = db
    .selectFrom('api_keys')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null);
  const [rows, count] = await Promise.all([
    live
      .selectAll()
      .orderBy('created_at', window.order)
      .orderBy('id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    live.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findApiKey(
  db: Db,
  ownerId: string,
  kind: ApiKeyKind,
  id: string,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function hasApiKeyNamed(
  db: Db,
  ownerId: string,
  kind: ApiKeyKind,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('api_keys')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The live credential with this lookup hash and its owner's email, for authenticating a request. */
export function findApiKeyByLookupHash(db: Db, lookupHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('owners', 'owners.id', 'api_keys.owner_id')
    .select([
      'api_keys.id as id',
      'api_keys.owner_id as owner_id',
      'api_keys.kind as kind',
      'api_keys.secret_encrypted as secret_encrypted',
      'api_keys.scope as scope',
      'api_keys.last_used_at as last_used_at',
      'owners.email as email',
    ])
    .where('api_keys.lookup_hash', '=', lookupHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function renameApiKey(
  db: Db,
  ownerId: string,
  kind: ApiKeyKind,
  id: string,
  name: string,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ name })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one credential, or every live one of the kind when `id` is omitted; answers how many. */
export async function revokeApiKeys(
  db: Db,
  ownerId: string,
  kind: ApiKeyKind,
  now: number,
  id?: string,
): Promise<number> {
  let query = db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Records a use: only when the last one recorded is older than `staleBefore`, so a busy key costs
 * one write a minute, and concurrent requests of that minute do not all write.
 */
export async function stampApiKeyUse(
  db: Db,
  id: string,
  use: { at: number; ip: string },
  staleBefore: number,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: use.at, last_ip: use.ip })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}

/** The owner with this (lower-cased) email, for an application password's user name. */
export function findOwnerIdByEmail(db: Db, email: string) {
  return db.selectFrom('owners').select('id').where('email', '=', email).executeTakeFirst();
}
