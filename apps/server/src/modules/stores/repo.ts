// The stores module's SQL, on its own tables only: reports stored as they come, and each site's
// reports paged newest first (a busy store sends one per customer page view).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoreBrowseEventsTable, StoreWixOrderedProductsTable } from './tables.ts';

type Db = Kysely<Database>;

export type BrowseEventRow = StoreBrowseEventsTable;
export type WixOrderRow = StoreWixOrderedProductsTable;

export interface RowsWindow {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

export async function insertBrowseEvent(db: Db, row: BrowseEventRow): Promise<void> {
  await db.insertInto('store_browse_events').values(row).execute();
}

export async function insertWixOrder(db: Db, row: WixOrderRow): Promise<void> {
  await db.insertInto('store_wix_ordered_products').values(row).execute();
}

/** One page of browse reports, of one site or all, optionally only one kind, with the count. */
export async function pageBrowseEvents(
  db: Db,
  filter: { siteId?: string | undefined; dataFor?: string | undefined },
  window: RowsWindow,
): Promise<{ rows: BrowseEventRow[]; total: number }> {
  let query = db.selectFrom('store_browse_events');
  if (filter.siteId) query = query.where('site_id', '=', filter.siteId);
  if (filter.dataFor) query = query.where('data_for', '=', filter.dataFor);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', window.order)
      .orderBy('id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of Wix orders' products, of one site or all, with the count. */
export async function pageWixOrders(
  db: Db,
  filter: { siteId?: string | undefined },
  window: RowsWindow,
): Promise<{ rows: WixOrderRow[]; total: number }> {
  let query = db.selectFrom('store_wix_ordered_products');
  if (filter.siteId) query = query.where('site_id', '=', filter.siteId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', window.order)
      .orderBy('id', window.order)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
