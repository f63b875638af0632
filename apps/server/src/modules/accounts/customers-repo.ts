// SQL for customers, their sessions, password resets and the owner's settings for them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsText } from '../../db/list-window.ts';

type Db = Kysely<Database>;

const customerColumns = [
  'id',
  'username',
  'email',
  'password_hash',
  'cart_id',
  'created_at',
  'disabled_at',
] as const;

export function findCustomerByLogin(db: Db, login: string) {
  return db
    .selectFrom('customers')
    .select(customerColumns)
    .where((eb) => eb.or([eb('username_key', '=', login), eb('email', '=', login)]))
    .executeTakeFirst();
}

export function findCustomerByEmail(db: Db, email: string) {
  return db
    .selectFrom('customers')
    .select(customerColumns)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findCustomerById(db: Db, id: string) {
  return db.selectFrom('customers').select(customerColumns).where('id', '=', id).executeTakeFirst();
}

/** Which of the username and email are taken already. */
export async function takenBy(db: Db, usernameKey: string, email: string) {
  const rows = await db
    .selectFrom('customers')
    .select(['username_key', 'email'])
    .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('email', '=', email)]))
    .execute();
  return {
    username: rows.some((row) => row.username_key === usernameKey),
    email: rows.some((row) => row.email === email),
  };
}

export async function insertCustomer(
  db: Db,
  row: {
    id: string;
    username: string;
    username_key: string;
    email: string;
    password_hash: string;
    created_at: number;
  },
): Promise<void> {
  await db
    .insertInto('customers')
    .values({ ...row, cart_id: null, disabled_at: null })
    .execute();
}

export async function setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('customers')
    .set({ password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}

export async function setCartId(db: Db, id: string, cartId: string | null): Promise<void> {
  await db.updateTable('customers').set({ cart_id: cartId }).where('id', '=', id).execute();
}

export async function setDisabled(db: Db, id: string, disabledAt: number | null): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({ disabled_at: disabledAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A page of customers, newest first, optionally those whose username or email contains `search`. */
export async function listCustomers(
  db: Db,
  options: { search: string | undefined; offset: number; limit: number },
) {
  let query = db.selectFrom('customers');
  if (options.search) query = query.where(containsText(['username_key', 'email'], options.search));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'username', 'email', 'created_at', 'disabled_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function insertSession(
  db: Db,
  session: { id: string; customer_id: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('customer_sessions').values(session).execute();
}

export function findCustomerBySession(db: Db, sessionId: string, now: number) {
  return db
    .selectFrom('customer_sessions')
    .innerJoin('customers', 'customers.id', 'customer_sessions.customer_id')
    .select(['customers.id as id', 'customers.username as username', 'customers.email as email'])
    .where('customer_sessions.id', '=', sessionId)
    .where('customer_sessions.expires_at', '>', now)
    .where('customers.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionsOf(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('customer_id', '=', customerId).execute();
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<void> {
  await db.deleteFrom('customer_sessions').where('expires_at', '<=', now).execute();
}

export async function insertReset(
  db: Db,
  row: {
    id: string;
    customer_id: string;
    token_hash: string;
    link_for_owner: string | null;
    created_at: number;
    expires_at: number;
  },
): Promise<void> {
  await db
    .insertInto('customer_password_resets')
    .values({ ...row, used_at: null })
    .execute();
}

/** Earlier open links of a customer stop working when a new one is made or one is used. */
export async function closeOpenResets(db: Db, customerId: string, now: number): Promise<void> {
  await db
    .updateTable('customer_password_resets')
    .set({ used_at: now, link_for_owner: null })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}

export function findReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('customer_password_resets')
    .select(['id', 'customer_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Claims an open, unexpired link: true for exactly one of any number of concurrent claims. */
export async function claimReset(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('customer_password_resets')
    .set({ used_at: now, link_for_owner: null })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Links waiting for the owner to pass on (no mail went out), for the given customers. */
export function openOwnerLinks(db: Db, customerIds: string[], now: number) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_password_resets')
    .select(['customer_id', 'link_for_owner', 'expires_at'])
    .where('customer_id', 'in', customerIds)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('link_for_owner', 'is not', null)
    .execute();
}

export async function readSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('customer_settings').select(['name', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

export async function writeSettings(
  db: Db,
  values: Record<string, string>,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [name, value] of Object.entries(values)) {
      await trx
        .insertInto('customer_settings')
        .values({ name, value, updated_at: now })
        .onConflict((c) => c.column('name').doUpdateSet({ value, updated_at: now }))
        .execute();
    }
  });
}

/** Deletes a customer; their sessions and reset links go with them (foreign keys, cascade). */
export async function deleteCustomer(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('customers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
