// SQL for the display module's tables: popups, recorded events and the monthly view counters.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { pageOfRows, type ListWindow, type RowsPage } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type {
  ConversionActivitiesTable,
  DisplayLimitLogsTable,
  PopupClosesTable,
  PopupViewsTable,
  PopupsTable,
  WebsiteSessionsTable,
} from './tables.ts';

type Db = Kysely<Database>;

export type PopupRow = Selectable<PopupsTable>;
export type PopupViewRow = Insertable<PopupViewsTable>;
export type PopupCloseRow = Insertable<PopupClosesTable>;
export type WebsiteSessionRow = Insertable<WebsiteSessionsTable>;
export type ConversionActivityRow = Insertable<ConversionActivitiesTable>;
export type LimitLogRow = Insertable<DisplayLimitLogsTable>;

export function listPopupsOfSite(db: Db, siteId: string): Promise<PopupRow[]> {
  return db
    .selectFrom('popups')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type PopupOrder = 'date' | 'id' | 'name';

/** Filters of the platform API's popup list: a site's popups, by status, or one test's variants. */
export interface PopupFilter {
  siteId: string;
  status?: PopupRow['status'] | undefined;
  /** Only the A/B variants of this popup. */
  parent?: string | undefined;
}

/** One page of a site's popups (their names searched), and how many match. */
export async function pagePopupsOfSite(
  db: Db,
  filter: PopupFilter,
  window: ListWindow & { orderby: PopupOrder },
): Promise<RowsPage<PopupRow>> {
  let query = db.selectFrom('popups').where('site_id', '=', filter.siteId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.parent) query = query.where('ab_test_parent_id', '=', filter.parent);
  return pageOfRows(query.selectAll(), window, {
    searchColumns: ['name'],
    orderColumn: ({ date: 'created_at', id: 'id', name: 'name' } as const)[window.orderby],
  });
}

/** Every site's popups, for the owner's list of all of them. */
export function listAllPopups(db: Db): Promise<PopupRow[]> {
  return db
    .selectFrom('popups')
    .selectAll()
    .orderBy('site_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findPopup(db: Db, id: string): Promise<PopupRow | undefined> {
  return db.selectFrom('popups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The site a popup belongs to (its id), or undefined for an unknown popup. */
export async function siteIdOfPopup(db: Db, popupId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('popups')
    .select('site_id')
    .where('id', '=', popupId)
    .executeTakeFirst();
  return row?.site_id;
}

export async function insertPopup(db: Db, row: Insertable<PopupsTable>): Promise<void> {
  await db.insertInto('popups').values(row).execute();
}

export async function updatePopup(
  db: Db,
  id: string,
  changes: Updateable<PopupsTable>,
): Promise<void> {
  await db.updateTable('popups').set(changes).where('id', '=', id).execute();
}

export async function deletePopup(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('popups').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function viewsInMonth(db: Db, siteId: string, month: string): Promise<number> {
  const row = await db
    .selectFrom('monthly_view_counts')
    .select('views')
    .where('site_id', '=', siteId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row ? Number(row.views) : 0;
}

export interface EventBatch {
  views: PopupViewRow[];
  closes: PopupCloseRow[];
  sessions: WebsiteSessionRow[];
  activities: ConversionActivityRow[];
  limitLogs: LimitLogRow[];
}

/** Rows per INSERT statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 400;

/**
 * Writes one batch of events in a single transaction, and adds the batch's views to each site's
 * monthly counter with an atomic upsert, so processes sharing the database add up correctly.
 */
export async function writeEvents(
  db: Db,
  batch: EventBatch,
  monthOf: (at: number) => string,
): Promise<void> {
  const counts = new Map<string, { site_id: string; month: string; views: number }>();
  for (const view of batch.views) {
    const month = monthOf(view.created_at);
    const key = `${view.site_id}\u0000${month}`;
    const count = counts.get(key);
    if (count) count.views += 1;
    else counts.set(key, { site_id: view.site_id, month, views: 1 });
  }
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(batch.views))
      await trx.insertInto('popup_views').values(rows).execute();
    for (const rows of chunks(batch.closes))
      await trx.insertInto('popup_closes').values(rows).execute();
    for (const rows of chunks(batch.sessions)) {
      await trx.insertInto('website_sessions').values(rows).execute();
    }
    for (const rows of chunks(batch.activities)) {
      await trx.insertInto('conversion_activities').values(rows).execute();
    }
    for (const rows of chunks(batch.limitLogs)) {
      await trx.insertInto('display_limit_logs').values(rows).execute();
    }
    // Sorted, so two processes flushing at once take the counter rows' locks in the same order.
    const sorted = [...counts.values()].sort((a, b) =>
      a.site_id === b.site_id ? a.month.localeCompare(b.month) : a.site_id.localeCompare(b.site_id),
    );
    for (const count of sorted) {
      await trx
        .insertInto('monthly_view_counts')
        .values(count)
        .onConflict((oc) =>
          oc.columns(['site_id', 'month']).doUpdateSet((eb) => ({
            views: eb('monthly_view_counts.views', '+', eb.ref('excluded.views')),
          })),
        )
        .execute();
    }
  });
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    yield rows.slice(start, start + ROWS_PER_INSERT);
  }
}

export async function deletePopupsOfSite(db: Db, siteId: string): Promise<void> {
  await db.deleteFrom('popups').where('site_id', '=', siteId).execute();
}

/** A recorded view, for the conversion call's check of who converted (modules/leads). */
export function findView(
  db: Db,
  id: string,
): Promise<
  Pick<Selectable<PopupViewsTable>, 'id' | 'site_id' | 'popup_id' | 'visitor_id'> | undefined
> {
  return db
    .selectFrom('popup_views')
    .select(['id', 'site_id', 'popup_id', 'visitor_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The latest view of a popup by a visitor, when the conversion call names no view. */
export function latestViewBy(
  db: Db,
  popupId: string,
  visitorId: string,
): Promise<
  Pick<Selectable<PopupViewsTable>, 'id' | 'site_id' | 'popup_id' | 'visitor_id'> | undefined
> {
  return db
    .selectFrom('popup_views')
    .select(['id', 'site_id', 'popup_id', 'visitor_id'])
    .where('popup_id', '=', popupId)
    .where('visitor_id', '=', visitorId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Views per popup recorded in [from, to) (the analytics module's popup performance). */
export async function viewCountsBetween(
  db: Db,
  from: number,
  to: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('popup_views')
    .select(['popup_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('popup_id')
    .execute();
  return new Map(rows.map((row) => [row.popup_id, Number(row.count)]));
}
