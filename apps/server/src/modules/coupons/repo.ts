// SQL for the coupons module's own tables. Writes take the caller's Kysely, so a redemption is
// written in the order's transaction. Uses are claimed by guarded updates (`usage_count <
// usage_limit`, `used_at is null`): of two orders racing for the last use, one updates a row and
// the other none, on PostgreSQL (the row lock re-checks the guard) and SQLite (one writer) alike.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Coupon, CouponStatus, DiscountType } from './coupon-record.ts';
import type { CouponsCouponsTable } from './tables.ts';

type Db = Kysely<Database>;

function listOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

function nullableNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function toCoupon(row: Selectable<CouponsCouponsTable>): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type as DiscountType,
    amount: Number(row.amount),
    freeShipping: Number(row.free_shipping) === 1,
    minimumAmount: nullableNumber(row.minimum_amount),
    maximumAmount: nullableNumber(row.maximum_amount),
    productIds: listOf(row.product_ids),
    excludedProductIds: listOf(row.excluded_product_ids),
    productCategories: listOf(row.product_categories),
    excludedProductCategories: listOf(row.excluded_product_categories),
    emailRestrictions: listOf(row.email_restrictions),
    startsAt: nullableNumber(row.starts_at),
    expiresAt: nullableNumber(row.expires_at),
    usageLimit: nullableNumber(row.usage_limit),
    usageLimitPerUser: nullableNumber(row.usage_limit_per_user),
    usageCount: Number(row.usage_count),
    individualUse: Number(row.individual_use) === 1,
    firstOrderOnly: Number(row.first_order_only) === 1,
    uniqueCodePattern: row.unique_code_pattern,
    description: row.description,
    status: row.status as CouponStatus,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function columnsOf(coupon: Coupon) {
  return {
    code: coupon.code,
    code_key: coupon.code.trim().toUpperCase(),
    discount_type: coupon.discountType,
    amount: coupon.amount,
    free_shipping: coupon.freeShipping ? 1 : 0,
    minimum_amount: coupon.minimumAmount,
    maximum_amount: coupon.maximumAmount,
    product_ids: JSON.stringify(coupon.productIds),
    excluded_product_ids: JSON.stringify(coupon.excludedProductIds),
    product_categories: JSON.stringify(coupon.productCategories),
    excluded_product_categories: JSON.stringify(coupon.excludedProductCategories),
    email_restrictions: JSON.stringify(coupon.emailRestrictions),
    starts_at: coupon.startsAt,
    expires_at: coupon.expiresAt,
    usage_limit: coupon.usageLimit,
    usage_limit_per_user: coupon.usageLimitPerUser,
    individual_use: coupon.individualUse ? 1 : 0,
    first_order_only: coupon.firstOrderOnly ? 1 : 0,
    unique_code_pattern: coupon.uniqueCodePattern,
    description: coupon.description,
    status: coupon.status,
    updated_at: coupon.updatedAt,
  };
}

export async function insertCoupon(db: Db, coupon: Coupon): Promise<void> {
  await db
    .insertInto('coupons_coupons')
    .values({
      id: coupon.id,
      ...columnsOf(coupon),
      usage_count: coupon.usageCount,
      created_at: coupon.createdAt,
    })
    .execute();
}

export async function updateCoupon(db: Db, coupon: Coupon): Promise<boolean> {
  const result = await db
    .updateTable('coupons_coupons')
    .set(columnsOf(coupon))
    .where('id', '=', coupon.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Its single-use codes and redemptions go with it (orders keep their own copy of the code). */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  await db.deleteFrom('coupons_redemptions').where('coupon_id', '=', id).execute();
  await db.deleteFrom('coupons_unique_codes').where('coupon_id', '=', id).execute();
  await db.deleteFrom('coupons_coupons').where('id', '=', id).execute();
}

export async function findCoupon(db: Db, id: string): Promise<Coupon | null> {
  const row = await db
    .selectFrom('coupons_coupons')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCoupon(row) : null;
}

export async function findCoupons(db: Db, ids: readonly string[]): Promise<Coupon[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('coupons_coupons')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toCoupon);
}

