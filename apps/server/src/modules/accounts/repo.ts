// SQL for owners, their sessions and sign-in attempts.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function findOwnerByEmail(db: Db, email: string) {
  return db.selectFrom('owners').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findOwnerById(db: Db, id: string) {
  return db
    .selectFrom('owners')
    .select(['id', 'email', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('owners')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertOwner(
  db: Db,
  owner: { id: string; email: string; password_hash: string; created_at: number },
): Promise<void> {
  await db.insertInto('owners').values(owner).execute();
}

export async function updateOwnerPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('owners')
    .set({ password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}

export async function insertSession(
  db: Db,
  session: { id: string; owner_id: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('owner_sessions').values(session).execute();
}

export function findOwnerBySession(db: Db, sessionId: string, now: number) {
  return db
    .selectFrom('owner_sessions')
    .innerJoin('owners', 'owners.id', 'owner_sessions.owner_id')
    .select(['owners.id as id', 'owners.email as email'])
    .where('owner_sessions.id', '=', sessionId)
    .where('owner_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('owner_sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<void> {
  await db.deleteFrom('owner_sessions').where('expires_at', '<=', now).execute();
}

export async function recordSignInAttempt(
  db: Db,
  attempt: { id: string; email: string; ip: string; at: number },
): Promise<void> {
  await db.insertInto('sign_in_attempts').values(attempt).execute();
}

export async function deleteAttempt(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute();
}

export async function countRecentAttempts(
  db: Db,
  email: string,
  ip: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteAttemptsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('at', '<=', before).execute();
}

export async function findOwnerMeta(
  db: Db,
  ownerId: string,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('owner_meta')
    .select('meta_value')
    .where('owner_id', '=', ownerId)
    .where('meta_key', '=', key)
    .executeTakeFirst();
  return row?.meta_value;
}

export async function upsertOwnerMeta(
  db: Db,
  row: { owner_id: string; meta_key: string; meta_value: string; updated_at: number },
): Promise<void> {
  await db
    .insertInto('owner_meta')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['owner_id', 'meta_key'])
        .doUpdateSet({ meta_value: row.meta_value, updated_at: row.updated_at }),
    )
    .execute();
}
