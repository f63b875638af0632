// SQL for the cart's own tables. Writes run inside the service's transaction; a cart's row is
// touched first in every change (version bump), which on PostgreSQL locks it, so two changes to
// one cart never interleave.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface LineRow {
  key: string;
  variation_id: number;
  quantity: number;
  properties: string;
  position: number;
}

export async function findLiveCart(db: Db, id: string, now: number) {
  return db
    .selectFrom('cart_carts')
    .select(['id', 'version', 'owner_kind', 'owner_id'])
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** A live cart's lines in one query (a live cart without lines answers no lines); undefined: none. */
export async function findLiveCartLines(
  db: Db,
  id: string,
  now: number,
): Promise<{ lines: LineRow[]; couponCodes: string[] } | undefined> {
  const rows = await db
    .selectFrom('cart_carts as c')
    .leftJoin('cart_lines as l', 'l.cart_id', 'c.id')
    .select([
      'c.coupon_codes',
      'l.key',
      'l.variation_id',
      'l.quantity',
      'l.properties',
      'l.position',
    ])
    .where('c.id', '=', id)
    .where('c.expires_at', '>', now)
    .orderBy('l.position')
    .execute();
  if (rows.length === 0) return undefined;
  const lines: LineRow[] = [];
  for (const row of rows) {
    if (row.key === null) continue;
    lines.push({
      key: row.key,
      variation_id: Number(row.variation_id),
      quantity: Number(row.quantity),
      properties: row.properties ?? '{}',
      position: Number(row.position),
    });
  }
  return { lines, couponCodes: codesOf(rows[0]!.coupon_codes) };
}

function codesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((code) => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** The codes a live cart holds, read under the caller's lock (after touchCart). */
export async function couponCodes(db: Db, cartId: string): Promise<string[]> {
  const row = await db
    .selectFrom('cart_carts')
    .select('coupon_codes')
    .where('id', '=', cartId)
    .executeTakeFirst();
  return row ? codesOf(row.coupon_codes) : [];
}

export async function setCouponCodes(db: Db, cartId: string, codes: readonly string[]) {
  await db
    .updateTable('cart_carts')
    .set({ coupon_codes: JSON.stringify(codes) })
    .where('id', '=', cartId)
    .execute();
}

export async function createCart(db: Db, id: string, now: number, expiresAt: number) {
  await db
    .insertInto('cart_carts')
    .values({ id, created_at: now, updated_at: now, expires_at: expiresAt })
    .execute();
}

/** Bumps the version and the expiry: the first write of every change. False: no such live cart. */
export async function touchCart(db: Db, id: string, now: number, expiresAt: number) {
  const result = await db
    .updateTable('cart_carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, expires_at: expiresAt }))
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function lines(db: Db, cartId: string): Promise<LineRow[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .select(['key', 'variation_id', 'quantity', 'properties', 'position'])
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    ...row,
    variation_id: Number(row.variation_id),
    quantity: Number(row.quantity),
    position: Number(row.position),
  }));
}

export async function upsertLine(db: Db, cartId: string, line: LineRow) {
  await db
    .insertInto('cart_lines')
    .values({ cart_id: cartId, ...line })
    .onConflict((oc) => oc.columns(['cart_id', 'key']).doUpdateSet({ quantity: line.quantity }))
    .execute();
}

export async function setLineQuantity(db: Db, cartId: string, key: string, quantity: number) {
  await db
    .updateTable('cart_lines')
    .set({ quantity })
    .where('cart_id', '=', cartId)
    .where('key', '=', key)
    .execute();
}

export async function deleteLine(db: Db, cartId: string, key: string) {
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('key', '=', key).execute();
}

export async function deleteLines(db: Db, cartId: string) {
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
}

/** Carts past their expiry go with their lines (lines first: no reliance on cascades). */
export async function deleteExpired(db: Db, now: number) {
  const expired = db.selectFrom('cart_carts').select('id').where('expires_at', '<=', now);
  await db.deleteFrom('cart_lines').where('cart_id', 'in', expired).execute();
  await db.deleteFrom('cart_carts').where('expires_at', '<=', now).execute();
}

export async function findSettingsJson(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('cart_settings')
    .select('data')
    .where('id', '=', 'cart')
    .executeTakeFirst();
  return row?.data;
}

export async function saveSettingsJson(db: Db, data: string, now: number) {
  await db
    .insertInto('cart_settings')
    .values({ id: 'cart', data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
