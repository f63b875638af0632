// SQL for the dashboard's overview: orders and revenue since a moment, and the best sellers.
// Sales are the orders a shop counts as sold (processing, completed, on hold: WooCommerce's
// "paid or awaiting payment by transfer"); pending, cancelled and refunded ones are not.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export const SOLD_STATUSES = ['processing', 'completed', 'on-hold'];

/** Count and revenue (minor units) of sold orders in one currency since `since`. */
export async function salesSince(db: Db, since: number, currency: string) {
  const row = await db
    .selectFrom('orders_orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('revenue'),
    ])
    .where('created_at', '>=', since)
    .where('status', 'in', SOLD_STATUSES)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), revenue: Number(row.revenue) };
}

/** The products sold most (by quantity) in sold orders since `since`. */
export function bestSellersSince(db: Db, since: number, limit: number) {
  return db
    .selectFrom('orders_lines as l')
    .innerJoin('orders_orders as o', 'o.id', 'l.order_id')
    .select((eb) => [
      'l.product_id as product_id',
      eb.fn.max('l.title').as('title'),
      eb.fn.sum<number | string>('l.quantity').as('quantity'),
    ])
    .where('o.created_at', '>=', since)
    .where('o.status', 'in', SOLD_STATUSES)
    .groupBy('l.product_id')
    .orderBy('quantity', 'desc')
    .orderBy('l.product_id', 'asc')
    .limit(limit)
    .execute();
}
