// What the coupons module keeps about one person, for the owner's privacy requests
// (modules/privacy): the export's records and the erasure (personal-data-repo.ts says what stays).
import type { ErasurePart, PersonalDataPart } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './personal-data-repo.ts';

const iso = (ms: number | string | null) =>
  ms === null ? null : new Date(Number(ms)).toISOString();

/** Coupons whose restriction list holds exactly this address (the SQL match is by substring). */
async function restrictedTo(db: Kysely<Database>, email: string) {
  const rows = await repo.couponsNamingEmail(db, email);
  return rows
    .map((row) => ({ ...row, restrictions: JSON.parse(row.email_restrictions) as string[] }))
    .filter((row) => row.restrictions.includes(email));
}

export async function couponsPersonalData(
  db: Kysely<Database>,
  email: string,
  leadIds: readonly string[],
): Promise<PersonalDataPart> {
  const [issued, uses, restricted] = await Promise.all([
    repo.issuedCodesOfLeads(db, leadIds),
    repo.redemptionsOfEmail(db, email),
    restrictedTo(db, email),
  ]);
  return {
    kind: 'couponCodes',
    records: [
      ...issued.map((code) => ({
        type: 'issued_code',
        code: code.code,
        coupon: code.coupon,
        lead_id: code.lead_id,
        issued_at: iso(code.issued_at),
        used_at: iso(code.used_at),
        order_id: code.order_id,
      })),
      ...uses.map((use) => ({
        type: 'use',
        code: use.code,
        order_id: use.order_id,
        discount_minor: Number(use.discount),
        created_at: iso(use.created_at),
      })),
      ...restricted.map((coupon) => ({
        type: 'restriction',
        coupon_id: coupon.id,
        coupon: coupon.code,
      })),
    ],
  };
}

export async function eraseCouponsPersonalData(
  db: Kysely<Database>,
  email: string,
  leadIds: readonly string[],
): Promise<ErasurePart> {
  const restricted = await restrictedTo(db, email);
  const done = await repo.erasePersonCoupons(db, email, leadIds, restricted);
  return { kind: 'couponCodes', ...done };
}