/** The coupons whose own code, or a single-use code issued from them, is one of these keys. */
export async function findByCodeKeys(
  db: Db,
  keys: readonly string[],
): Promise<{ shared: Coupon[]; unique: Array<{ code: string; couponId: string; used: boolean }> }> {
  if (keys.length === 0) return { shared: [], unique: [] };
  const [shared, unique] = await Promise.all([
    db
      .selectFrom('coupons_coupons')
      .selectAll()
      .where('code_key', 'in', [...keys])
      .execute(),
    db
      .selectFrom('coupons_unique_codes')
      .select(['code', 'coupon_id', 'used_at'])
      .where('code', 'in', [...keys])
      .execute(),
  ]);
  return {
    shared: shared.map(toCoupon),
    unique: unique.map((row) => ({
      code: row.code,
      couponId: row.coupon_id,
      used: row.used_at !== null,
    })),
  };
}

/** Whether a code is taken by another coupon or by an issued single-use code. */
export async function codeTaken(db: Db, key: string, exceptId: string | null): Promise<boolean> {
  let shared = db.selectFrom('coupons_coupons').select('id').where('code_key', '=', key);
  if (exceptId) shared = shared.where('id', '!=', exceptId);
  const [coupon, unique] = await Promise.all([
    shared.executeTakeFirst(),
    db.selectFrom('coupons_unique_codes').select('code').where('code', '=', key).executeTakeFirst(),
  ]);
  return Boolean(coupon || unique);
}

export interface ListFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  code?: string | undefined;
  include?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  orderby: 'date' | 'id' | 'code' | 'modified';
  order: 'asc' | 'desc';
}

