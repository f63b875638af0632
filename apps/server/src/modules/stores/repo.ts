// The stores module's SQL, on its own tables only: reports stored as they come, and each site's
// reports paged newest first (a busy store sends one per customer page view).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  StoreBrowseEventsTable,
  StoreWixConnectionsTable,
  StoreWixOrderedProductsTable,
} from './tables.ts';

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

export type WixConnectionRow = StoreWixConnectionsTable;

export async function wixConnection(db: Db, siteId: string): Promise<WixConnectionRow | null> {
  const row = await db
    .selectFrom('store_wix_connections')
    .selectAll()
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row ?? null;
}

export async function listWixConnections(db: Db): Promise<WixConnectionRow[]> {
  return db.selectFrom('store_wix_connections').selectAll().orderBy('site_id').execute();
}

/** Sets a site's connection, replacing the one it had. */
export async function saveWixConnection(db: Db, row: WixConnectionRow): Promise<void> {
  await db
    .insertInto('store_wix_connections')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('site_id').doUpdateSet({
        wix_site_id: row.wix_site_id,
        api_key: row.api_key,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteWixConnection(db: Db, siteId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('store_wix_connections')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
