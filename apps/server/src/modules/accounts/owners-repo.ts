// SQL for the shop's owners as a list (adding, changing and removing them) and their invitations.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OwnerInvitesTable } from './tables.ts';

type Db = Kysely<Database>;

export function listOwners(db: Db) {
  return db
    .selectFrom('owners')
    .select(['id', 'email', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findOwnerWithHash(db: Db, id: string) {
  return db.selectFrom('owners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateOwnerEmail(db: Db, id: string, email: string): Promise<void> {
  await db.updateTable('owners').set({ email }).where('id', '=', id).execute();
}

/** Signs the owner out everywhere but the session named (after a password change). */
export async function deleteOtherSessions(db: Db, ownerId: string, keep: string): Promise<void> {
  await db
    .deleteFrom('owner_sessions')
    .where('owner_id', '=', ownerId)
    .where('id', '<>', keep)
    .execute();
}

/**
 * Removes an owner unless they are the last one, in one transaction. Every owner row is locked
 * first (an update that changes nothing): two owners removing each other at the same moment are
 * then serialised, and the second sees one owner left and removes nobody. Answers whether it
 * removed the owner: false when not found, 'last' when they were the last.
 */
export function removeOwnerUnlessLast(db: Db, id: string): Promise<boolean | 'last'> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('owners')
      .set((eb) => ({ email: eb.ref('email') }))
      .execute();
    const locked = await trx.selectFrom('owners').select(['id']).execute();
    if (!locked.some((row) => row.id === id)) return false;
    if (locked.length <= 1) return 'last';
    // Sessions, meta and keys go with the owner (foreign keys cascade); said here too, since
    // nothing else may keep signing in as a removed owner.
    await trx.deleteFrom('owner_sessions').where('owner_id', '=', id).execute();
    await trx.deleteFrom('api_keys').where('owner_id', '=', id).execute();
    await trx.deleteFrom('owner_meta').where('owner_id', '=', id).execute();
    await trx.deleteFrom('owners').where('id', '=', id).execute();
    return true;
  });
}

export async function insertInvite(db: Db, invite: OwnerInvitesTable): Promise<void> {
  await db.insertInto('owner_invites').values(invite).execute();
}

/** Ends the open invitations to one address (a new one replaces them). */
export async function revokeOpenInvitesTo(db: Db, email: string, now: number): Promise<void> {
  await db
    .updateTable('owner_invites')
    .set({ revoked_at: now })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Invitations not accepted, revoked or expired, newest first, with who sent them. */
export function listOpenInvites(db: Db, now: number) {
  return db
    .selectFrom('owner_invites')
    .leftJoin('owners', 'owners.id', 'owner_invites.invited_by')
    .select([
      'owner_invites.id as id',
      'owner_invites.email as email',
      'owner_invites.created_at as created_at',
      'owner_invites.expires_at as expires_at',
      'owners.email as invited_by_email',
    ])
    .where('owner_invites.accepted_at', 'is', null)
    .where('owner_invites.revoked_at', 'is', null)
    .where('owner_invites.expires_at', '>', now)
    .orderBy('owner_invites.created_at', 'desc')
    .orderBy('owner_invites.id', 'desc')
    .execute();
}

export async function revokeInvite(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('owner_invites')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findInviteByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('owner_invites')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Accepts an invitation and creates its owner in one transaction. The guarded update claims the
 * invitation once (open, not expired): a second use of the link, even at the same moment, claims
 * nothing. Answers false when it could not be claimed.
 */
export function acceptInvite(
  db: Db,
  invite: { id: string; now: number },
  owner: { id: string; email: string; password_hash: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('owner_invites')
      .set({ accepted_at: invite.now })
      .where('id', '=', invite.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', invite.now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('owners')
      .values({ ...owner, created_at: invite.now })
      .execute();
    return true;
  });
}
