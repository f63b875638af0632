// SQL for the display module's tables: popups, recorded events and the monthly view counters.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
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

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The batch's views counted per popup and hour, and per popup, day and page (0045). */
function viewRollups(views: readonly PopupViewRow[]) {
  const hours = new Map<string, { popup_id: string; hour: number; views: number }>();
  const pages = new Map<string, { popup_id: string; day: number; url: string; views: number }>();
  for (const view of views) {
    const hour = Math.floor(view.created_at / HOUR_MS);
    const hourKey = `${view.popup_id}\u0000${hour}`;
    const counted = hours.get(hourKey);
    if (counted) counted.views += 1;
    else hours.set(hourKey, { popup_id: view.popup_id, hour, views: 1 });
    const day = Math.floor(view.created_at / DAY_MS);
    const pageKey = `${view.popup_id}\u0000${day}\u0000${view.url}`;
    const page = pages.get(pageKey);
    if (page) page.views += 1;
    else pages.set(pageKey, { popup_id: view.popup_id, day, url: view.url, views: 1 });
  }
  // Sorted, so two processes flushing at once take the rows' locks in the same order.
  const byKey = <T>(map: Map<string, T>) =>
    [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { hours: byKey(hours), pages: byKey(pages) };
}

/**
 * Writes one batch of events in a single transaction, and adds the batch's views to each site's
 * monthly counter and to the analytics' hourly and per-page counts with atomic upserts, so
 * processes sharing the database add up correctly.
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
  const rollups = viewRollups(batch.views);
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(batch.views))
      await trx.insertInto('popup_views').values(rows).execute();
    for (const rows of chunks(rollups.hours)) {
      await trx
        .insertInto('popup_view_hours')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['popup_id', 'hour']).doUpdateSet((eb) => ({
            views: eb('popup_view_hours.views', '+', eb.ref('excluded.views')),
          })),
        )
        .execute();
    }
    for (const rows of chunks(rollups.pages)) {
      await trx
        .insertInto('popup_view_pages')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['popup_id', 'day', 'url']).doUpdateSet((eb) => ({
            views: eb('popup_view_pages.views', '+', eb.ref('excluded.views')),
          })),
        )
        .execute();
    }
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

/** The query of `latestViewBy`, apart so its plan can be checked (latest-view-index.test.ts). */
export function latestViewQuery(db: Db, popupId: string, visitorId: string) {
  return db
    .selectFrom('popup_views')
    .select(['id', 'site_id', 'popup_id', 'visitor_id'])
    .where('popup_id', '=', popupId)
    .where('visitor_id', '=', visitorId)
    .orderBy('created_at', 'desc')
    .limit(1);
}

/** The latest view of a popup by a visitor, when the conversion call names no view. */
export function latestViewBy(
  db: Db,
  popupId: string,
  visitorId: string,
): Promise<
  Pick<Selectable<PopupViewsTable>, 'id' | 'site_id' | 'popup_id' | 'visitor_id'> | undefined
> {
  return latestViewQuery(db, popupId, visitorId).executeTakeFirst();
}

/**
 * The hours a period counts (0045's popup_view_hours): those starting in [from, to). A period
 * from a whole hour to now (the dashboard's) is counted exactly; other edges to the hour.
 */
function hoursOf(from: number, to: number) {
  return { first: Math.ceil(from / HOUR_MS), end: Math.ceil(to / HOUR_MS) };
}

function viewHours(db: Db, query: { from: number; to: number; popupIds?: readonly string[] }) {
  const { first, end } = hoursOf(query.from, query.to);
  let select = db.selectFrom('popup_view_hours').where('hour', '>=', first).where('hour', '<', end);
  if (query.popupIds) select = select.where('popup_id', 'in', [...query.popupIds, '']);
  return select;
}

/** Views per popup in [from, to), by whole hours (the analytics module's popup performance). */
export async function viewCountsBetween(
  db: Db,
  from: number,
  to: number,
): Promise<Map<string, number>> {
  const rows = await viewHours(db, { from, to })
    .select(['popup_id', (eb) => eb.fn.sum<number | string>('views').as('count')])
    .groupBy('popup_id')
    .execute();
  return new Map(rows.map((row) => [row.popup_id, Number(row.count)]));
}

/**
 * Views per day and popup in [from, to) (analytics over time), optionally of some popups only.
 * A day is days since the epoch on a clock offsetHours whole hours east of UTC.
 */
export async function viewCountsByDay(
  db: Db,
  query: {
    from: number;
    to: number;
    offsetHours: number;
    popupIds?: readonly string[] | undefined;
  },
): Promise<{ day: number; popupId: string; count: number }[]> {
  // A literal, not a parameter, so PostgreSQL sees the same expression in SELECT and GROUP BY.
  const day = sql<number | string>`(hour + ${sql.lit(Math.trunc(query.offsetHours))}) / 24`;
  const rows = await viewHours(db, query)
    .select([day.as('day'), 'popup_id', (eb) => eb.fn.sum<number | string>('views').as('count')])
    .groupBy([day, 'popup_id'])
    .execute();
  return rows.map((row) => ({
    day: Number(row.day),
    popupId: row.popup_id,
    count: Number(row.count),
  }));
}

/** The pages with the most views on the UTC days [from, to) overlaps, most first (0045). */
export async function viewCountsByPage(
  db: Db,
  query: { from: number; to: number; popupIds?: readonly string[] | undefined; limit: number },
): Promise<{ url: string; count: number }[]> {
  let select = db
    .selectFrom('popup_view_pages')
    .select(['url', (eb) => eb.fn.sum<number | string>('views').as('count')])
    .where('day', '>=', Math.floor(query.from / DAY_MS))
    .where('day', '<=', Math.floor((query.to - 1) / DAY_MS));
  if (query.popupIds) select = select.where('popup_id', 'in', [...query.popupIds, '']);
  const rows = await select
    .groupBy('url')
    .orderBy('count', 'desc')
    .orderBy('url')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({ url: row.url, count: Number(row.count) }));
}

/** An A/B test's ending as stored on its original popup (0045). */
export function findAbEnding(db: Db, id: string) {
  return db
    .selectFrom('popups')
    .select([
      'ab_auto_min_views',
      'ab_auto_min_chance',
      'ab_winner_id',
      'ab_decided_at',
      'ab_decided_by',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
