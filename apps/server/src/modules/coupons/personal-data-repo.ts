// SQL for what the coupons module keeps about one person (modules/privacy): the single-use codes
// issued to their leads, the uses of codes by their orders, and coupons restricted to their
// address. Erasure keeps what the books need (a code an order used, the discount it gave) without
// the person: see erasePersonCoupons.
import { ERASED_EMAIL } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';

export function issuedCodesOfLeads(db: Kysely<Database>, leadIds: readonly string[]) {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('coupons_unique_codes')
    .innerJoin('coupons_coupons', 'coupons_coupons.id', 'coupons_unique_codes.coupon_id')
    .select([
      'coupons_unique_codes.code',
      'coupons_unique_codes.lead_id',
      'coupons_unique_codes.issued_at',
      'coupons_unique_codes.used_at',
      'coupons_unique_codes.order_id',
      'coupons_coupons.code as coupon',
    ])
    .where('coupons_unique_codes.lead_id', 'in', [...leadIds])
    .orderBy('coupons_unique_codes.issued_at')
    .execute();
}

export function redemptionsOfEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('coupons_redemptions')
    .select(['code', 'order_id', 'discount', 'created_at'])
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();
}

/** Coupons whose restrictions name the address (the JSON list, checked exactly by the caller). */
export function couponsNamingEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('coupons_coupons')
    .select(['id', 'code', 'email_restrictions'])
    .where(containsText(['email_restrictions'], email))
    .execute();
}

/**
 * Unused codes issued to the leads are deleted (they were the person's alone); used ones stay with
 * their order but lose their lead; the uses and the restrictions keep ERASED_EMAIL in place of the
 * address (a restricted coupon stays restricted: to nobody). One transaction.
 */
export function erasePersonCoupons(
  db: Kysely<Database>,
  email: string,
  leadIds: readonly string[],
  restricted: readonly { id: string; restrictions: string[] }[],
): Promise<{ removed: number; anonymised: number }> {
  return db.transaction().execute(async (trx) => {
    let removed = 0;
    let anonymised = 0;
    if (leadIds.length > 0) {
      const unused = await trx
        .deleteFrom('coupons_unique_codes')
        .where('lead_id', 'in', [...leadIds])
        .where('used_at', 'is', null)
        .executeTakeFirst();
      removed += Number(unused.numDeletedRows);
      const used = await trx
        .updateTable('coupons_unique_codes')
        .set({ lead_id: null })
        .where('lead_id', 'in', [...leadIds])
        .executeTakeFirst();
      anonymised += Number(used.numUpdatedRows);
    }
    const uses = await trx
      .updateTable('coupons_redemptions')
      .set({ email: ERASED_EMAIL })
      .where('email', '=', email)
      .executeTakeFirst();
    anonymised += Number(uses.numUpdatedRows);
    for (const coupon of restricted) {
      const restrictions = coupon.restrictions.map((one) => (one === email ? ERASED_EMAIL : one));
      await trx
        .updateTable('coupons_coupons')
        .set({ email_restrictions: JSON.stringify([...new Set(restrictions)]) })
        .where('id', '=', coupon.id)
        .execute();
      anonymised += 1;
    }
    return { removed, anonymised };
  });
}
