// SQL for one person's orders (modules/privacy): found by their address (any case) or by the
// customer account that placed them. Erasure keeps an order for the books — its number, status,
// lines, amounts, coupons, refunds, dates and the billing and shipping country (what tax returns
// need) — and takes the person out of it: address, phone, names, street, city, postcode, company,
// the note they wrote, where their visit came from, the account link, and every mail about it
// (their bodies repeat the name and address). The shop's own notes on the order stay.
import { ERASED_EMAIL } from '@pinwheel/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function personOrderIds(
  db: Kysely<Database>,
  email: string,
  customerId: string | null,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders_orders')
    .select('id')
    .where((eb) => {
      const byEmail = sql<boolean>`lower(email) = ${email}`;
      return customerId === null ? byEmail : eb.or([byEmail, eb('customer_id', '=', customerId)]);
    })
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

/** An address with only its country (and state, a tax region) kept. */
function placeOnly(json: string): string {
  const address = JSON.parse(json) as Record<string, string>;
  const kept: Record<string, string> = {};
  for (const key of Object.keys(address)) kept[key] = '';
  return JSON.stringify({ ...kept, country: address.country ?? '', state: address.state ?? '' });
}

export function anonymiseOrders(
  db: Kysely<Database>,
  ids: readonly string[],
  now: number,
): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('orders_orders')
      .select(['id', 'billing', 'shipping'])
      .where('id', 'in', [...ids])
      .execute();
    for (const row of rows) {
      await trx
        .updateTable('orders_orders')
        .set({
          email: ERASED_EMAIL,
          phone: '',
          billing: placeOnly(row.billing),
          shipping: placeOnly(row.shipping),
          note: '',
          attribution: '{}',
          customer_id: null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
    }
    await trx
      .deleteFrom('orders_emails')
      .where('order_id', 'in', [...ids])
      .execute();
    return rows.length;
  });
}