export async function listCoupons(
  db: Db,
  filter: ListFilter,
): Promise<{ coupons: Coupon[]; total: number }> {
  let query = db.selectFrom('coupons_coupons');
  if (filter.search) {
    const like = `%${filter.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The escape clause is spelled out: SQLite has no default escape character.
    query = query.where(sql<boolean>`code_key like ${like} escape '\\'`);
  }
  if (filter.code) query = query.where('code_key', '=', filter.code.trim().toUpperCase());
  if (filter.include?.length) query = query.where('id', 'in', [...filter.include]);
  if (filter.exclude?.length) query = query.where('id', 'not in', [...filter.exclude]);
  const column = {
    date: 'created_at',
    id: 'id',
    code: 'code_key',
    modified: 'updated_at',
  } as const;
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(column[filter.orderby], filter.order)
      .orderBy('id', filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { coupons: rows.map(toCoupon), total: Number(count?.n ?? 0) };
}

/** The addresses that used each coupon, in the order they used it (WooCommerce's used_by). */
export async function usedBy(db: Db, couponIds: readonly string[]) {
  const byCoupon = new Map<string, string[]>();
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .selectFrom('coupons_redemptions')
    .select(['coupon_id', 'email'])
    .where('coupon_id', 'in', [...couponIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    byCoupon.set(row.coupon_id, [...(byCoupon.get(row.coupon_id) ?? []), row.email]);
  }
  return byCoupon;
}

export async function usesByEmail(db: Db, couponIds: readonly string[], email: string) {
  const uses = new Map<string, number>();
  if (couponIds.length === 0) return uses;
  const rows = await db
    .selectFrom('coupons_redemptions')
    .select(['coupon_id', (eb) => eb.fn.countAll().as('n')])
    .where('coupon_id', 'in', [...couponIds])
    .where('email', '=', email)
    .groupBy('coupon_id')
    .execute();
  for (const row of rows) uses.set(row.coupon_id, Number(row.n));
  return uses;
}

/** Takes one use; false when the limit is reached (the guard makes the last use one order's). */
export async function claimUse(db: Db, couponId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons_coupons')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1), updated_at: now }))
    .where('id', '=', couponId)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a single-use code used by this order; false when another order already did. */
export async function claimUniqueCode(db: Db, code: string, orderId: string, now: number) {
  const result = await db
    .updateTable('coupons_unique_codes')
    .set({ used_at: now, order_id: orderId })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertRedemption(
  db: Db,
  row: {
    id: string;
    couponId: string;
    code: string;
    orderId: string;
    email: string;
    discount: number;
    createdAt: number;
  },
): Promise<void> {
  await db
    .insertInto('coupons_redemptions')
    .values({
      id: row.id,
      coupon_id: row.couponId,
      code: row.code,
      order_id: row.orderId,
      email: row.email,
      discount: row.discount,
      created_at: row.createdAt,
    })
    .execute();
}

/** Stores an issued code; false when that code exists already (the caller draws another). */
export async function insertUniqueCode(
  db: Db,
  row: { code: string; couponId: string; leadId: string | null; issuedAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('coupons_unique_codes')
    .values({
      code: row.code,
      coupon_id: row.couponId,
      lead_id: row.leadId,
      issued_at: row.issuedAt,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Keeps a single-use code in one statement that also makes sure its coupon still exists (a draw
 * checked it a moment ago, maybe in another process): false when the code is taken or the coupon
 * is gone (`couponExists` tells which).
 */
export async function insertUniqueCodeOfLiveCoupon(
  db: Db,
  row: { code: string; couponId: string; leadId: string | null; issuedAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('coupons_unique_codes')
    .columns(['code', 'coupon_id', 'lead_id', 'issued_at'])
    .expression((eb) =>
      eb
        .selectFrom('coupons_coupons')
        // Typed casts: PostgreSQL reads a bare parameter in a select list as text.
        .select([
          sql<string>`cast(${row.code} as text)`.as('code'),
          'id',
          sql<string | null>`cast(${row.leadId} as text)`.as('lead_id'),
          sql<number>`cast(${row.issuedAt} as bigint)`.as('issued_at'),
        ])
        .where('id', '=', row.couponId),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function couponExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('coupons_coupons')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function uniqueCodeForLead(db: Db, couponId: string, leadId: string) {
  const row = await db
    .selectFrom('coupons_unique_codes')
    .select('code')
    .where('coupon_id', '=', couponId)
    .where('lead_id', '=', leadId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row?.code ?? null;
}

export async function deleteDemoCoupons(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) await deleteCoupon(db, id);
}

/** The published coupons shoppers may still use: not expired, not used up, newest first. */
export async function liveCoupons(db: Db, now: number): Promise<Coupon[]> {
  const rows = await db
    .selectFrom('coupons_coupons')
    .selectAll()
    .where('status', '=', 'publish')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(250)
    .execute();
  return rows.map(toCoupon);
}

/** One issued single-use code, with the order that used it and what it took off. */
export interface IssuedCode {
  code: string;
  leadId: string | null;
  issuedAt: number;
  usedAt: number | null;
  orderId: string | null;
  email: string | null;
  discount: number | null;
}

/**
 * One page of a coupon's issued codes, newest first, with their use (the redemption the order
 * wrote); `used` filters by whether an order took the code, `search` matches the code.
 */
export async function pageIssuedCodes(
  db: Db,
  couponId: string,
  filter: { used?: boolean | undefined; search?: string | undefined },
  window: { limit: number; offset: number },
): Promise<{ codes: IssuedCode[]; total: number }> {
  let query = db.selectFrom('coupons_unique_codes').where('coupon_id', '=', couponId);
  if (filter.used !== undefined) {
    query = query.where('used_at', filter.used ? 'is not' : 'is', null);
  }
  if (filter.search) {
    const like = `%${filter.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`code like ${like} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('code', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const used = rows.filter((row) => row.order_id !== null);
  const redemptions =
    used.length === 0
      ? []
      : await db
          .selectFrom('coupons_redemptions')
          .select(['code', 'order_id', 'email', 'discount'])
          .where('coupon_id', '=', couponId)
          .where(
            'code',
            'in',
            used.map((row) => row.code),
          )
          .execute();
  const byCode = new Map(redemptions.map((row) => [`${row.code} ${row.order_id}`, row]));
  return {
    codes: rows.map((row) => {
      const redemption = byCode.get(`${row.code} ${row.order_id}`);
      return {
        code: row.code,
        leadId: row.lead_id,
        issuedAt: Number(row.issued_at),
        usedAt: nullableNumber(row.used_at),
        orderId: row.order_id,
        email: redemption?.email ?? null,
        discount: redemption ? Number(redemption.discount) : null,
      };
    }),
    total: Number(count.n),
  };
}

/** Each issued single-use code of these (upper case) with its use; codes not issued left out. */
export async function issuedCodeUses(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, { usedAt: number; orderId: string } | null>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('coupons_unique_codes')
    .select(['code', 'used_at', 'order_id'])
    .where('code', 'in', [...codes])
    .execute();
  return new Map(
    rows.map((row) => [
      row.code,
      row.used_at !== null && row.order_id !== null
        ? { usedAt: Number(row.used_at), orderId: row.order_id }
        : null,
    ]),
  );
}

/** The lead each of these single-use codes (upper case) was issued to, where it was. */
export async function leadsOfIssuedCodes(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('coupons_unique_codes')
    .select(['code', 'lead_id'])
    .where('code', 'in', [...codes])
    .where('lead_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.code, row.lead_id!]));
}
